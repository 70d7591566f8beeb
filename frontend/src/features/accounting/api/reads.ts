import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccountList, BalanceSheet, GeneralLedger, IncomeStatement, TrialBalance } from '@domain/accounting';
import { api } from '@/lib/api-client';
import { accountingMinPosition } from './consistency';
import { accountingKeys, type LedgerQuery, type Span } from './keys';

// The books' reads (read-api/accounting), typed by the answers' schemas (domain/accounting/responses).
// Amounts in pesos; days yyyy-mm-dd; a missing `to`/`asOf` is the shop's today, a missing `from` of the
// income statement its month so far.

const get = <T>(path: string, query: Record<string, string | number | undefined>, signal: AbortSignal) =>
  api.get<T>(`/accounting${path}`, { query: { ...query, minPosition: accountingMinPosition() }, signal });

/** GET /api/accounting/accounts — the chart, inactive accounts too. */
export const useAccounts = () =>
  useQuery({
    queryKey: accountingKeys.accounts,
    queryFn: ({ signal }) => get<AccountList>('/accounts', {}, signal),
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
