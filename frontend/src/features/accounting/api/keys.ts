import type { RefreshedBy } from '@/lib/live/refreshed-by';

// Every accounting query key starts with 'accounting': a command (or the ledger projection's notice,
// `refreshedBy`) invalidates them all, so the figures, the statements and the ledger agree.

/** A report's span: a period (from/to) or a day (asOf); days yyyy-mm-dd. */
export interface Span {
  from?: string;
  to?: string;
  asOf?: string;
}

export interface LedgerQuery {
  account: string;
  from?: string;
  to?: string;
  page: number;
}

/** The journal's filters (GET /api/accounting/journal); source '' is every entry. */
export type JournalQuery = {
  from?: string;
  to?: string;
  account?: string;
  source?: 'event' | 'manual' | 'reversal';
  page: number;
};

/** The expenses' filters (GET /api/accounting/expenses). */
export type ExpensesQuery = {
  from?: string;
  to?: string;
  category?: string;
  page: number;
};

export const accountingKeys = {
  all: ['accounting'] as const,
  accounts: ['accounting', 'accounts'] as const,
  trialBalance: (s: Span) => ['accounting', 'trial-balance', s] as const,
  incomeStatement: (s: Span) => ['accounting', 'income-statement', s] as const,
  balanceSheet: (s: Span) => ['accounting', 'balance-sheet', s] as const,
  ledger: (q: LedgerQuery) => ['accounting', 'general-ledger', q] as const,
  journal: (q: JournalQuery) => ['accounting', 'journal', q] as const,
  expenses: (q: ExpensesQuery) => ['accounting', 'expenses', q] as const,
};

/** The books are the ledger read model (expenses are posted there by the ledger reactor). */
export const refreshedBy: RefreshedBy = { ledger: [accountingKeys.all] };
