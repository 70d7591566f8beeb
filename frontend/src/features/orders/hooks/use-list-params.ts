import { useUrlParams } from '@/lib/use-url-params';
import type { OrderQuery } from '../api/keys';

/**
 * An order list's status, page and open order, read from and written to the URL: back closes the
 * sheet, a reload keeps it, and the dashboard links straight to an order (?order=<id>).
 */
export function useListParams<Q extends OrderQuery>(read: (params: URLSearchParams) => Q) {
  const { params, update } = useUrlParams();
  const query = read(params);
  const openId = params.get('order');
  return {
    query,
    openId,
    /** Another status starts again at page 1 and closes the sheet. */
    setStatus: (status: Q['status']) => update({ status, order: undefined }),
    setPage: (page: number) => update({ page: page > 1 ? page : undefined }),
    // The page is named, or useUrlParams would start the list again at page 1.
    open: (id: string | null) => update({ order: id ?? undefined, page: query.page > 1 ? query.page : undefined }),
  };
}
