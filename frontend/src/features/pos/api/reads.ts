import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { api, ApiError } from '@/lib/api-client';
import type { ProductDetailView } from '@domain/inventory';
import type {
  CounterProductItem,
  CounterProductList,
  CounterTerms,
  Page,
  SaleListItem,
  SaleView,
  SessionListItem,
  SessionView,
} from '@domain/pos';
import type { CounterProduct } from '../lib/counter-product';
import type { Terms } from '../lib/ticket';
import { usePosDevice } from '../offline/store';
import { posMinPosition } from './consistency';
import { posKeys, type SaleQuery, type SessionQuery } from './keys';

/** GET /api/pos/sessions?status&cashier&page — newest first. */
export const useSessions = (q: SessionQuery, enabled = true) =>
  useQuery({
    queryKey: posKeys.sessions(q),
    queryFn: ({ signal }) =>
      api.get<Page<SessionListItem>>('/pos/sessions', {
        query: {
          status: q.status,
          cashier: q.cashier,
          page: q.page && q.page > 1 ? q.page : undefined,
          minPosition: posMinPosition(),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/pos/sessions/:id — the session with its X report (the Z report once closed). */
export const useSession = (id: string | undefined) =>
  useQuery({
    queryKey: posKeys.session(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<SessionView>(`/pos/sessions/${encodeURIComponent(id!)}`, {
        query: { minPosition: posMinPosition() },
        signal,
      }),
    enabled: Boolean(id),
  });

/** GET /api/pos/sales?sessionId&from&to&page — newest first. */
export const useSales = (q: SaleQuery, enabled = true) =>
  useQuery({
    queryKey: posKeys.sales(q),
    queryFn: ({ signal }) =>
      api.get<Page<SaleListItem>>('/pos/sales', {
        query: {
          sessionId: q.sessionId,
          from: q.from,
          to: q.to,
          page: q.page && q.page > 1 ? q.page : undefined,
          minPosition: posMinPosition(),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** GET /api/pos/sales/:id — the receipt's facts. */
export const useSale = (id: string | undefined) =>
  useQuery({
    queryKey: posKeys.sale(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<SaleView>(`/pos/sales/${encodeURIComponent(id!)}`, { query: { minPosition: posMinPosition() }, signal }),
    enabled: Boolean(id),
  });

/** The receipt's PDF, as the read-api renders it (opened in a new tab). */
export const receiptPdfPath = (id: string) => `/pos/sales/${encodeURIComponent(id)}/receipt.pdf`;

const fromInventory = (p: ProductDetailView): CounterProduct => ({
  id: p.id,
  name: p.name,
  sku: p.sku,
  price: p.price,
  stock: p.stockByLocation,
});

/** The active products whose name holds the text or whose SKU or barcode begins with it (issue 43). */
const searchCounter = async (text: string, signal?: AbortSignal) =>
  (await api.get<CounterProductList>('/pos/products', { query: { search: text }, signal })).items;
// Issue 44: the search answers the sell-by of what a sale takes first (null when none).
const counterProduct = (item: CounterProductItem & { sellBy?: string | null }): CounterProduct => {
  const { id, name, sku, price, sellBy } = item;
  return { id, name, sku, price, sellBy: sellBy ?? null };
};

async function lookupOnline(code: string): Promise<CounterProduct> {
  try {
    return fromInventory(await api.get<ProductDetailView>('/inventory/products/lookup', { query: { code } }));
  } catch (e) {
    if (!(e instanceof ApiError) || e.status !== 403) throw e;
    const wanted = code.toLowerCase();
    const found = (await searchCounter(code)).find((p) => [p.sku, p.barcode].some((c) => c?.toLowerCase() === wanted));
    if (!found) throw new ApiError(404, e.message, 'PRODUCT.NOT_FOUND');
    return counterProduct(found);
  }
}

/**
 * A scanned or typed code → the product: the inventory's lookup by barcode or SKU
 * (GET /api/inventory/products/lookup?code=, 404 when no product has it). Where the lookup is not
 * open to the counter's role (403), the counter search's product with exactly that SKU or barcode. Without network,
 * the product as this device last found it under that code.
 */
export function useLookup() {
  const queryClient = useQueryClient();
  return useCallback(
    (code: string) =>
      queryClient.fetchQuery({
        queryKey: posKeys.lookup(code),
        staleTime: 0,
        retry: false,
        // Offline the lookup answers from the device at once instead of waiting for the network.
        networkMode: 'always',
        queryFn: async (): Promise<CounterProduct> => {
          const device = usePosDevice.getState();
          try {
            const found = await lookupOnline(code);
            // Remembered without its stock: offline, yesterday's figures would tell the counter wrong.
            device.remember([code, found.sku], { id: found.id, name: found.name, sku: found.sku, price: found.price });
            return found;
          } catch (e) {
            // Offline: a product this device has rung up or found before.
            const known = device.known[code.toLowerCase()];
            if (known && !(e instanceof ApiError)) return known;
            throw e;
          }
        },
      }),
    [queryClient],
  );
}

/** The counter's product search (two letters or more). */
export const useProductSearch = (text: string) =>
  useQuery({
    queryKey: posKeys.search(text),
    queryFn: async ({ signal }) => (await searchCounter(text, signal)).map(counterProduct),
    enabled: text.trim().length >= 2,
    placeholderData: keepPreviousData,
  });

/** The most pages the dashboard adds up (50 sales a page): a shop's busiest day fits. */
const MAX_DAY_PAGES = 40;

/** Every sale of a period (page after page), for the dashboard's figures per cashier and refunds. */
export const useAllSales = (q: { from: string; to: string }) =>
  useQuery({
    queryKey: posKeys.sales({ ...q, page: 0 }),
    queryFn: async ({ signal }) => {
      const items: SaleListItem[] = [];
      for (let page = 1; page <= MAX_DAY_PAGES; page++) {
        const answer = await api.get<Page<SaleListItem>>('/pos/sales', {
          query: { from: q.from, to: q.to, page: page > 1 ? page : undefined, minPosition: posMinPosition() },
          signal,
        });
        items.push(...answer.items);
        if (page >= answer.pageCount) break;
      }
      return items;
    },
  });

/** Several sessions with their reports (the dashboard's open sessions, for the money by method). */
export const useSessionReports = (ids: string[]) =>
  useQueries({
    queries: ids.map((id) => ({
      queryKey: posKeys.session(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<SessionView>(`/pos/sessions/${encodeURIComponent(id)}`, { signal }),
    })),
  });

/**
 * GET /api/pos/terms — the tax and the discount cap the shop sells with, kept on the device so the
 * ticket it prices offline is the one the server will decide when the sale syncs.
 */
export function useCounterTerms(): Terms {
  const terms = usePosDevice((s) => s.terms);
  const setTerms = usePosDevice((s) => s.setTerms);
  const read = useQuery({
    queryKey: posKeys.terms,
    queryFn: ({ signal }) => api.get<CounterTerms>('/pos/terms', { signal }),
  });
  useEffect(() => {
    if (!read.data) return;
    const taxRateBasisPoints = Math.round(read.data.taxRate * 100);
    const maxDiscountBasisPoints = Math.round(read.data.maxDiscount * 100);
    const { terms: kept } = usePosDevice.getState();
    if (kept.taxRateBasisPoints !== taxRateBasisPoints || kept.maxDiscountBasisPoints !== maxDiscountBasisPoints)
      setTerms({ taxRateBasisPoints, maxDiscountBasisPoints });
  }, [read.data, setTerms]);
  return terms;
}
