import type { Kysely } from 'kysely';
import type { OrderHistoryEntry, OrderItemView, OrderListItem, OrderPaymentView, OrderView } from '../../domain/orders';
import { toPesos } from '../../domain/shared';
import type { OrderRow, StoredHistoryEntry, StoredOrderLine } from '../../projections/orders';
import type { ReadModels } from '../../projections/read-models';

// Rows of the orders read model as the answers of domain/orders/responses.ts: centavos become pesos
// here and nowhere else (the public tracking answer has its own, in read-api/track).

export type OrdersReadDb = Kysely<ReadModels>;

/** A row with its delivery day as 'yyyy-mm-dd' text (`day`), as the queries select it. */
export type ListRow = Pick<
  OrderRow,
  | 'id'
  | 'order_number'
  | 'tracking_code'
  | 'status'
  | 'total_cents'
  | 'items_count'
  | 'zone_name'
  | 'placed_at'
  | 'recipient_name'
  | 'paid'
> & { day: string };
/** `delivery_id` null without a delivery yet; `picked_up_at` this attempt's pick-up (deliveries model). */
export type DetailRow = OrderRow & { day: string; delivery_id: string | null; picked_up_at: Date | null };

export function toListItem(r: ListRow): OrderListItem {
  return {
    id: r.id,
    orderNumber: r.order_number,
    trackingCode: r.tracking_code,
    status: r.status,
    total: toPesos(r.total_cents),
    itemsCount: r.items_count,
    deliveryDate: r.day,
    zoneName: r.zone_name,
    placedAt: r.placed_at.toISOString(),
    recipientName: r.recipient_name,
    paid: r.paid,
  };
}

const toItemView = (l: StoredOrderLine): OrderItemView => ({
  productId: l.productId,
  name: l.name,
  sku: l.sku,
  unitPrice: toPesos(l.unitPriceCents),
  quantity: l.quantity,
  lineTotal: toPesos(l.lineTotalCents),
});

/** `actors`: the staff's view, who did each step (names from the users model); undefined: a customer's, without. */
function toHistory(history: StoredHistoryEntry[], actors?: ReadonlyMap<string, string>): OrderHistoryEntry[] {
  return history.map((h) => {
    const entry: OrderHistoryEntry = { status: h.status, at: h.at };
    if (actors) entry.by = h.by === null ? null : { userId: h.by, name: actors.get(h.by) ?? null };
    if (h.reason !== undefined) entry.reason = h.reason;
    return entry;
  });
}

export function toOrderView(r: DetailRow, actors?: ReadonlyMap<string, string>): OrderView {
  const paid = r.paid && r.payment_method && r.payment_place;
  return {
    ...toListItem(r),
    customerId: r.customer_id,
    items: r.items.map(toItemView),
    subtotal: toPesos(r.subtotal_cents),
    deliveryFee: toPesos(r.delivery_fee_cents),
    zone: { id: r.zone_id, name: r.zone_name, estimatedDeliveryTime: r.zone_eta_minutes },
    deliveryAddress: r.delivery_address,
    recipientPhone: r.recipient_phone,
    cardMessage: r.card_message,
    notes: r.notes,
    history: toHistory(r.history, actors),
    payment: paid
      ? {
          method: r.payment_method as OrderPaymentView['method'],
          place: r.payment_place as OrderPaymentView['place'],
          amount: toPesos(r.paid_cents ?? 0),
          paidAt: r.paid_at?.toISOString() ?? '',
        }
      : null,
    cancelReason: r.cancel_reason,
    // Absent without a delivery (the way shows no pick-up step), null until the driver picks it up.
    ...(r.delivery_id !== null && { pickedUpAt: r.picked_up_at?.toISOString() ?? null }),
  };
}
