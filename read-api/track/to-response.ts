import {
  estimatedArrival,
  isFresh,
  roughly,
  type DeliveryStatus,
  type TrackingDriverView,
} from '../../domain/delivery';
import { firstNameOf, type TrackingView } from '../../domain/orders';
import type { OrderRow } from '../../projections/orders';

// The public tracking answer, field by field from the few columns its query selects: a new column
// in the read model can never reach a stranger by accident. No actor, reason, address, phone,
// customer, card message, notes or price leaves here; of the driver, only roughly where and when.

/** What the lookup selects, with the delivery day as 'yyyy-mm-dd' text (`day`) and the delivery's columns (null without one). */
export type TrackingRow = Pick<
  OrderRow,
  'order_number' | 'status' | 'history' | 'zone_name' | 'zone_eta_minutes' | 'recipient_name'
> & {
  day: string;
  delivery_status: DeliveryStatus | null;
  picked_up_at: Date | null;
  started_at: Date | null;
  delivery_eta_minutes: number | null;
  destination_latitude: number | null;
  destination_longitude: number | null;
  /** The driver's last position, joined only while the delivery is IN_TRANSIT. */
  driver_latitude: number | null;
  driver_longitude: number | null;
  driver_at: Date | null;
};

/** While on the road: the driver's rough position when fresh, and when it should arrive. */
function toTrackingDriver(r: TrackingRow, now: Date): TrackingDriverView | null {
  if (r.delivery_status !== 'IN_TRANSIT') return null;
  const at = r.driver_at;
  const fresh = at !== null && isFresh(at, now);
  const position = fresh
    ? { latitude: r.driver_latitude!, longitude: r.driver_longitude!, at: at.toISOString() }
    : null;
  const destination = { latitude: r.destination_latitude ?? 0, longitude: r.destination_longitude ?? 0 };
  const startedAt = (r.started_at ?? now).toISOString();
  return {
    location: position && { ...roughly(position), at: position.at },
    eta: estimatedArrival(startedAt, r.delivery_eta_minutes ?? r.zone_eta_minutes, destination, position, now),
  };
}

export function toTrackingView(r: TrackingRow, now: Date): TrackingView {
  const view: TrackingView = {
    orderNumber: r.order_number,
    status: r.status,
    timeline: r.history.map((h) => ({ status: h.status, at: h.at })),
    zone: { name: r.zone_name, estimatedDeliveryTime: r.zone_eta_minutes },
    deliveryDate: r.day,
    recipientFirstName: firstNameOf(r.recipient_name),
  };
  // An order whose delivery is not scheduled yet says nothing of one (the key is absent).
  if (r.delivery_status === null) return view;
  return { ...view, driver: toTrackingDriver(r, now), pickedUpAt: r.picked_up_at?.toISOString() ?? null };
}
