import { useDebouncedSearch, useUrlParams } from '@/lib/use-url-params';
import type { UserFilters } from '../api/reads';

export type UserFilterChanges = Partial<Record<keyof UserFilters, string | number | undefined>>;

/**
 * /admin/users' search, role, status and page in the URL (shareable, kept by back/forward). The
 * shared URL hook makes two quick filter changes add up instead of the second undoing the first,
 * and keeps the search box from jumping back to older text when the URL catches up with typing.
 */
export function useUserFilters() {
  const { params, update: updateUrl } = useUrlParams();
  const filters: UserFilters = {
    search: params.get('search') ?? undefined,
    role: params.get('role') ?? undefined,
    status: params.get('status') ?? undefined,
    page: Math.max(1, Number(params.get('page') ?? 1) || 1),
  };
  const [searchText, setSearchText] = useDebouncedSearch(filters.search, (search) => updateUrl({ search }, true));
  // Page 1 is the URL without a page, so the first page has one address.
  const update = (changes: UserFilterChanges) =>
    updateUrl('page' in changes && Number(changes.page) <= 1 ? { ...changes, page: undefined } : changes);
  return { filters, searchText, setSearchText, update };
}
