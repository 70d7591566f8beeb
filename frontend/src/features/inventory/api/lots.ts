import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotStatus } from '@domain/inventory';
import { api } from '@/lib/api-client';
import { inventoryKeys, inventoryMinPosition } from '@/lib/inventory-reads';

// Issue 44: the lots a product's stock is made of, and the shop's lots near or past their sell-by.
// The keys sit under 'inventory', so every stock notice and inventory command refreshes them too.

/** One lot as GET /api/inventory/products/:id/lots answers it (lotId 'sin-lote': stock from before lots). */
export interface ProductLot {
  lotId: string;
  code: string | null;
  supplier: string | null;
  /** ISO instant, or the shop's day (yyyy-mm-dd) it arrived; null for 'sin lote'. */
  receivedAt: string | null;
  cutDate: string | null;
  /** The last day it may be sold (yyyy-mm-dd); null when the product is not perishable or 'sin lote'. */
  sellBy: string | null;
  remaining: number;
  /** Per stem, in the shop's money; null: not known (the wholesale price stands in). */
  unitCost: number | null;
  locationId: string;
  status: LotStatus;
}

/** One row of GET /api/inventory/lots: a lot at a place with what it is worth and whose it is. */
export interface LotListItem extends ProductLot {
  productId: string;
  productName: string;
  sku?: string;
  /** remaining × unit cost (wholesale price when the lot has none); null when neither is known. */
  value: number | null;
}

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
  api.get<ProductLot[] | { items: ProductLot[] }>(`/inventory/products/${encodeURIComponent(id)}/lots`, {
    query: { minPosition: inventoryMinPosition() },
  });

// The answer is a list; a paged-style { items } is read the same, so the screens hold one shape.
const itemsOf = <T>(answer: T[] | { items: T[] }): T[] => (Array.isArray(answer) ? answer : answer.items);

export const productLotsQueryOptions = (id: string) =>
  queryOptions({ queryKey: lotKeys.ofProduct(id), queryFn: async () => itemsOf(await getProductLots(id)) });

export const useProductLots = (id: string | undefined) =>
  useQuery({ ...productLotsQueryOptions(id ?? ''), enabled: Boolean(id) });

/** The shop's lots in one state and their totals (over every lot that matches, not only those listed). */
export interface LotList {
  items: LotListItem[];
  totals: { lots: number; units: number; value: number };
}
type LotListAnswer = LotListItem[] | { items: LotListItem[]; totals?: LotList['totals'] };

/** GET /api/inventory/lots?status&within&location — the shop's lots in that state, soonest sell-by first. */
export const getLots = (q: LotQuery) =>
  api.get<LotListAnswer>('/inventory/lots', {
    query: { status: q.status, within: q.within, location: q.location, minPosition: inventoryMinPosition() },
  });

function lotListOf(answer: LotListAnswer): LotList {
  const items = itemsOf(answer);
  const totals = Array.isArray(answer) ? undefined : answer.totals;
  return {
    items,
    totals: totals ?? {
      lots: items.length,
      units: items.reduce((n, l) => n + l.remaining, 0),
      value: items.reduce((n, l) => n + (l.value ?? 0), 0),
    },
  };
}

export const lotsQueryOptions = (q: LotQuery) =>
  queryOptions({ queryKey: lotKeys.list(q), queryFn: async () => lotListOf(await getLots(q)) });

export const useLots = (q: LotQuery) => useQuery(lotsQueryOptions(q));
