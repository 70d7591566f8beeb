import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { StockAsOfView } from '@domain/inventory';
import { inventoryMinPosition, inventoryKeys, type StockAsOfQuery } from '@/lib/inventory-reads';

/** GET /api/inventory/stock?asOf&productId&location — the stock per location at a past moment. */
export const getStockAsOf = (q: StockAsOfQuery) =>
  api.get<StockAsOfView>('/inventory/stock', { query: { ...q, minPosition: inventoryMinPosition() } });

export const stockAsOfQueryOptions = (q: StockAsOfQuery) =>
  queryOptions({ queryKey: inventoryKeys.stockAsOf(q), queryFn: () => getStockAsOf(q) });

export const useStockAsOf = (q: StockAsOfQuery | null) =>
  useQuery({ ...stockAsOfQueryOptions(q ?? { asOf: '' }), enabled: q !== null });
