import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import type { CatalogCategoryView, CatalogPage, CatalogProductView } from '@domain/catalog';
import type { CartView } from '@domain/customers';
import type { DeliveryQuoteView, DeliveryZonesView } from '@domain/delivery';
import type { OrderView } from '@domain/orders';
import { api, ApiError } from '@/lib/api-client';
import type { CatalogFilters } from '../lib/catalog-filters';
import { storefrontKeys } from './keys';

/** GET /api/catalog/products — active products, 24 a page, filtered by the server. */
export const getCatalogPage = (f: CatalogFilters, signal?: AbortSignal) =>
  api.get<CatalogPage>('/catalog/products', {
    query: { search: f.search, category: f.category, page: f.page > 1 ? f.page : undefined },
    signal,
  });

/** A page of the catalogue; while the next one loads the last stays on screen (no empty flash). */
export const useCatalogPage = (f: CatalogFilters, enabled = true) =>
  useQuery({
    queryKey: storefrontKeys.products(f),
    queryFn: ({ signal }) => getCatalogPage(f, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/catalog/products/:id — 404 'Producto no encontrado.' for an unknown or inactive product. */
export const productQuery = (id: string) => ({
  queryKey: storefrontKeys.product(id),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<CatalogProductView>(`/catalog/products/${encodeURIComponent(id)}`, { signal }),
});

export const useCatalogProduct = (id: string) => useQuery(productQuery(id));

/** What the catalogue says now of a product in the cart: its current price and availability, or gone (404). */
export interface ProductNow {
  product?: CatalogProductView;
  gone: boolean;
}

/**
 * The cart's products as the catalogue has them now (one read each, shared with the product page's
 * cache): a line shows today's price, and one withdrawn or sold out meanwhile says so before ordering.
 */
export const useCatalogProducts = (ids: string[]): Map<string, ProductNow> =>
  useQueries({
    queries: ids.map(productQuery),
    combine: (results) =>
      new Map(
        results.map((r, i) => [
          ids[i]!,
          { product: r.data, gone: r.error instanceof ApiError && r.error.status === 404 },
        ]),
      ),
  });

/** GET /api/catalog/categories — the chips above the grid, with how many products each lists. */
export const useCategories = (enabled = true) =>
  useQuery({
    queryKey: storefrontKeys.categories(),
    queryFn: ({ signal }) => api.get<CatalogCategoryView[]>('/catalog/categories', { signal }),
    staleTime: 5 * 60_000,
    enabled,
  });

/** GET /api/delivery/zones (public) — the zones, their fees and times, and the rules every order follows. */
export const useDeliveryZones = () =>
  useQuery({
    queryKey: storefrontKeys.zones(),
    queryFn: ({ signal }) => api.get<DeliveryZonesView>('/delivery/zones', { signal }),
    staleTime: 10 * 60_000,
  });

/**
 * GET /api/delivery/quote?zipCode (public) — the zone, its fee and time, and the first day an order
 * placed now can arrive; a 400 carries the server's Spanish reason (bad zip, outside the zones).
 * Kept a minute: the next delivery day moves at the 14:00 cutoff.
 */
export const useDeliveryQuote = (zipCode: string | undefined) =>
  useQuery({
    queryKey: storefrontKeys.quote(zipCode ?? ''),
    queryFn: ({ signal }) => api.get<DeliveryQuoteView>('/delivery/quote', { query: { zipCode }, signal }),
    enabled: Boolean(zipCode),
    staleTime: 60_000,
  });

/**
 * GET /api/orders/:id?minPosition — read-your-writes: the order as placed, never a 404 before the read
 * model has it. Read once: the order took its units in the same transaction as its number (issue 41),
 * short stock was a 409 at the checkout, so nothing cancels it behind the customer's back any more.
 */
export const usePlacedOrder = (id: string, position: string | undefined) =>
  useQuery({
    queryKey: storefrontKeys.order(id),
    queryFn: ({ signal }) =>
      api.get<OrderView>(`/orders/${encodeURIComponent(id)}`, { query: { minPosition: position }, signal }),
  });

/** GET /api/cart — the customer's cart as the last browser left it (products and quantities). */
export const getServerCart = () => api.get<CartView>('/cart');
