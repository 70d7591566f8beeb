import type { InvoiceStatus } from '../../../../../domain/billing/events';
import type { DateRange } from '../../../../../domain/billing/views';

/** Spec 3 "Billing filters", as the screen keeps them in the URL. */
export interface BillingFilters {
  search: string;
  status: InvoiceStatus | 'all';
  dateRange: DateRange;
  startDate: string;
  endDate: string;
  page: number;
}

export const NO_FILTERS: BillingFilters = { search: '', status: 'all', dateRange: 'all', startDate: '', endDate: '', page: 1 };
