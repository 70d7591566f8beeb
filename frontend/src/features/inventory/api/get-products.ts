import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Page, ProductQuery, ProductView } from '@domain/inventory';
import { PRODUCTS_PAGE_SIZE } from '@/config/inventory';
import { inventoryMinPosition, inventoryKeys } from '@/lib/inventory-reads';
import { patchFromNotices } from '@/lib/live-batch';
import { getProduct } from './get-product';
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

// A product's stock change patches its row in every list showing it, read alone (product-rows-patch.ts).
patchFromNotices(productRowsPatch(getProduct));

export const productsQueryOptions = (q: ProductQuery) =>
  queryOptions({
    queryKey: inventoryKeys.products(q),
    queryFn: () => getProducts(q),
    placeholderData: keepPreviousData,
  });

export const useProducts = (q: ProductQuery, enabled = true) => useQuery({ ...productsQueryOptions(q), enabled });
