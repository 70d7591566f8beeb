import { sql, type Transaction } from 'kysely';
import { jsonRecordset, writtenColumns } from '../engine/json-recordset';
import type { Changed, CopyRows, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import { copyText } from '../engine/copy-text';
import { ENTRY_COPY, entryRow, LINE_COPY, lineRows, postedEntries } from './rows';
import {
  createLedgerIndexes,
  createLedgerTables,
  journalEntries,
  journalLines,
  LEDGER_TABLES,
  type LedgerDatabase,
  type LedgerTableName,
} from './tables';

// The journal (issue 18): every JournalEntryPosted as an entry and its lines. Insert-only, so the
// upsert is "do nothing" and a rebuild COPYs; the trial balance, the statements and the general
// ledger are sums over the lines (read-api/accounting).

function copyRows(events: readonly SequencedEvent[]): CopyRows<LedgerTableName>[] {
  const posted = postedEntries(events);
  if (posted.length === 0) return [];
  const entries = posted.map((e) => entryRow(e));
  const lines = posted.flatMap((e, i) => lineRows(e, entries[i]));
  return [
    { table: 'journal_entries', columns: Object.keys(ENTRY_COPY), text: copyText(entries, ENTRY_COPY) },
    { table: 'journal_lines', columns: Object.keys(LINE_COPY), text: copyText(lines, LINE_COPY) },
  ];
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<LedgerTableName>,
): Promise<Changed[]> {
  const posted = postedEntries(events);
  if (posted.length === 0) return [];
  const db = generationDb<LedgerDatabase>(trx, t);
  const entries = posted.map((e) => entryRow(e));
  await db
    .insertInto('journal_entries')
    .columns(writtenColumns(journalEntries.columns))
    .expression((eb) => eb.selectFrom(jsonRecordset(journalEntries.columns, entries)).selectAll())
    .onConflict((oc) => oc.doNothing())
    .execute();
  // The lines and, from the very lines inserted (a replayed line is not), the day sums.
  await db
    .with('new_lines', (w) =>
      w
        .insertInto('journal_lines')
        .columns(writtenColumns(journalLines.columns))
        .expression((eb) =>
          eb
            .selectFrom(
              jsonRecordset(
                journalLines.columns,
                posted.flatMap((e, i) => lineRows(e, entries[i])),
              ),
            )
            .selectAll(),
        )
        .onConflict((oc) => oc.doNothing())
        .returning(['account_code', 'posted_on', 'debit_cents', 'credit_cents']),
    )
    .insertInto('ledger_days')
    .columns(['account_code', 'posted_on', 'debit_cents', 'credit_cents'])
    .expression((eb) =>
      eb
        .selectFrom('new_lines')
        .select((s) => [
          'account_code',
          'posted_on',
          s.fn.sum<string>('debit_cents').as('debit_cents'),
          s.fn.sum<string>('credit_cents').as('credit_cents'),
        ])
        .groupBy(['account_code', 'posted_on']),
    )
    .onConflict((oc) =>
      oc.columns(['account_code', 'posted_on']).doUpdateSet({
        debit_cents: sql`${sql.ref(`${t.ledger_days}.debit_cents`)} + excluded.debit_cents`,
        credit_cents: sql`${sql.ref(`${t.ledger_days}.credit_cents`)} + excluded.credit_cents`,
      }),
    )
    .execute();
  // The screens hear which months moved: a report of another month need not refetch.
  return [...new Set(entries.map((e) => String(e.month)))].map((id) => ({ entity: 'month', id }));
}

export const ledgerProjection: Projection<LedgerTableName> = {
  name: 'ledger',
  version: 2, // 2: manual entries and reversals name the event that recorded them (source_*)
  handles: ['JournalEntryPosted'],
  tables: LEDGER_TABLES,
  createTables: createLedgerTables,
  createIndexes: createLedgerIndexes,
  apply,
  copyRows,
};
