import {
  PRODUCT_SORTS,
  STOCK_STATUSES,
  type ProductQuery,
  type ProductSort,
  type StockStatus,
} from '@domain/inventory';
import { useDebouncedSearch, useUrlParams, type ParamChanges } from '@/lib/use-url-params';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

/** /admin/inventory's search, filters, sort and page, read from and written to the URL. */
export function useInventoryFilters() {
  const { params, update } = useUrlParams();
  const sort = oneOf<ProductSort>(PRODUCT_SORTS, params.get('sort'));
  const filters: ProductQuery = {
    search: params.get('search') ?? undefined,
    category: params.get('category') ?? undefined,
    stockStatus: oneOf<StockStatus>(STOCK_STATUSES, params.get('stockStatus')) ?? 'all',
    sort,
    order: sort ? (params.get('order') === 'desc' ? 'desc' : 'asc') : undefined,
    page: Math.max(1, Number(params.get('page') ?? 1) || 1),
  };
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, (search) => update({ search }, true));

  /** Spec 2.4: a header click sorts by it ascending, a second click descending. */
  const toggleSort = (column: ProductSort) => {
    const order = filters.sort === column && filters.order === 'asc' ? 'desc' : 'asc';
    update({ sort: column, order });
  };
  const setFilter = (changes: ParamChanges) => update(changes);
  const setPage = (page: number) => update({ page: page > 1 ? page : undefined });
  return { filters, searchText, setSearchText, setFilter, toggleSort, setPage };
}
