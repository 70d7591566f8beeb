import { sql, type Kysely } from 'kysely';
import type { EntrySourceKind } from '../../../domain/accounting';
import type { ReadModels } from '../../../projections/read-models';

// The books' sums (issue 18), over the ledger read model: per account, the debits and credits of a
// span of posted days, from `ledger_days` (accounts × days rows, however many lines); an account's
// lines with their running balance from `journal_lines`. Days are the shop's (yyyy-mm-dd), inclusive.

export type LedgerReadDb = Kysely<ReadModels>;

/** The posted days a figure covers: from (inclusive, open when absent) to (inclusive). */
export interface DaySpan {
  from?: string;
  to: string;
}

export interface AccountSums {
  accountCode: string;
  debitCents: number;
  creditCents: number;
}

const cents = (v: string | number | bigint | null) => Number(v ?? 0);
/** A shop day as the date columns compare it. */
const day = (d: string) => sql<Date>`${d}::date`;

/** Each account's debits and credits over the span (an account with none is absent). */
export async function sumsByAccount(db: LedgerReadDb, span: DaySpan): Promise<AccountSums[]> {
  let q = db
    .selectFrom('ledger_days')
    .select((s) => [
      'account_code',
      s.fn.sum<string>('debit_cents').as('debit'),
      s.fn.sum<string>('credit_cents').as('credit'),
    ])
    .where('posted_on', '<=', day(span.to));
  if (span.from) q = q.where('posted_on', '>=', day(span.from));
  const rows = await q.groupBy('account_code').orderBy('account_code').execute();
  return rows.map((r) => ({ accountCode: r.account_code, debitCents: cents(r.debit), creditCents: cents(r.credit) }));
}

/** A line of the account as read, in centavos (the general ledger answers it in pesos). */
export interface AccountLine {
  entryId: string;
  lineNo: number;
  postedOn: string;
  description: string;
  memo: string;
  debitCents: number;
  creditCents: number;
  /** Debits − credits of the account from its first line up to and including this one. */
  balanceCents: number;
  sourceKind: EntrySourceKind;
  sourceEventId: string | null;
  sourceType: string | null;
}

/**
 * A page of an account's lines over the span, oldest first, each with its running balance (debits −
 * credits, the opening balance before the span included). Lines in posting order within a day.
 * A `limit` of null reads every line (an export).
 */
export async function accountLines(
  db: LedgerReadDb,
  accountCode: string,
  span: DaySpan,
  page: { offset: number; limit: number | null },
): Promise<{ opening: number; lines: AccountLine[]; total: number }> {
  const opening = span.from
    ? cents(
        (
          await db
            .selectFrom('ledger_days')
            .select((s) => sql<string>`coalesce(${s.fn.sum('debit_cents')} - ${s.fn.sum('credit_cents')}, 0)`.as('b'))
            .where('account_code', '=', accountCode)
            .where('posted_on', '<', day(span.from))
            .executeTakeFirst()
        )?.b ?? 0,
      )
    : 0;
  let q = db
    .selectFrom('journal_lines as l')
    .where('l.account_code', '=', accountCode)
    .where('l.posted_on', '<=', day(span.to));
  if (span.from) q = q.where('l.posted_on', '>=', day(span.from));
  const [rows, count] = await Promise.all([
    q
      .innerJoin('journal_entries as e', 'e.entry_id', 'l.entry_id')
      .select([
        'l.entry_id',
        'l.line_no',
        sql<string>`l.posted_on::text`.as('posted_on'),
        'e.description',
        'l.memo',
        'l.debit_cents',
        'l.credit_cents',
        'e.source_kind',
        'e.source_event_id',
        'e.source_type',
        sql<string>`sum(l.debit_cents - l.credit_cents) over (order by l.posted_on, l.ordinal, l.line_no)`.as('run'),
      ])
      .orderBy('l.posted_on')
      .orderBy('l.ordinal')
      .orderBy('l.line_no')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    q.select((s) => s.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    opening,
    total: Number(count.n),
    lines: rows.map((r) => ({
      entryId: r.entry_id,
      lineNo: r.line_no,
      postedOn: r.posted_on,
      description: r.description,
      memo: r.memo,
      debitCents: cents(r.debit_cents),
      creditCents: cents(r.credit_cents),
      balanceCents: opening + cents(r.run),
      sourceKind: r.source_kind,
      sourceEventId: r.source_event_id,
      sourceType: r.source_type,
    })),
  };
}
