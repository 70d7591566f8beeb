import { INVOICE_STATUSES, type InvoiceStatus } from '@domain/billing';
import { DATE_RANGES, type DateRange } from '@domain/billing';

/** Spec 3 "Billing filters", as the screen keeps them in the URL. */
export interface BillingFilters {
  search: string;
  status: InvoiceStatus | 'all';
  dateRange: DateRange;
  startDate: string;
  endDate: string;
  page: number;
}

export const NO_FILTERS: BillingFilters = {
  search: '',
  status: 'all',
  dateRange: 'all',
  startDate: '',
  endDate: '',
  page: 1,
};

/** Spec 2.8's status filter, in its order: Todos, Borrador, Pendiente, Pagada, Cancelada. */
export const STATUS_FILTER = ['all', ...INVOICE_STATUSES] as const;
/** Spec 2.8's date filter: Todas, Hoy, Esta semana, Este mes, Personalizado. */
export { DATE_RANGES };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : fallback;

/** The filters a URL holds; anything unknown or malformed reads as no filter. */
export function filtersFromParams(params: URLSearchParams): BillingFilters {
  const dateRange = oneOf(DATE_RANGES, params.get('dateRange'), 'all');
  const day = (key: string) => (dateRange === 'custom' && DAY.test(params.get(key) ?? '') ? params.get(key)! : '');
  return {
    search: (params.get('search') ?? '').trim(),
    status: oneOf(STATUS_FILTER, params.get('status'), 'all'),
    dateRange,
    startDate: day('startDate'),
    endDate: day('endDate'),
    page: Math.max(1, Math.floor(Number(params.get('page') ?? 1)) || 1),
  };
}
