import type { OrderHistoryEntry, OrderStatus } from '@domain/orders';

// Issue 14's order life, as the screens show it: pending → confirmed → preparing → ready →
// out_for_delivery → delivered, or cancelled before it leaves.

/** The way an order goes when nothing goes wrong, in order. */
export const FLOW = ['pending', 'confirmed', 'preparing', 'ready', 'out_for_delivery', 'delivered'] as const;

/** The warehouse's steps (command-api POST /api/orders/:id/<step>). */
export type Step = 'confirm' | 'prepare' | 'ready';
/** The one step a status waits for in the queue; none once it is ready (the delivery takes it from there). */
export const NEXT_STEP: Partial<Record<OrderStatus, Step>> = {
  pending: 'confirm',
  confirmed: 'prepare',
  preparing: 'ready',
};

/** The staff cancels until the order leaves the shop. */
export const staffMayCancel = (s: OrderStatus) => ['pending', 'confirmed', 'preparing', 'ready'].includes(s);
/** A client cancels by themselves only while nothing is being made (the server says the same: 409 otherwise). */
export const clientMayCancel = (s: OrderStatus) => s === 'pending' || s === 'confirmed';
/** Nothing more will happen to it. */
export const isFinal = (s: OrderStatus) => s === 'delivered' || s === 'cancelled';

/** The badge colours of components/ui/badge. */
export const STATUS_TONE: Record<OrderStatus, string> = {
  pending: 'warning',
  confirmed: 'primary',
  preparing: 'primary',
  ready: 'success',
  out_for_delivery: 'primary',
  delivered: 'success',
  cancelled: 'danger',
};

/** `skipped`: a step the order went past without taking it (its delivery left before the warehouse marked it). */
export type StepState = 'done' | 'current' | 'upcoming' | 'cancelled' | 'skipped';
/** The driver's pick-up at the shop (issue 43): the delivery's step the order's way shows between ready and out. */
export type TimelineStatus = OrderStatus | 'picked_up';
export interface TimelineStep {
  status: TimelineStatus;
  state: StepState;
  /** When the order took it (ISO), for the steps it reached. */
  at?: string;
  /** Who took it: the staff's view only. */
  by?: string | null;
  reason?: string;
}

type Entry = Pick<OrderHistoryEntry, 'status' | 'at'> & Partial<Pick<OrderHistoryEntry, 'by' | 'reason'>>;

/** The way with the pick-up in it: the package leaves the shop with the driver, then the route starts. */
const WAY: readonly TimelineStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'picked_up',
  'out_for_delivery',
  'delivered',
];

/**
 * Every step of the way with where the order stands: the ones it took (each with its time), the one it
 * is at, the ones to come. A step passed over without being taken is `skipped`, never ticked without a
 * time. `pickedUpAt` (the tracking answer's): the pick-up is a step of its own once known, and while the
 * order has not left yet it is where the order stands. A cancelled order shows the steps it had reached
 * and then the cancellation, nothing after.
 */
export function timelineSteps(
  status: OrderStatus,
  history: readonly Entry[],
  pickedUpAt?: string | null,
): TimelineStep[] {
  const taken = new Map(history.map((h) => [h.status, h] as const));
  const withPickUp = pickedUpAt !== undefined;
  const step = (s: TimelineStatus, state: StepState): TimelineStep => {
    const h = s === 'picked_up' ? undefined : taken.get(s);
    const at = s === 'picked_up' ? (pickedUpAt ?? undefined) : h?.at;
    const reached = state === 'done' && !at ? 'skipped' : state;
    return { status: s, state: reached, at, by: h?.by?.name ?? h?.by?.userId, reason: h?.reason };
  };
  if (status === 'cancelled')
    return [...FLOW.filter((s) => taken.has(s)).map((s) => step(s, 'done')), step('cancelled', 'cancelled')];
  const way: readonly TimelineStatus[] = withPickUp ? WAY : FLOW;
  const leftShop = status === 'out_for_delivery' || status === 'delivered';
  const at = pickedUpAt && !leftShop ? way.indexOf('picked_up') : way.indexOf(status);
  return way.map((s, i) => step(s, i < at ? 'done' : i === at ? 'current' : 'upcoming'));
}
