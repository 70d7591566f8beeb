import { sql, type Kysely } from 'kysely';
import type { TableNames } from '../engine/projection';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';

// The books as the accounting screens read them (issue 18): one row per journal entry, one per
// journal line. Both only grow — an entry is never changed, a reversal is an entry of its own — so
// a replay writes nothing twice (unique keys, "do nothing") and a rebuild can COPY them in bulk.
// Reports sum the lines by account and posted day; money in centavos.

export const journalEntries = table('journal_entries', {
  /** The event's place in commit order: the journal's order, the same on every rebuild. */
  ordinal: column.bigint(),
  entry_id: column.text(),
  /** The ledger month it was posted to (yyyy-mm). */
  month: column.text(),
  /** The day the books count it on (yyyy-mm-dd): when it happened, or, for a late event whose month was
   * closed, the day it was posted in the open month. The reports' day. */
  posted_on: column.date(),
  /** The day it happened. */
  occurred_on: column.date(),
  description: column.text(),
  source_kind: column.text<'event' | 'manual' | 'reversal'>(),
  /** The event it was recorded from: a posted entry's business event; a manual entry's or a reversal's
   * own JournalEntryPosted (rows.ts sourceEvent); never null since version 2. */
  source_event_id: column.text().nullable(),
  source_stream: column.text().nullable(),
  source_position: column.text().nullable(),
  source_type: column.text().nullable(),
  reversed_entry_id: column.text().nullable(),
  reason: column.text(),
  total_cents: column.bigint(),
  actor_id: column.text().nullable(),
  event_id: column.uuid(),
});

export const journalLines = table('journal_lines', {
  ordinal: column.bigint(),
  entry_id: column.text(),
  line_no: column.integer(),
  account_code: column.text(),
  posted_on: column.date(),
  debit_cents: column.bigint(),
  credit_cents: column.bigint(),
  memo: column.text(),
});

/**
 * Each account's debits and credits by posted day: the trial balance over a million lines reads at
 * most accounts × days rows. Kept by the statement that inserts the lines (only lines really
 * inserted count); after a rebuild's COPY, filled once from the copied lines (createLedgerIndexes).
 */
export const ledgerDays = table(
  'ledger_days',
  {
    account_code: column.text(),
    posted_on: column.date(),
    debit_cents: column.bigint(),
    credit_cents: column.bigint(),
  },
  { primaryKey: ['account_code', 'posted_on'] },
);

export type LedgerDatabase = DatabaseOf<typeof journalEntries | typeof journalLines | typeof ledgerDays>;
export type JournalEntryRow = RowOf<typeof journalEntries>;
export type JournalLineRow = RowOf<typeof journalLines>;

export const LEDGER_TABLES = [journalEntries.name, journalLines.name, ledgerDays.name] as const;
export type LedgerTableName = (typeof LEDGER_TABLES)[number];
type Tables = TableNames<LedgerTableName>;

// No keys here: a rebuild COPYs into bare tables and createIndexes adds the unique ones after.
export async function createLedgerTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  await createTable(db, journalEntries, t.journal_entries);
  await createTable(db, journalLines, t.journal_lines);
  await createTable(db, ledgerDays, t.ledger_days);
}

/**
 * Unique keys keep a replayed batch from doubling an entry or a line. The general ledger pages an
 * account's lines in order; the journal filters entries by day and source. The statements read
 * ledger_days, so no index sums the lines (one fewer index to build: a rebuild spends a third of its
 * time indexing).
 */
export async function createLedgerIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const entries = sql.table(t.journal_entries);
  const lines = sql.table(t.journal_lines);
  const e = (suffix: string) => sql.id(`${t.journal_entries}_${suffix}`);
  const l = (suffix: string) => sql.id(`${t.journal_lines}_${suffix}`);
  await sql`create unique index if not exists ${e('entry')} on ${entries} (entry_id)`.execute(db);
  await sql`create index if not exists ${e('day')} on ${entries} (posted_on, ordinal)`.execute(db);
  await sql`create index if not exists ${e('source')} on ${entries} (source_event_id)`.execute(db);
  // The journal shows each entry's reversal: few entries are reversed, so a partial index.
  await sql`create index if not exists ${e('reversal')} on ${entries} (reversed_entry_id)
    where reversed_entry_id is not null`.execute(db);
  await sql`create unique index if not exists ${l('line')} on ${lines} (entry_id, line_no)`.execute(db);
  await sql`create index if not exists ${l('account')} on ${lines} (account_code, posted_on, ordinal)`.execute(db);
  // A rebuild COPYs lines without touching the day sums: they are summed here once, before any
  // batch is applied to the new generation. Wherever the sums are already kept this adds nothing.
  await sql`insert into ${sql.table(t.ledger_days)} (account_code, posted_on, debit_cents, credit_cents)
    select account_code, posted_on, sum(debit_cents), sum(credit_cents) from ${lines} group by 1, 2
    on conflict do nothing`.execute(db);
}
