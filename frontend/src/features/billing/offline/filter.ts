import { dateRangeBounds } from '@domain/billing';
import { INVOICE_PAGE_SIZE, type InvoiceListItem, type InvoiceView, type Page } from '@domain/billing';
import type { BillingFilters } from '../lib/filters';

// The offline list: what GET /api/billing/invoices answers, over the invoices kept in the browser —
// search in the client's name or the number, status, the shared date bounds, newest date first
// (then newest made, then id, as the read-api orders), INVOICE_PAGE_SIZE a page.

const matches = (i: InvoiceListItem, search: string) =>
  !search || i.clientName.toLowerCase().includes(search) || (i.number ?? '').toLowerCase().includes(search);

const newestFirst = (a: InvoiceView, b: InvoiceView) =>
  b.date.localeCompare(a.date) || (b.createdAt ?? '').localeCompare(a.createdAt ?? '') || a.id.localeCompare(b.id);

const listItem = (i: InvoiceView & { syncError?: string | null }): InvoiceListItem => ({
  id: i.id,
  number: i.number,
  clientId: i.clientId,
  clientName: i.clientName,
  date: i.date,
  dueDate: i.dueDate,
  total: i.total,
  status: i.status,
  pendingSync: i.pendingSync,
  ...(i.syncError ? { syncError: i.syncError } : {}),
});

export function offlinePage(invoices: InvoiceView[], filters: BillingFilters, today: string): Page<InvoiceListItem> {
  const search = filters.search.trim().toLowerCase();
  const { from, to } = dateRangeBounds(filters.dateRange, today, filters.startDate, filters.endDate);
  const found = invoices
    .filter((i) => matches(i, search))
    .filter((i) => filters.status === 'all' || i.status === filters.status)
    .filter((i) => (!from || i.date >= from) && (!to || i.date <= to))
    .sort(newestFirst);
  const pageSize = INVOICE_PAGE_SIZE;
  const pageCount = Math.max(1, Math.ceil(found.length / pageSize));
  const page = Math.max(1, Math.floor(filters.page) || 1);
  return {
    items: found.slice((page - 1) * pageSize, page * pageSize).map(listItem),
    total: found.length,
    page,
    pageSize,
    pageCount,
  };
}
