import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page, ProductView } from '@domain/inventory';
import { consignmentKeys } from './keys';

// Spec 5 "New agreement": only active products with stock > 0 are selectable. The server filters
// by stock class (in stock and low stock both have units); the status is checked here.
const WITH_STOCK = ['in_stock', 'low_stock'] as const;
const PAGE_SIZE = 100;

const getProductsWithStock = (stockStatus: string) =>
  api.get<Page<ProductView>>('/inventory/products', {
    query: { pageSize: PAGE_SIZE, stockStatus, sort: 'name', order: 'asc' },
  });

export const isConsignable = (p: ProductView) => p.status === 'active' && p.currentStock > 0;

/** Every active product with units at our locations, by name. */
export function useConsignableProducts() {
  const results = useQueries({
    queries: WITH_STOCK.map((stockStatus) => ({
      queryKey: consignmentKeys.consignableProducts(stockStatus),
      queryFn: () => getProductsWithStock(stockStatus),
    })),
  });
  const loaded = results.every((r) => r.data);
  const products = results
    .flatMap((r) => r.data?.items ?? [])
    .filter(isConsignable)
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return {
    products,
    isPending: !loaded && results.some((r) => r.isPending),
    error: results.find((r) => r.error)?.error ?? null,
  };
}
