import { ORDER_STREAM_PREFIX, trackingLookupCode, type OrderStatus } from '../../domain/orders';
import { date, indexedText, int4, int8, isRecord, record, text, textOr, timestampOr } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import type { OrdersDatabase, StoredHistoryEntry, StoredOrderLine } from './tables';

type Orders = OrdersDatabase['orders'];

// A batch of order events folded in memory into rows to write: a new order's whole row, and for a
// stored one only the columns its later events change (its history whole: the stored entries plus
// the new ones). The stored revision keeps a replayed event from writing twice. Every value comes
// from the event as the columns take it (column-values), deterministically, so a poisoned event (a
// script's, an old writer's) cannot stop the projection and a rebuild writes the same rows. A step
// of an order never placed is a bug, not a value: it stops the projection, as billing's does.

/** An order's columns to write: all of them for a new order, the changed ones otherwise. */
export type OrderColumns = Partial<Record<keyof Orders & string, unknown>> & {
  id: string;
  revision: string;
  position: string;
};

/** What the read model already holds of an order the batch names. */
export interface StoredOrder {
  revision: bigint;
  history: StoredHistoryEntry[];
  /** Whose order it is (the notice names the customer). */
  customerId?: string;
}

export interface OrdersWrites {
  created: Map<string, OrderColumns>;
  changed: Map<string, OrderColumns>;
}

export function orderIdOfStream(streamId: string): string | undefined {
  if (!streamId.startsWith(ORDER_STREAM_PREFIX)) return undefined;
  return indexedText(streamId.slice(ORDER_STREAM_PREFIX.length)) || undefined;
}

/** What toISOString writes: nearly every time an event states, and the same after a round trip through Date. */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The event's time as ISO-8601 (what the history shows), else its metadata's, else the epoch. */
function timeOf(e: SequencedEvent, value: unknown): string {
  const at = timestampOr(value, record(e.metadata).occurredAt);
  if (ISO.test(at)) return at; // a rebuild's every event: no Date made and printed again
  const ms = Date.parse(at);
  return Number.isNaN(ms) ? at : new Date(ms).toISOString();
}

const actorOf = (e: SequencedEvent) => text(record(record(e.metadata).actor).userId);

/** A code as the tracking page looks it up; anything else is no code (the page could never find it). */
export function storableTrackingCode(value: unknown): string | undefined {
  return typeof value === 'string' && trackingLookupCode(value) === value ? value : undefined;
}

function line(v: unknown): StoredOrderLine {
  const l = record(v);
  return {
    productId: textOr(l.productId),
    name: textOr(l.name),
    sku: textOr(l.sku),
    unitPriceCents: int8(l.unitPriceCents) ?? 0,
    quantity: int4(l.quantity) ?? 0,
    lineTotalCents: int8(l.lineTotalCents) ?? 0,
  };
}

/** A new order's row; `codes` holds every code given so far, and takes this order's. */
function placedRow(id: string, e: SequencedEvent, codes: Set<string>): OrderColumns {
  const d = record(e.data);
  const items = (Array.isArray(d.items) ? d.items : []).filter(isRecord).map(line);
  const zone = record(d.zone);
  const address = record(d.deliveryAddress);
  const placedAt = timeOf(e, d.placedAt);
  const code = storableTrackingCode(d.trackingCode);
  const tracking = code && !codes.has(code) ? code : null;
  if (tracking) codes.add(tracking);
  const history: StoredHistoryEntry[] = [{ status: 'pending', at: placedAt, by: actorOf(e) }];
  return {
    id,
    order_number: indexedText(d.orderNumber) ?? '',
    tracking_code: tracking,
    customer_id: indexedText(d.customerId) ?? '',
    status: 'pending',
    items,
    items_count: int4(items.reduce((sum, l) => sum + l.quantity, 0)) ?? 0,
    subtotal_cents: int8(d.subtotalCents) ?? 0,
    delivery_fee_cents: int8(d.deliveryFeeCents) ?? 0,
    total_cents: int8(d.totalCents) ?? 0,
    zone_id: textOr(zone.id),
    zone_name: textOr(zone.name),
    zone_eta_minutes: int4(zone.estimatedDeliveryTime) ?? 0,
    delivery_address: {
      name: textOr(address.name),
      street: textOr(address.street),
      city: textOr(address.city),
      state: textOr(address.state),
      zipCode: textOr(address.zipCode),
    },
    delivery_date: date(d.deliveryDate) ?? placedAt.slice(0, 10),
    recipient_name: textOr(d.recipientName),
    recipient_phone: textOr(d.recipientPhone),
    card_message: textOr(d.cardMessage),
    notes: textOr(d.notes),
    paid: false,
    payment_method: null,
    payment_place: null,
    paid_cents: null,
    paid_at: null,
    cancel_reason: null,
    placed_at: placedAt,
    history,
    revision: e.revision.toString(),
    position: e.position,
  };
}

/**
 * The status steps: which status each event sets, the field that states its time, and whether it
 * states a reason. The order follows its delivery (issue 15): a failed attempt brings it back to
 * `ready` (the package is at the shop again), with the reason in its history.
 */
const STEPS: Readonly<Record<string, { status: OrderStatus; at: string; reason?: 'cancel' | 'history' }>> = {
  OrderConfirmed: { status: 'confirmed', at: 'confirmedAt' },
  OrderPreparationStarted: { status: 'preparing', at: 'startedAt' },
  OrderMarkedReady: { status: 'ready', at: 'readyAt' },
  OrderCancelled: { status: 'cancelled', at: 'cancelledAt', reason: 'cancel' },
  OrderOutForDelivery: { status: 'out_for_delivery', at: 'leftAt' },
  OrderDelivered: { status: 'delivered', at: 'deliveredAt' },
  OrderDeliveryFailed: { status: 'ready', at: 'failedAt', reason: 'history' },
};

/** The columns a later event sets and the history entry it adds; nothing for a type this version does not know. */
function changes(e: SequencedEvent): { columns: Partial<Record<keyof Orders, unknown>>; entry?: StoredHistoryEntry } {
  const d = record(e.data);
  if (e.type === 'OrderPaid') {
    const columns = {
      paid: true,
      payment_method: text(d.method),
      payment_place: text(d.place),
      paid_cents: int8(d.amountCents) ?? 0,
      paid_at: timeOf(e, d.paidAt),
    };
    return { columns };
  }
  const step = STEPS[e.type];
  if (!step) return { columns: {} };
  const entry: StoredHistoryEntry = { status: step.status, at: timeOf(e, d[step.at]), by: actorOf(e) };
  if (!step.reason) return { columns: { status: step.status }, entry };
  const reason = textOr(d.reason);
  const columns = step.reason === 'cancel' ? { status: step.status, cancel_reason: reason } : { status: step.status };
  return { columns, entry: { ...entry, reason } };
}

/**
 * Folds a batch. `stored` holds every order of the batch the read model already has; `taken`, the
 * tracking codes of the batch's new orders that stored orders hold already.
 */
export function foldOrders(
  events: readonly SequencedEvent[],
  stored: ReadonlyMap<string, StoredOrder>,
  taken: ReadonlySet<string>,
): OrdersWrites {
  const writes: OrdersWrites = { created: new Map(), changed: new Map() };
  const known = new Map(stored);
  const codes = new Set(taken);
  for (const e of events) {
    const id = orderIdOfStream(e.streamId);
    if (!id) continue;
    const order = known.get(id);
    if (order && e.revision <= order.revision) continue; // applied before: a replay
    const revision = e.revision.toString();
    if (!order) {
      if (e.type !== 'OrderPlaced') throw new Error(`${e.type} before OrderPlaced in order ${id}`);
      const row = placedRow(id, e, codes);
      writes.created.set(id, row);
      known.set(id, { revision: e.revision, history: row.history as StoredHistoryEntry[] });
      continue;
    }
    // Placed again on the same stream (no decider does it): the first placement stands.
    const { columns, entry } = e.type === 'OrderPlaced' ? { columns: {} } : changes(e);
    const history = entry ? [...order.history, entry] : order.history;
    const into = writes.created.has(id) ? writes.created : writes.changed;
    into.set(id, { ...into.get(id), ...columns, ...(entry && { history }), id, revision, position: e.position });
    known.set(id, { revision: e.revision, history });
  }
  return writes;
}

/** The tracking codes a batch's new orders name, to ask the read model which are taken. */
export function placedCodes(events: readonly SequencedEvent[]): string[] {
  const codes = events.flatMap((e) =>
    e.type === 'OrderPlaced' ? (storableTrackingCode(record(e.data).trackingCode) ?? []) : [],
  );
  return [...new Set(codes)];
}
