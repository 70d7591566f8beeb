import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  AccountList,
  BalanceSheet,
  Expenses,
  GeneralLedger,
  IncomeStatement,
  Journal,
  TrialBalance,
} from '@domain/accounting';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { accountingMinPosition } from './consistency';
import { accountingKeys, type ExpensesQuery, type JournalQuery, type LedgerQuery, type Span } from './keys';

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

// The books as lists: the journal's entries with their lines and the expenses recorded; a missing
// `to` is the shop's today (answered as `to`).

const paged = <Q extends { page: number }>(q: Q) => ({ ...q, page: q.page > 1 ? q.page : undefined });

const journalQuery = (q: JournalQuery) => ({
  queryKey: accountingKeys.journal(q),
  queryFn: ({ signal }: { signal: AbortSignal }) => get<Journal>('/journal', paged(q), signal),
});

/** GET /api/accounting/journal — the entries (50 a page) with their lines, in the order they were booked. */
export const useJournal = (q: JournalQuery) => useQuery({ ...journalQuery(q), placeholderData: keepPreviousData });

/** Pages a link looks through for its entry: the newest are on the last pages (the journal runs oldest first). */
const SEEK_PAGES = 12;

/**
 * The page of the journal (under these filters) an entry is on — a reversal's link, an expense's entry:
 * the first page, then from the last backwards, as far as SEEK_PAGES. Undefined when not found there.
 */
export async function pageOfEntry(client: QueryClient, q: Omit<JournalQuery, 'page'>, entryId: string) {
  const has = (j: Journal) => j.items.some((e) => e.entryId === entryId);
  const first = await client.fetchQuery(journalQuery({ ...q, page: 1 }));
  if (has(first)) return 1;
  for (let page = first.pageCount; page > 1 && page > first.pageCount - SEEK_PAGES; page--)
    if (has(await client.fetchQuery(journalQuery({ ...q, page })))) return page;
  return undefined;
}

/** GET /api/accounting/expenses — the expenses recorded, their total and their sums by category. */
export const useExpenses = (q: ExpensesQuery) =>
  useQuery({
    queryKey: accountingKeys.expenses(q),
    queryFn: ({ signal }) => get<Expenses>('/expenses', paged(q), signal),
    placeholderData: keepPreviousData,
  });

// The four reports as files (read-api/accounting, through the reports' writers): fetched with the
// bearer token and handed to the browser (lib/download-file.ts), with the query the screen shows.

export type ExportFormat = 'pdf' | 'xlsx';
export type AccountingReport = 'trial-balance' | 'income-statement' | 'balance-sheet' | 'general-ledger';
export type ExportQuery = Record<string, string | number | undefined>;

const ACCEPT: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET /api/accounting/reports/:report/export.pdf|xlsx — the server's file name when it gives one. */
export const downloadAccountingReport = (report: AccountingReport, query: ExportQuery, format: ExportFormat) => {
  const day = query.to ?? query.asOf ?? '';
  const account = query.account ? `-${query.account}` : '';
  return downloadFile(
    `/accounting/reports/${report}/export.${format}`,
    `contabilidad-${report}${account}${day ? `-${day}` : ''}.${format}`,
    { accept: ACCEPT[format], query },
  );
};
