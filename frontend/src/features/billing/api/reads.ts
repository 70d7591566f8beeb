import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import type {
  BillingProductView,
  BillingSettings,
  ClientView,
  InvoiceHistoryEntry,
  InvoiceListItem,
  InvoiceView,
  Page,
} from '@domain/billing';
import { billingMinPosition } from './consistency';
import { billingKeys, type InvoiceQuery } from './keys';

/** GET /api/billing/invoices — filtered and paged (10) by the server; `today` is the app's day, for 'Hoy', 'Esta semana', 'Este mes'. */
export const getInvoices = (q: InvoiceQuery) =>
  api.get<Page<InvoiceListItem>>('/billing/invoices', {
    query: {
      search: q.search || undefined,
      status: q.status !== 'all' ? q.status : undefined,
      dateRange: q.dateRange !== 'all' ? q.dateRange : undefined,
      startDate: q.dateRange === 'custom' ? q.startDate || undefined : undefined,
      endDate: q.dateRange === 'custom' ? q.endDate || undefined : undefined,
      page: q.page > 1 ? q.page : undefined,
      today: q.today,
      minPosition: billingMinPosition(),
    },
  });

export const useInvoices = (q: InvoiceQuery, enabled: boolean) =>
  useQuery({
    queryKey: billingKeys.invoices(q),
    queryFn: () => getInvoices(q),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/billing/invoices/:id — what the preview, the print window and the edit form show. */
export const getInvoice = (id: string) =>
  api.get<InvoiceView>(`/billing/invoices/${encodeURIComponent(id)}`, {
    query: { minPosition: billingMinPosition() },
  });

export const invoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: billingKeys.invoice(id), queryFn: () => getInvoice(id) });

export const useInvoice = (id: string, enabled = true) => useQuery({ ...invoiceQueryOptions(id), enabled });

/** GET /api/billing/invoices/:id/history — every event of the invoice, oldest first, with who did it. */
export const useInvoiceHistory = (id: string) =>
  useQuery({
    queryKey: billingKeys.history(id),
    queryFn: () =>
      api.get<InvoiceHistoryEntry[]>(`/billing/invoices/${encodeURIComponent(id)}/history`, {
        query: { minPosition: billingMinPosition() },
      }),
  });

/** GET /api/billing/clients — every client by name, for the modal's select. */
export const getClients = () =>
  api.get<ClientView[]>('/billing/clients', { query: { minPosition: billingMinPosition() } });

export const useClients = (enabled: boolean) =>
  useQuery({ queryKey: billingKeys.clients(), queryFn: getClients, enabled });

/** GET /api/billing/products — the modal's product select (active products). */
export const useBillingProducts = (enabled: boolean) =>
  useQuery({
    queryKey: billingKeys.products(),
    queryFn: () => api.get<BillingProductView[]>('/billing/products'),
    enabled,
    staleTime: 5 * 60_000,
  });

/** GET /api/billing/settings — IVA (percent) and how the billing area formats amounts and dates. */
export const useBillingSettingsQuery = (enabled: boolean) =>
  useQuery({
    queryKey: billingKeys.settings(),
    queryFn: () => api.get<BillingSettings>('/billing/settings'),
    enabled,
    staleTime: 5 * 60_000,
  });

/** The invoice PDF as the server lays it out (the same document as the preview). */
export const downloadInvoicePdf = (invoiceId: string, number: string | null) =>
  downloadFile(`/billing/invoices/${encodeURIComponent(invoiceId)}/pdf`, `factura-${number ?? 'borrador'}.pdf`);
