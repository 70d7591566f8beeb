import { sql } from 'kysely';
import {
  ENTRY_SOURCE_KINDS,
  type Account,
  type EntrySourceKind,
  type JournalEntryView,
} from '../../../domain/accounting';
import { toPesos } from '../../../domain/shared/money';
import type { LedgerReadDb } from './ledger';

// The journal (issue 18): the entries of a span of posted days in the order they were booked (day,
// then commit order), each with its lines named by the chart, where it came from, and the reversal
// links both ways — the entry it reverses and the one that reversed it. Filtered by an account (the
// entries with a line on it), by how the entries were made, or by the event they were posted from.

export const JOURNAL_PAGE = 50;

export interface JournalFilter {
  from: string;
  to: string;
  account?: string;
  /** 'event' | 'manual' | 'reversal', or a source event's id. */
  source?: string;
  page: number;
}

const isKind = (v: string): v is EntrySourceKind => (ENTRY_SOURCE_KINDS as readonly string[]).includes(v);
const day = (d: string) => sql<Date>`${d}::date`;
const cents = (v: string | number | bigint | null) => toPesos(Number(v ?? 0));

/** The entries asked, a page of them, and how many there are. */
export async function journalPage(
  db: LedgerReadDb,
  chart: readonly Account[],
  f: JournalFilter,
): Promise<{ items: JournalEntryView[]; total: number; pageCount: number }> {
  let q = db
    .selectFrom('journal_entries as e')
    .where('e.posted_on', '>=', day(f.from))
    .where('e.posted_on', '<=', day(f.to));
  if (f.account) {
    // Through the lines' (account, posted day) index: only the account's lines of the span are read.
    const onAccount = db
      .selectFrom('journal_lines as l')
      .select('l.entry_id')
      .where('l.account_code', '=', f.account)
      .where('l.posted_on', '>=', day(f.from))
      .where('l.posted_on', '<=', day(f.to));
    q = q.where('e.entry_id', 'in', onAccount);
  }
  if (f.source && isKind(f.source)) q = q.where('e.source_kind', '=', f.source);
  else if (f.source) q = q.where('e.source_event_id', '=', f.source.toLowerCase());
  const [rows, count] = await Promise.all([
    q
      .selectAll('e')
      .select([sql<string>`e.posted_on::text`.as('posted_day'), sql<string>`e.occurred_on::text`.as('occurred_day')])
      .orderBy('e.posted_on')
      .orderBy('e.ordinal')
      .offset((f.page - 1) * JOURNAL_PAGE)
      .limit(JOURNAL_PAGE)
      .execute(),
    q.select((s) => s.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.entry_id);
  const [lines, reversals] = ids.length
    ? await Promise.all([
        db
          .selectFrom('journal_lines')
          .selectAll()
          .where('entry_id', 'in', ids)
          .orderBy('entry_id')
          .orderBy('line_no')
          .execute(),
        db
          .selectFrom('journal_entries')
          .select(['entry_id', 'reversed_entry_id'])
          .where('reversed_entry_id', 'in', ids)
          .orderBy('ordinal')
          .execute(),
      ])
    : [[], []];
  const names = new Map(chart.map((a) => [a.code, a.name]));
  const linesOf = new Map<string, typeof lines>();
  for (const l of lines) linesOf.set(l.entry_id, [...(linesOf.get(l.entry_id) ?? []), l]);
  // An entry is reversed once (the ledger refuses a second); should two ever name it, the first stands.
  const reversedBy = new Map<string, string>();
  for (const r of reversals)
    if (r.reversed_entry_id && !reversedBy.has(r.reversed_entry_id)) reversedBy.set(r.reversed_entry_id, r.entry_id);
  const total = Number(count.n);
  return {
    total,
    pageCount: Math.max(1, Math.ceil(total / JOURNAL_PAGE)),
    items: rows.map((r) => ({
      entryId: r.entry_id,
      month: r.month,
      postedOn: r.posted_day,
      occurredOn: r.occurred_day,
      description: r.description,
      sourceKind: r.source_kind,
      // Every entry names an event: its business event, or the one that recorded a person's entry
      // (the row's own event_id stands in should a malformed event have left no source).
      source: {
        eventId: r.source_event_id ?? r.event_id,
        stream: r.source_stream,
        position: r.source_position,
        type: r.source_type,
      },
      reason: r.reason,
      total: cents(r.total_cents),
      actorId: r.actor_id,
      reversesEntryId: r.reversed_entry_id,
      reversedByEntryId: reversedBy.get(r.entry_id) ?? null,
      lines: (linesOf.get(r.entry_id) ?? []).map((l) => ({
        lineNo: l.line_no,
        accountCode: l.account_code,
        accountName: names.get(l.account_code) ?? l.account_code,
        debit: cents(l.debit_cents),
        credit: cents(l.credit_cents),
        memo: l.memo,
      })),
    })),
  };
}
