import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UserFilters } from '../api/get-users';

const SEARCH_DEBOUNCE_MS = 300;

/** Filters live in the URL (shareable, kept by back/forward); typing is debounced before it lands there. */
export function useUserFilters() {
  const [params, setParams] = useSearchParams();
  const filters: UserFilters = {
    search: params.get('search') ?? undefined,
    role: params.get('role') ?? undefined,
    status: params.get('status') ?? undefined,
    page: Number(params.get('page') ?? 1) || 1,
  };
  const [searchText, setSearchText] = useState(filters.search ?? '');

  const update = (changes: Partial<Record<keyof UserFilters, string | number | undefined>>) => {
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(changes)) if (v === undefined || v === '') next.delete(k); else next.set(k, String(v));
      // A new filter starts from the first page.
      if (!('page' in changes)) next.delete('page');
      return next;
    }, { replace: true });
  };

  useEffect(() => {
    if (searchText === (filters.search ?? '')) return;
    const timer = setTimeout(() => update({ search: searchText.trim() || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text restarts the wait
  }, [searchText]);

  return { filters, searchText, setSearchText, update };
}
