import type { Query } from '@tanstack/react-query';
import {
  stockStatusOf,
  type Page,
  type ProductDetailView,
  type ProductQuery,
  type ProductView,
} from '@domain/inventory';
import { oneAtATime, type Changed, type LivePatch, type PatchTools } from '../../../lib/live-batch';

// The inventory's notices name each product that moved ('product', with its new stock), and again as
// 'product-listing' when more than its stock changed. A stock change is patched into the lists' rows
// from the notice itself (no read); an open detail (its stock by location) reads that one product; a
// list is read again only when the change can move rows in or out of it or reorder it.

const LISTS = ['inventory', 'products'] as const;
const detailKey = (id: string) => ['inventory', 'product', id] as const;

const isList = (key: readonly unknown[]) => key[0] === 'inventory' && key[1] === 'products';
const isDetail = (key: readonly unknown[]) => key[0] === 'inventory' && key[1] === 'product';
/** The categories move only with what a product is ('product-listing'), never with its stock. */
const isCategories = (key: readonly unknown[]) => key[0] === 'inventory' && key[1] === 'categories';
const relists = (changed: readonly Changed[]) => changed.some((c) => c.entity === 'product-listing');
const rowsOf = (query: Query) => (query.state.data as Page<ProductView> | undefined)?.items;
/** Lists a stock change can reorder, or move a product into or out of: read again, never patched. */
const movesWithStock = (query: Query) => {
  const q = (query.queryKey[2] ?? {}) as ProductQuery;
  return Boolean(q.stockStatus && q.stockStatus !== 'all') || q.sort === 'stock';
};

type Stock = Pick<ProductView, 'currentStock' | 'consignedStock' | 'updatedAt'>;
const stockOf = (values: Changed['values']): Stock | undefined => {
  const { currentStock, consignedStock, updatedAt } = values ?? {};
  if (typeof currentStock !== 'number' || typeof consignedStock !== 'number' || typeof updatedAt !== 'string') return;
  return { currentStock, consignedStock, updatedAt };
};

/** The row with its new stock, and what follows from it (status, value) as the read-api computes them. */
function patchRow({ queryClient, refresh }: PatchTools, query: Query, id: string, stock: Stock): void {
  // A read in flight may answer with the stock from before this notice: one more read follows it.
  if (query.state.fetchStatus === 'fetching') refresh(query.queryKey);
  if (!rowsOf(query)?.some((r) => r.id === id)) return;
  queryClient.setQueryData<Page<ProductView>>(
    query.queryKey,
    (page) =>
      page && {
        ...page,
        items: page.items.map((r) =>
          r.id === id
            ? {
                ...r,
                ...stock,
                stockStatus: stockStatusOf(stock.currentStock, r.minStockLevel),
                value: (Math.round(r.price * 100) * stock.currentStock) / 100,
              }
            : r,
        ),
      },
  );
}

export function productRowsPatch(readProduct: (id: string) => Promise<ProductDetailView>): LivePatch {
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

  const read = oneAtATime((id: string, tools: PatchTools) =>
    readProduct(id)
      .then((product) => put(tools, product))
      // Gone, or unreadable now: whatever shows it reads it again.
      .catch(() => (tools.refresh(LISTS), tools.refresh(detailKey(id)))),
  );

  return {
    projection: 'inventory',
    keeps: (key, changed) => isList(key) || isDetail(key) || (isCategories(key) && !relists(changed)),
    apply: (changed: Changed[], tools) => {
      const products = changed.filter((c) => c.entity === 'product');
      const cache = tools.queryClient.getQueryCache();
      if (relists(changed)) {
        tools.refresh(LISTS);
        for (const { id } of products) tools.refresh(detailKey(id));
        return;
      }
      const lists = cache.findAll({ queryKey: LISTS });
      for (const query of lists) if (movesWithStock(query)) tools.refresh(query.queryKey);
      const patchable = lists.filter((query) => !movesWithStock(query));
      for (const { id, values } of products) {
        const stock = stockOf(values);
        // A notice without the stock (a projection before issue 24): the lists are read again.
        if (!stock) tools.refresh(LISTS);
        else for (const query of patchable) patchRow(tools, query, id, stock);
        // An open detail shows the stock by location, which the notice does not carry.
        if (cache.find({ queryKey: detailKey(id), exact: true })?.state.data !== undefined) read(id, tools);
      }
    },
  };
}
