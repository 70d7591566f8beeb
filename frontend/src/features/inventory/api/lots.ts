import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotStatus, LotView, ProductLotsView, ShopLotList, ShopLotView } from '@domain/inventory';
import { api } from '@/lib/api-client';
import { inventoryKeys, inventoryMinPosition } from '@/lib/inventory-reads';

// Issue 44: the lots a product's stock is made of, and the shop's lots near or past their sell-by.
// The keys sit under 'inventory', so every stock notice and inventory command refreshes them too.

/** One lot at one place (lotId 'sin-lote': stock from before lots, without dates, code nor cost). */
export type ProductLot = LotView;
/** One lot of the shop's list, with its product and what its units are worth. */
export type LotListItem = ShopLotView;
/** The shop's lots in one state, and their totals over every lot that matches (not only those listed). */
export type LotList = ShopLotList;

export interface LotQuery {
  status: LotStatus;
  /** Days ahead that count as "expiring" (the landing card asks 2). */
  within?: number;
  location?: string;
}

const lotKeys = {
  ofProduct: (id: string) => [...inventoryKeys.all, 'lots', 'product', id] as const,
  list: (q: LotQuery) => [...inventoryKeys.all, 'lots', 'list', q] as const,
};

/** GET /api/inventory/products/:id/lots — the product's lots with units left, first to go first. */
export const getProductLots = (id: string) =>
  api.get<ProductLotsView>(`/inventory/products/${encodeURIComponent(id)}/lots`, {
    query: { minPosition: inventoryMinPosition() },
  });

export const productLotsQueryOptions = (id: string) =>
  queryOptions({ queryKey: lotKeys.ofProduct(id), queryFn: async () => (await getProductLots(id)).items });

export const useProductLots = (id: string | undefined) =>
  useQuery({ ...productLotsQueryOptions(id ?? ''), enabled: Boolean(id) });

/** GET /api/inventory/lots?status&within&location — the shop's lots in that state, soonest sell-by first. */
export const getLots = (q: LotQuery) =>
  api.get<ShopLotList>('/inventory/lots', {
    query: { status: q.status, within: q.within, location: q.location, minPosition: inventoryMinPosition() },
  });

export const lotsQueryOptions = (q: LotQuery) => queryOptions({ queryKey: lotKeys.list(q), queryFn: () => getLots(q) });

export const useLots = (q: LotQuery) => useQuery(lotsQueryOptions(q));
