import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import type {
  InventorySummary,
  MovementView,
  Page,
  ProductDetailView,
  ProductHistoryEntry,
  ProductQuery,
  ProductView,
  StockAsOfView,
} from '@domain/inventory';
import { MOVEMENTS_PAGE_SIZE, PRODUCTS_PAGE_SIZE } from '@/config/inventory';
import { inventoryMinPosition, inventoryKeys, type MovementQuery, type StockAsOfQuery } from '@/lib/inventory-reads';
import { patchFromNotices } from '@/lib/live-batch';
import { productRowsPatch } from './product-rows-patch';

/** The query string of the list (and of export.csv): 'all' and blanks are left out. */
export function productQueryParams(q: ProductQuery): Record<string, string | number | undefined> {
  return {
    search: q.search || undefined,
    category: q.category || undefined,
    stockStatus: q.stockStatus && q.stockStatus !== 'all' ? q.stockStatus : undefined,
    sort: q.sort,
    order: q.sort ? q.order : undefined,
    page: q.page,
    pageSize: q.pageSize ?? PRODUCTS_PAGE_SIZE,
  };
}

/** GET /api/inventory/products: filtered, sorted and paged by the server. */
export const getProducts = (q: ProductQuery) =>
  api.get<Page<ProductView>>('/inventory/products', {
    query: { ...productQueryParams(q), minPosition: inventoryMinPosition() },
  });

export const productsQueryOptions = (q: ProductQuery) =>
  queryOptions({
    queryKey: inventoryKeys.products(q),
    queryFn: () => getProducts(q),
    placeholderData: keepPreviousData,
  });

export const useProducts = (q: ProductQuery, enabled = true) => useQuery({ ...productsQueryOptions(q), enabled });

/** GET /api/inventory/products/:id — every field and the stock per location. */
export const getProduct = (id: string) =>
  api.get<ProductDetailView>(`/inventory/products/${encodeURIComponent(id)}`, {
    query: { minPosition: inventoryMinPosition() },
  });

// A product's stock change patches its row in every list showing it, read alone (product-rows-patch.ts).
patchFromNotices(productRowsPatch(getProduct));

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: inventoryKeys.product(id), queryFn: () => getProduct(id) });

export const useProduct = (id: string) => useQuery(productQueryOptions(id));

/** GET /api/inventory/products/:id/history — every event of the product, oldest first. */
export const getProductHistory = (id: string) =>
  api.get<ProductHistoryEntry[]>(`/inventory/products/${encodeURIComponent(id)}/history`, {
    query: { minPosition: inventoryMinPosition() },
  });

export const productHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: inventoryKeys.history(id), queryFn: () => getProductHistory(id) });

export const useProductHistory = (id: string) => useQuery(productHistoryQueryOptions(id));

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

/** GET /api/inventory/summary — the four cards of spec 2.4. */
export const getInventorySummary = () =>
  api.get<InventorySummary>('/inventory/summary', { query: { minPosition: inventoryMinPosition() } });

export const inventorySummaryQueryOptions = () =>
  queryOptions({ queryKey: inventoryKeys.summary(), queryFn: getInventorySummary });

export const useInventorySummary = () => useQuery(inventorySummaryQueryOptions());

/** GET /api/inventory/movements — the ledger, newest first. */
export const getMovements = (q: MovementQuery) =>
  api.get<Page<MovementView>>('/inventory/movements', {
    query: { pageSize: MOVEMENTS_PAGE_SIZE, ...q, minPosition: inventoryMinPosition() },
  });

export const movementsQueryOptions = (q: MovementQuery) =>
  queryOptions({
    queryKey: inventoryKeys.movements(q),
    queryFn: () => getMovements(q),
    placeholderData: keepPreviousData,
  });

export const useMovements = (q: MovementQuery) => useQuery(movementsQueryOptions(q));

/** GET /api/inventory/stock?asOf&productId&location — the stock per location at a past moment. */
export const getStockAsOf = (q: StockAsOfQuery) =>
  api.get<StockAsOfView>('/inventory/stock', { query: { ...q, minPosition: inventoryMinPosition() } });

export const stockAsOfQueryOptions = (q: StockAsOfQuery) =>
  queryOptions({ queryKey: inventoryKeys.stockAsOf(q), queryFn: () => getStockAsOf(q) });

export const useStockAsOf = (q: StockAsOfQuery | null) =>
  useQuery({ ...stockAsOfQueryOptions(q ?? { asOf: '' }), enabled: q !== null });

/** GET /api/inventory/categories — every category in use, for the filter and the product form. */
export const getCategories = () => api.get<string[]>('/inventory/categories');

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: inventoryKeys.categories(), queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());

/** GET /api/inventory/locations — every location that ever held stock (suggestions; staff may name a new one). */
export const getLocations = () => api.get<string[]>('/inventory/locations');

export const locationsQueryOptions = () => queryOptions({ queryKey: inventoryKeys.locations(), queryFn: getLocations });

export const useLocations = () => useQuery(locationsQueryOptions());

/** GET /api/inventory/export.csv with the list's filters and sort (not its page): saved as a file. */
export function exportProductsCsv(q: ProductQuery): Promise<void> {
  const { page: _page, pageSize: _size, ...filters } = productQueryParams(q);
  // The file is named after the warehouse's day, not the server's.
  const tz = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return downloadFile('/inventory/export.csv', `inventario-${new Date().toISOString().slice(0, 10)}.csv`, {
    accept: 'text/csv',
    query: { ...filters, tz },
  });
}
