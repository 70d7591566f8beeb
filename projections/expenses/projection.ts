import type { Transaction } from 'kysely';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import { insertNewRows } from '../engine/page-rows';
import { expenseRow, recordedExpenses } from './rows';
import {
  createExpensesIndexes,
  createExpensesTables,
  expenses,
  EXPENSES_TABLES,
  type ExpensesDatabase,
  type ExpensesTableName,
} from './tables';

// The expenses list (issue 18): every ExpenseRecorded as a row. Insert-only — the first record of an
// expense stands, as in its decider (the same details again decide nothing) — so a replayed batch
// writes nothing twice and a rebuild writes row for row what the live model holds. A batch's rows go in
// one insert, unpacked by unnest (page-rows). Not COPY: an expense recorded again in a later page (a
// script's) must be skipped, not stop the rebuild on the key.

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<ExpensesTableName>,
): Promise<Changed[]> {
  const rows = new Map<string, ReturnType<typeof expenseRow>>();
  for (const e of recordedExpenses(events)) {
    const row = expenseRow(e);
    if (!rows.has(String(row.expense_id))) rows.set(String(row.expense_id), row);
  }
  if (rows.size === 0) return [];
  const db = generationDb<ExpensesDatabase>(trx, t);
  await insertNewRows(db, 'expenses', expenses.columns, [...rows.values()], { key: 'expense_id' });
  return [...rows.keys()].map((id) => ({ entity: 'expense', id }));
}

export const expensesProjection: Projection<ExpensesTableName> = {
  name: 'expenses',
  version: 1,
  handles: ['ExpenseRecorded'],
  tables: EXPENSES_TABLES,
  createTables: createExpensesTables,
  createIndexes: createExpensesIndexes,
  apply,
};
