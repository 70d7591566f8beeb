import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Account, AccountKind } from '@domain/accounting';
import { api } from '@/lib/api-client';
import { accountingMinPosition } from './consistency';
import { accountingKeys, type LedgerQuery, type Span } from './keys';

// The books' reads (read-api/accounting). Amounts in pesos; days yyyy-mm-dd; a missing `to`/`asOf`
// is the shop's today, a missing `from` of the income statement its month so far.

export interface AccountFigure {
  code: string;
  name: string;
  kind: AccountKind;
  debit: number;
  credit: number;
  balance: number;
}
export interface TrialBalance {
  from?: string;
  to: string;
  accounts: AccountFigure[];
  totals: { debit: number; credit: number };
  balanced: boolean;
}
export interface IncomeStatement {
  from?: string;
  to: string;
  revenue: AccountFigure[];
  expenses: AccountFigure[];
  totalRevenue: number;
  totalExpenses: number;
  result: number;
}
export interface BalanceSheet {
  asOf: string;
  assets: AccountFigure[];
  liabilities: AccountFigure[];
  equity: AccountFigure[];
  result: number;
  totals: { assets: number; liabilitiesAndEquity: number };
  balanced: boolean;
}
export interface LedgerLine {
  entryId: string;
  postedOn: string;
  description: string;
  memo?: string | null;
  debit: number;
  credit: number;
  balance: number;
  sourceKind: string;
  sourceEventId?: string | null;
  sourceType?: string | null;
}
export interface GeneralLedger {
  account: { code: string; name: string };
  from?: string;
  to: string;
  opening: number;
  lines: LedgerLine[];
  page: number;
  pageCount: number;
  total: number;
}

const get = <T>(path: string, query: Record<string, string | number | undefined>, signal: AbortSignal) =>
  api.get<T>(`/accounting${path}`, { query: { ...query, minPosition: accountingMinPosition() }, signal });

/** GET /api/accounting/accounts — the chart, inactive accounts too. */
export const useAccounts = () =>
  useQuery({
    queryKey: accountingKeys.accounts,
    queryFn: ({ signal }) => get<{ items: Account[] }>('/accounts', {}, signal),
  });

export const useTrialBalance = (s: Span) =>
  useQuery({
    queryKey: accountingKeys.trialBalance(s),
    queryFn: ({ signal }) => get<TrialBalance>('/reports/trial-balance', { ...s }, signal),
    placeholderData: keepPreviousData,
  });

export const useIncomeStatement = (s: Span) =>
  useQuery({
    queryKey: accountingKeys.incomeStatement(s),
    queryFn: ({ signal }) => get<IncomeStatement>('/reports/income-statement', { ...s }, signal),
    placeholderData: keepPreviousData,
  });

export const useBalanceSheet = (s: Span) =>
  useQuery({
    queryKey: accountingKeys.balanceSheet(s),
    queryFn: ({ signal }) => get<BalanceSheet>('/reports/balance-sheet', { ...s }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/accounting/reports/general-ledger — an account's lines with the running balance, paged. */
export const useGeneralLedger = (q: LedgerQuery | null) =>
  useQuery({
    queryKey: accountingKeys.ledger(q ?? { account: '', page: 1 }),
    queryFn: ({ signal }) =>
      get<GeneralLedger>('/reports/general-ledger', { ...q!, page: q!.page > 1 ? q!.page : undefined }, signal),
    placeholderData: keepPreviousData,
    enabled: Boolean(q?.account),
  });
