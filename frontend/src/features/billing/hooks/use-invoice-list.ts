import { useMemo } from 'react';
import type { InvoiceListItem, Page } from '@domain/billing';
import { useInvoices } from '../api/reads';
import type { BillingFilters } from '../lib/filters';
import { localDay } from '@/lib/local-day';
import { offlinePage, type OfflineBilling } from '../offline';

export interface InvoiceList {
  data?: Page<InvoiceListItem>;
  isLoading: boolean;
  error: Error | null;
  refetch: () => void;
  today: string;
}

/**
 * The table's page: from the server while online (it filters and pages), from the invoices kept
 * in the browser in offline mode (the same filters, page size and date bounds, spec 4).
 */
export function useInvoiceList(filters: BillingFilters, offline: OfflineBilling): InvoiceList {
  const today = localDay();
  const online = useInvoices({ ...filters, today }, !offline.offline);
  // The filters' fields, not the object made each render, say when the page is made again.
  const { search, status, dateRange, startDate, endDate, page } = filters;
  const local = useMemo(
    () =>
      offline.offline
        ? offlinePage(offline.invoices, { search, status, dateRange, startDate, endDate, page }, today)
        : undefined,
    [offline.offline, offline.invoices, search, status, dateRange, startDate, endDate, page, today],
  );
  if (local) return { data: local, isLoading: false, error: null, refetch: () => {}, today };
  return {
    data: online.data,
    isLoading: online.isPending,
    error: online.error,
    refetch: () => void online.refetch(),
    today,
  };
}
