import { AGREEMENT_STATUSES } from '@domain/consignment';
import { useDebouncedSearch, useUrlParams, type ParamChanges } from '@/lib/use-url-params';
import type { AgreementQuery } from '../api/keys';

const isStatus = (s: string | null) => s !== null && (AGREEMENT_STATUSES as readonly string[]).includes(s);

/** The consignment list's search, status, partner and page, read from and written to the URL. */
export function useConsignmentFilters() {
  const { params, update } = useUrlParams();
  const status = params.get('status');
  const filters: AgreementQuery = {
    search: params.get('search') ?? undefined,
    status: isStatus(status) ? status! : 'all',
    partner: params.get('partner') ?? undefined,
    page: Math.max(1, Number(params.get('page') ?? 1) || 1),
  };
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, (search) => update({ search }, true));
  const setFilter = (changes: ParamChanges) => update(changes);
  const setPage = (page: number) => update({ page: page > 1 ? page : undefined });
  return { filters, searchText, setSearchText, setFilter, setPage };
}
