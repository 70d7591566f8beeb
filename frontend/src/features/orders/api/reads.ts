import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import type { OrderPage, OrderView, TrackingView } from '@domain/orders';
import { isFinal } from '../lib/status';
import { ordersMinPosition } from './consistency';
import { orderKeys, type OrderQuery } from './keys';

/** GET /api/orders — 10 a page, newest first: a client's own, every order for the staff. */
export const getOrders = (q: OrderQuery) =>
  api.get<OrderPage>('/orders', {
    query: {
      status: q.status !== 'all' ? q.status : undefined,
      page: q.page > 1 ? q.page : undefined,
      minPosition: ordersMinPosition(),
    },
  });

/** A page of orders; the previous page stays on screen while the next one loads. */
export const useOrders = (q: OrderQuery) =>
  useQuery({ queryKey: orderKeys.list(q), queryFn: () => getOrders(q), placeholderData: keepPreviousData });

/** GET /api/orders/:id — the whole order (another client's answers 404 like an unknown id). */
export const useOrder = (id: string | null) =>
  useQuery({
    queryKey: orderKeys.detail(id ?? ''),
    queryFn: () =>
      api.get<OrderView>(`/orders/${encodeURIComponent(id!)}`, { query: { minPosition: ordersMinPosition() } }),
    enabled: Boolean(id),
  });

/** A minute between looks while the order still moves: nobody who tracks one sends notices to this page. */
const TRACK_REFRESH_MS = 60_000;

/** GET /api/track/:trackingCode — public, no personal data; unknown and malformed codes both 404. */
export const useTracking = (code: string) =>
  useQuery({
    queryKey: orderKeys.track(code),
    queryFn: () => api.get<TrackingView>(`/track/${encodeURIComponent(code)}`, { handleUnauthorized: false }),
    refetchInterval: (query) => (query.state.data && isFinal(query.state.data.status) ? false : TRACK_REFRESH_MS),
  });

/**
 * The delivery label PDF (issue 15: the package's QR code, its tracking code, the address), to print
 * and stick on the package. An order's delivery has the order's id, so the order's id names it.
 */
export const downloadDeliveryLabel = (orderId: string, orderNumber: string) =>
  downloadFile(`/deliveries/${encodeURIComponent(orderId)}/label`, `etiqueta-${orderNumber}.pdf`);
