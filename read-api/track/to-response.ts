import { firstNameOf, type TrackingView } from '../../domain/orders';
import type { OrderRow } from '../../projections/orders';

// The public tracking answer, field by field from the few columns its query selects: a new column
// in the read model can never reach a stranger by accident. No actor, reason, address, phone,
// customer, card message, notes or price leaves here.

/** What the lookup selects, with the delivery day as 'yyyy-mm-dd' text (`day`). */
export type TrackingRow = Pick<
  OrderRow,
  'order_number' | 'status' | 'history' | 'zone_name' | 'zone_eta_minutes' | 'recipient_name'
> & { day: string };

export function toTrackingView(r: TrackingRow): TrackingView {
  return {
    orderNumber: r.order_number,
    status: r.status,
    timeline: r.history.map((h) => ({ status: h.status, at: h.at })),
    zone: { name: r.zone_name, estimatedDeliveryTime: r.zone_eta_minutes },
    deliveryDate: r.day,
    recipientFirstName: firstNameOf(r.recipient_name),
  };
}
