import { sql, type Kysely } from 'kysely';
import type { TableNames } from '../engine/projection';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';

// The shop's expenses as accounting lists them (issue 18): one row per ExpenseRecorded. An expense is
// recorded once and never changed (a correction is a journal entry), so the table only grows; its
// journal entry is not copied here but joined from the ledger's `journal_entries` by the event id,
// so the list shows it the moment the ledger has it. Money in centavos.

export const expenses = table(
  'expenses',
  {
    /** The event's place in commit order: the order of expenses of one day, the same on every rebuild. */
    ordinal: column.bigint(),
    expense_id: column.text(),
    /** The day it was paid (yyyy-mm-dd). */
    date: column.date(),
    category: column.text(),
    vendor: column.text(),
    description: column.text(),
    amount_cents: column.bigint(),
    payment_method: column.text(),
    attachment_name: column.text().nullable(),
    recorded_at: column.timestamptz(),
    actor_id: column.text().nullable(),
    /** The ExpenseRecorded event: the source event id its journal entry names. */
    event_id: column.text(),
  },
  { primaryKey: ['expense_id'] },
);

export type ExpensesDatabase = DatabaseOf<typeof expenses>;
export type ExpenseRow = RowOf<typeof expenses>;

export const EXPENSES_TABLES = [expenses.name] as const;
export type ExpensesTableName = (typeof EXPENSES_TABLES)[number];
type Tables = TableNames<ExpensesTableName>;

export async function createExpensesTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  await createTable(db, expenses, t.expenses);
}

/** The list reads a span of days newest first, by category or not; the ledger's entry is found by event id. */
export async function createExpensesIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const name = (suffix: string) => sql.id(`${t.expenses}_${suffix}`);
  const rows = sql.table(t.expenses);
  await sql`create index if not exists ${name('day')} on ${rows} (date, ordinal)`.execute(db);
  await sql`create index if not exists ${name('category')} on ${rows} (category, date, ordinal)`.execute(db);
}
