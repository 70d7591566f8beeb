import { ORDER_STATUSES, type OrderStatus } from '@domain/orders';
import type { OrderQuery } from '../api/keys';

// What the order lists keep in the URL (reload and back keep the tab or filter, the page and the
// open order); anything unknown or malformed reads as the default.

/** The staff queue's tabs, in the order the work goes; 'all' is every status. */
export const QUEUE_TABS = ['pending', 'confirmed', 'preparing', 'ready', 'all'] as const;
export type QueueTab = (typeof QUEUE_TABS)[number];

/** The customer's history filter: every status, or one. */
export const HISTORY_FILTER = ['all', ...ORDER_STATUSES] as const;

const oneOf = <T extends string>(values: readonly T[], v: string | null, fallback: T): T =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : fallback;

const pageOf = (params: URLSearchParams) => Math.max(1, Math.floor(Number(params.get('page') ?? 1)) || 1);

/** The queue opens on what waits for the warehouse first: the pending orders. */
export const queueQuery = (params: URLSearchParams): OrderQuery & { status: QueueTab } => ({
  status: oneOf(QUEUE_TABS, params.get('status'), 'pending'),
  page: pageOf(params),
});

/** The profile's history opens on every order. */
export const historyQuery = (params: URLSearchParams): OrderQuery => ({
  status: oneOf<OrderStatus | 'all'>(HISTORY_FILTER, params.get('status'), 'all'),
  page: pageOf(params),
});
