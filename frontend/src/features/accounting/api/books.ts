import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Expenses, Journal } from '@domain/accounting';
import { api } from '@/lib/api-client';
import { accountingMinPosition } from './consistency';
import { accountingKeys, type ExpensesQuery, type JournalQuery } from './keys';

// The books as lists (read-api/accounting): the journal's entries with their lines and the expenses
// recorded, typed by the answers' schemas (domain/accounting/responses). Amounts in pesos; days
// yyyy-mm-dd; a missing `to` is the shop's today (answered as `to`).

const read = <T>(path: string, query: Record<string, string | number | undefined>, signal: AbortSignal) =>
  api.get<T>(`/accounting${path}`, { query: { ...query, minPosition: accountingMinPosition() }, signal });
const paged = <Q extends { page: number }>(q: Q) => ({ ...q, page: q.page > 1 ? q.page : undefined });

const journalQuery = (q: JournalQuery) => ({
  queryKey: accountingKeys.journal(q),
  queryFn: ({ signal }: { signal: AbortSignal }) => read<Journal>('/journal', paged(q), signal),
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
    queryFn: ({ signal }) => read<Expenses>('/expenses', paged(q), signal),
    placeholderData: keepPreviousData,
  });
