import { SHOP_LOCATION, VEHICLE_TYPES, type DeliveryStatus, type HandoverPoint } from '../../domain/delivery';
import {
  date,
  indexedText,
  int4,
  record,
  text,
  textOr,
  timestamp,
  timestampOr,
  UNKNOWN_TIME,
} from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import type { DeliveriesDatabase, StoredDeliveryStep } from './tables';

// What each delivery and driver event writes, as the columns take it (column-values): a new
// delivery's whole row, the columns a later step changes and the status step it adds, a driver's
// profile. Deterministic (no clock): a rebuild writes the same values.

type Deliveries = DeliveriesDatabase['deliveries'];

/** A delivery's columns to write: all of them for a new delivery, the changed ones otherwise. */
export type DeliveryColumns = Partial<Record<keyof Deliveries & string, unknown>> & {
  id: string;
  revision: string;
  position: string;
};
export type ProfileColumns = Record<keyof DeliveriesDatabase['driver_profiles'] & string, unknown>;

const finite = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

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

/** Only an image data URL is kept: the screens put it in an <img>, nothing else may get there. */
const photoOf = (v: unknown) => (typeof v === 'string' && /^data:image\/(jpeg|png);base64,/.test(v) ? text(v) : null);

function handoverOf(v: unknown): HandoverPoint | null {
  const p = record(v);
  const [latitude, longitude] = [finite(p.latitude), finite(p.longitude)];
  if (latitude === undefined || longitude === undefined) return null;
  return { latitude, longitude, accuracy: finite(p.accuracy) ?? 0, at: timestamp(p.at) ?? UNKNOWN_TIME };
}

/** A new delivery's row. Without a point, it is drawn at the shop (as zones.ts draws an unknown zip). */
export function scheduledRow(id: string, e: SequencedEvent): DeliveryColumns {
  const d = record(e.data);
  const source = record(d.source);
  const destination = record(d.destination);
  const address = record(destination.address);
  const location = record(destination.location);
  const zone = record(d.zone);
  const scheduledAt = timeOf(e, d.scheduledAt);
  return {
    id,
    status: 'PENDING',
    source_type: source.type === 'subscription' ? 'subscription' : 'order',
    source_id: indexedText(source.id) ?? '',
    source_number: textOr(source.number),
    tracking_code: indexedText(d.trackingCode) ?? '',
    customer_name: textOr(d.customerName),
    recipient_phone: textOr(d.recipientPhone),
    address: {
      street: textOr(address.street),
      city: textOr(address.city),
      state: textOr(address.state),
      zipCode: textOr(address.zipCode),
    },
    latitude: finite(location.latitude) ?? SHOP_LOCATION.latitude,
    longitude: finite(location.longitude) ?? SHOP_LOCATION.longitude,
    zone_id: indexedText(zone.id) ?? '',
    zone_name: textOr(zone.name),
    zone_eta_minutes: int4(zone.estimatedDeliveryTime) ?? 0,
    delivery_date: date(d.deliveryDate) ?? scheduledAt.slice(0, 10),
    driver_id: null,
    driver_name: null,
    picked_up: false,
    attempts: 0,
    assigned_at: null,
    picked_up_at: null,
    started_at: null,
    delivered_at: null,
    recipient_name: null,
    notes: null,
    fail_reason: null,
    cancel_reason: null,
    handover_point: null,
    photo: null,
    history: [{ status: 'PENDING', at: scheduledAt, by: actorOf(e) }],
    revision: e.revision.toString(),
    position: e.position,
  };
}

type Change = { columns: Partial<Record<keyof Deliveries, unknown>>; entry?: StoredDeliveryStep };

/** The status step an event adds. (No closure made per event: tsx's keepNames gives each one a defineProperty.) */
const step = (e: SequencedEvent, status: DeliveryStatus, at: string, note?: string): StoredDeliveryStep => ({
  status,
  at,
  by: actorOf(e),
  ...(note !== undefined && { note }),
});

/** The columns a later event sets and the status step it adds (assignment and pickup add none: their times are columns). */
export function changes(e: SequencedEvent): Change {
  const d = record(e.data);
  switch (e.type) {
    case 'DriverAssigned':
      return {
        columns: {
          driver_id: indexedText(d.driverId) || null,
          driver_name: text(d.driverName),
          assigned_at: timeOf(e, d.assignedAt),
          picked_up: false,
          picked_up_at: null,
        },
      };
    case 'DeliveryPickedUp':
      return { columns: { picked_up: true, picked_up_at: timeOf(e, d.pickedUpAt) } };
    case 'DeliveryRouteStarted': {
      const at = timeOf(e, d.startedAt);
      return { columns: { status: 'IN_TRANSIT', started_at: at }, entry: step(e, 'IN_TRANSIT', at) };
    }
    case 'DeliveryCompleted': {
      const at = timeOf(e, d.deliveredAt);
      const columns = {
        status: 'DELIVERED',
        delivered_at: at,
        recipient_name: textOr(d.recipientName),
        notes: textOr(d.notes),
        photo: photoOf(d.photo),
        handover_point: handoverOf(d.handoverPoint),
      };
      return { columns, entry: step(e, 'DELIVERED', at) };
    }
    // The package is back at the shop: this attempt's pickup and start are over (the history keeps them).
    case 'DeliveryAttemptFailed': {
      const reason = textOr(d.reason);
      const attempt = int4(d.attempt);
      const columns = {
        status: 'PENDING',
        picked_up: false,
        picked_up_at: null,
        started_at: null,
        fail_reason: reason,
      };
      return {
        columns: attempt === null ? columns : { ...columns, attempts: attempt },
        entry: step(e, 'PENDING', timeOf(e, d.failedAt), reason),
      };
    }
    case 'DeliveryCancelled': {
      const reason = textOr(d.reason);
      const at = timeOf(e, d.cancelledAt);
      return { columns: { status: 'CANCELLED', cancel_reason: reason }, entry: step(e, 'CANCELLED', at, reason) };
    }
    default:
      return { columns: {} };
  }
}

export function profileRow(driverId: string, e: SequencedEvent): ProfileColumns {
  const d = record(e.data);
  const type = VEHICLE_TYPES.find((t) => t === d.vehicleType) ?? null;
  return {
    driver_id: driverId,
    vehicle_type: type,
    vehicle_plate: textOr(d.vehiclePlate),
    phone: textOr(d.phone),
    revision: e.revision.toString(),
    position: e.position,
  };
}

/** The drivers an event names (the one acting or assigned, and the one a reassignment took it from). */
export const driversNamed = (e: SequencedEvent) =>
  [record(e.data).driverId, record(e.data).previousDriverId].flatMap((v) => indexedText(v) || []);
