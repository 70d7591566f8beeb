import type { Query } from '@tanstack/react-query';
import type { Page, ProductDetailView, ProductQuery, ProductView } from '@domain/inventory';
import type { Changed, LivePatch, PatchTools } from '../../../lib/live-batch';

// The inventory's notices name each product that moved ('product'), and again as
// 'product-listing' when more than its stock changed. A stock change reads that one product
// (GET /api/inventory/products/:id) and patches it into the lists and the detail that show it; a
// list is read again only when the change can move rows in or out of it or reorder it.

const LISTS = ['inventory', 'products'] as const;
/** Past this many changed rows on one page, the page is read again instead. */
const ROWS_READ_ALONE = 2;
const detailKey = (id: string) => ['inventory', 'product', id] as const;

const isList = (key: readonly unknown[]) => key[0] === 'inventory' && key[1] === 'products';
const isDetail = (key: readonly unknown[]) => key[0] === 'inventory' && key[1] === 'product';
const rowsOf = (query: Query) => (query.state.data as Page<ProductView> | undefined)?.items;
/** Lists a stock change can reorder, or move a product into or out of: read again, never patched. */
const movesWithStock = (query: Query) => {
  const q = (query.queryKey[2] ?? {}) as ProductQuery;
  return Boolean(q.stockStatus && q.stockStatus !== 'all') || q.sort === 'stock';
};

export function productRowsPatch(readProduct: (id: string) => Promise<ProductDetailView>): LivePatch {
  /** One read per product in flight; a notice meanwhile asks for one more after it. */
  const reading = new Map<string, { again: boolean }>();

  const put = ({ queryClient }: PatchTools, product: ProductDetailView) => {
    queryClient.setQueryData<ProductDetailView>(detailKey(product.id), (old) => old && product);
    const { stockByLocation: _, ...row } = product;
    for (const query of queryClient.getQueryCache().findAll({ queryKey: LISTS })) {
      // Those that move with stock were read again by apply.
      if (movesWithStock(query) || !rowsOf(query)?.some((r) => r.id === row.id)) continue;
      queryClient.setQueryData<Page<ProductView>>(
        query.queryKey,
        (page) => page && { ...page, items: page.items.map((r) => (r.id === row.id ? { ...r, ...row } : r)) },
      );
    }
  };

  const read = (tools: PatchTools, id: string) => {
    const inFlight = reading.get(id);
    if (inFlight) return void (inFlight.again = true);
    const entry = { again: false };
    reading.set(id, entry);
    readProduct(id)
      .then((product) => put(tools, product))
      // Gone, or unreadable now: whatever shows it reads it again.
      .catch(() => (tools.refresh(LISTS), tools.refresh(detailKey(id))))
      .finally(() => {
        reading.delete(id);
        if (entry.again) read(tools, id);
      });
  };

  return {
    projection: 'inventory',
    keeps: (key) => isList(key) || isDetail(key),
    apply: (changed: Changed[], tools) => {
      const ids = changed.filter((c) => c.entity === 'product').map((c) => c.id);
      const cache = tools.queryClient.getQueryCache();
      if (changed.some((c) => c.entity === 'product-listing')) {
        tools.refresh(LISTS);
        for (const id of ids) tools.refresh(detailKey(id));
        return;
      }
      const lists = cache.findAll({ queryKey: LISTS });
      for (const query of lists) if (movesWithStock(query)) tools.refresh(query.queryKey);
      // A page with many of its rows changed is read once rather than row by row (one request, not
      // one per row: a browser opens six connections to a host).
      const patched = lists.filter((query) => {
        if (movesWithStock(query)) return false;
        const shown = ids.filter((id) => rowsOf(query)?.some((r) => r.id === id)).length;
        if (shown > ROWS_READ_ALONE) tools.refresh(query.queryKey);
        return shown <= ROWS_READ_ALONE;
      });
      for (const id of ids) {
        const shown =
          patched.some((query) => rowsOf(query)?.some((r) => r.id === id)) ||
          cache.find({ queryKey: detailKey(id), exact: true })?.state.data !== undefined;
        // A product no list shows: its stock alone cannot bring it into one of these.
        if (shown) read(tools, id);
      }
    },
  };
}
