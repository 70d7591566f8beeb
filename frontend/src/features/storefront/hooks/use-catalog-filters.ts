import { useDebouncedSearch, useUrlParams } from '@/lib/use-url-params';
import { filtersOf } from '../lib/catalog-filters';

/**
 * The catalogue's search (written to the URL once typing pauses), category and page. A new search or
 * category starts again at page 1; a new page scrolls back to the top of the grid.
 */
export function useCatalogFilters() {
  const { params, update } = useUrlParams();
  const filters = filtersOf(params);
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, (search) => update({ search }, true));
  return {
    filters,
    searchText,
    setSearchText,
    setCategory: (category: string | undefined) => update({ category }),
    setPage: (page: number) => {
      update({ page: page > 1 ? page : undefined });
      window.scrollTo({ top: 0 });
    },
    clear: () => {
      setSearchText('');
      update({ search: undefined, category: undefined });
    },
  };
}
