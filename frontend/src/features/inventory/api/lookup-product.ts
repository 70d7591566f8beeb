import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import type { ProductView } from '@domain/inventory';
import { inventoryKeys } from '@/lib/inventory-reads';

/** GET /api/inventory/products/lookup?code= — by barcode or SKU; 404 when no product has it. */
export const lookupProduct = (code: string) => api.get<ProductView>('/inventory/products/lookup', { query: { code } });

export const lookupQueryOptions = (code: string) => ({
  queryKey: inventoryKeys.lookup(code),
  queryFn: () => lookupProduct(code),
  // A scan asks now: the answer of a minute ago may name a product since renamed or re-coded.
  staleTime: 0,
  retry: false,
});

/** The lookup a scan runs; resolves with the product or rejects with the ApiError (404: unknown code). */
export function useLookupProduct() {
  const queryClient = useQueryClient();
  return useCallback((code: string) => queryClient.fetchQuery(lookupQueryOptions(code)), [queryClient]);
}
