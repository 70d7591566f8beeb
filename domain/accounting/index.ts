import type { Decider } from '../shared/decider';
import type { ChartCommand } from './chart/commands';
import { decideChart } from './chart/decide';
import type { ChartEvent } from './chart/events';
import { evolveChart, initialChart, type ChartState } from './chart/evolve';
import type { LedgerCommand } from './ledger/commands';
import { decideLedger } from './ledger/decide';
import type { LedgerEvent } from './ledger/events';
import { evolveLedger, initialLedger, type LedgerState } from './ledger/evolve';
import type { ExpenseCommand } from './expense/commands';
import { decideExpense } from './expense/decide';
import type { ExpenseEvent } from './expense/events';
import { evolveExpense, initialExpense, type ExpenseState } from './expense/evolve';

// The accounting area (issue 18): the chart of accounts, the ledger by month and expenses.

export * from './accounts';
export * from './journal';
export * from './responses';
export * from './position';
export * from './bodies';
export * from './chart/events';
export * from './chart/commands';
export * from './chart/errors';
export { ACCOUNT_CODE } from './chart/decide';
export { accountsOf, type ChartState } from './chart/evolve';
export * from './ledger/events';
export * from './ledger/commands';
export * from './ledger/errors';
export { lastDayOf } from './ledger/decide';
export type { LedgerState } from './ledger/evolve';
export * from './expense/events';
export * from './expense/commands';
export * from './expense/errors';
export type { ExpenseState } from './expense/evolve';

/** The shop's one chart (the default chart until the first change). */
export const CHART_OF_ACCOUNTS_STREAM = 'chart-of-accounts';

export const chartDecider: Decider<ChartCommand, ChartEvent, ChartState> = {
  stateVersion: 1,
  initialState: initialChart,
  evolve: evolveChart,
  decide: decideChart,
};

/** A month's ledger: ledgerStream(month) (journal.ts), ledger-<yyyy-mm>. */
export const ledgerDecider: Decider<LedgerCommand, LedgerEvent, LedgerState> = {
  stateVersion: 1,
  initialState: initialLedger,
  evolve: evolveLedger,
  decide: decideLedger,
};

export const EXPENSE_STREAM_PREFIX = 'expense-';
export const expenseStream = (expenseId: string) => `${EXPENSE_STREAM_PREFIX}${expenseId}`;

export const expenseDecider: Decider<ExpenseCommand, ExpenseEvent, ExpenseState> = {
  stateVersion: 1,
  initialState: initialExpense,
  evolve: evolveExpense,
  decide: decideExpense,
};
export {
  entryFor,
  isPostable,
  POSTING_RULES,
  sourceOf,
  type PostingFacts,
  type PostingRule,
  type SourceEvent,
} from './posting-rules';
