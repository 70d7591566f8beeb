import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductDetailView } from '@domain/inventory';
import { inventoryMinPosition, inventoryKeys } from '@/lib/inventory-reads';

/** GET /api/inventory/products/:id — every field and the stock per location. */
export const getProduct = (id: string) =>
  api.get<ProductDetailView>(`/inventory/products/${encodeURIComponent(id)}`, {
    query: { minPosition: inventoryMinPosition() },
  });

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: inventoryKeys.product(id), queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));
