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

export type StepState = 'done' | 'current' | 'upcoming' | 'cancelled';
export interface TimelineStep {
  status: OrderStatus;
  state: StepState;
  /** When the order took it (ISO), for the steps it reached. */
  at?: string;
  /** Who took it: the staff's view only. */
  by?: string | null;
  reason?: string;
}

type Entry = Pick<OrderHistoryEntry, 'status' | 'at'> & Partial<Pick<OrderHistoryEntry, 'by' | 'reason'>>;

/**
 * Every step of the way with where the order stands: the ones it took, the one it is at, the ones to
 * come. A cancelled order shows the steps it had reached and then the cancellation, nothing after.
 */
export function timelineSteps(status: OrderStatus, history: readonly Entry[]): TimelineStep[] {
  const taken = new Map(history.map((h) => [h.status, h] as const));
  const step = (s: OrderStatus, state: StepState): TimelineStep => {
    const h = taken.get(s);
    return { status: s, state, at: h?.at, by: h?.by?.name ?? h?.by?.userId, reason: h?.reason };
  };
  if (status === 'cancelled')
    return [...FLOW.filter((s) => taken.has(s)).map((s) => step(s, 'done')), step('cancelled', 'cancelled')];
  const at = FLOW.indexOf(status as (typeof FLOW)[number]);
  return FLOW.map((s, i) => step(s, i < at ? 'done' : i === at ? 'current' : 'upcoming'));
}
