import { useDebouncedSearch, useUrlParams, type ParamChanges } from '@/lib/use-url-params';
import { filtersFromParams } from '../lib/filters';

/** The invoice list's search, status, date range (and its custom days) and page, read from and written to the URL. */
export function useBillingFilters() {
  const { params, update } = useUrlParams();
  const filters = filtersFromParams(params);
  const [searchText, setSearchText] = useDebouncedSearch(filters.search || undefined, (search) =>
    update({ search }, true),
  );
  const setFilter = (changes: ParamChanges) => update(changes);
  const setPage = (page: number) => update({ page: page > 1 ? page : undefined });
  return { filters, searchText, setSearchText, setFilter, setPage };
}
