import type { MovementQuery } from '@/lib/inventory-reads';
import { useUrlParams } from '@/lib/use-url-params';

export interface LedgerFilterValues {
  type?: string;
  /** yyyy-mm-dd, the device's calendar day. */
  from?: string;
  to?: string;
  page: number;
}

/** A calendar day of the device as the instant its day starts (or ends), for the server's from/to. */
const dayStart = (day?: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : undefined);
const dayEnd = (day?: string) => (day ? new Date(`${day}T23:59:59.999`).toISOString() : undefined);

/** The warehouse ledger's filters (type, from, to, page) in the URL. */
export function useLedgerFilters() {
  const { params, update } = useUrlParams();
  const values: LedgerFilterValues = {
    type: params.get('type') ?? undefined,
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
    page: Math.max(1, Number(params.get('page') ?? 1) || 1),
  };
  const query: MovementQuery = {
    type: values.type,
    from: dayStart(values.from),
    to: dayEnd(values.to),
    page: values.page,
  };
  return {
    values,
    query,
    setFilter: (changes: Partial<Omit<LedgerFilterValues, 'page'>>) => update(changes),
    setPage: (page: number) => update({ page: page > 1 ? page : undefined }),
  };
}
