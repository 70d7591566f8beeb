import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductHistoryEntry } from '@domain/inventory';
import { inventoryMinPosition, inventoryKeys } from '@/lib/inventory-reads';

/** GET /api/inventory/products/:id/history — every event of the product, oldest first. */
export const getProductHistory = (id: string) =>
  api.get<ProductHistoryEntry[]>(`/inventory/products/${encodeURIComponent(id)}/history`, {
    query: { minPosition: inventoryMinPosition() },
  });

export const productHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: inventoryKeys.history(id), queryFn: () => getProductHistory(id) });

export const useProductHistory = (id: string) => useQuery(productHistoryQueryOptions(id));
