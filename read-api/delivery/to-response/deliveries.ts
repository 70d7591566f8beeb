import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  type DeliveryView,
  type DriverView,
  type VehicleType,
} from '../../../domain/delivery';
import type { DeliveryRow, StoredAddress } from '../../../projections/deliveries';

// Rows of the deliveries read model (and the users model's drivers) as the answers of
// domain/delivery/responses.ts, field by field: a column added later reaches no answer by accident.

/** A row as the queries select it: no photo, the day as 'yyyy-mm-dd' text, `late` and `has_photo` from SQL. */
export type DeliveryListRow = Omit<DeliveryRow, 'photo' | 'delivery_date' | 'status_order'> & {
  day: string;
  late: boolean;
  has_photo: boolean;
};
export type DeliveryDetailRow = DeliveryListRow & { photo: string | null };

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** 'Brickell Ave 1200, Miami, FL 33131': the one line a map's marker and a driver's phone show. */
export const addressLine = (a: StoredAddress) =>
  [a.street, a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

export function toDeliveryView(r: DeliveryListRow): DeliveryView {
  return {
    id: r.id,
    status: r.status,
    source: { type: r.source_type, id: r.source_id, number: r.source_number },
    trackingCode: r.tracking_code,
    customerName: r.customer_name,
    recipientPhone: r.recipient_phone,
    deliveryLocation: { latitude: r.latitude, longitude: r.longitude, address: addressLine(r.address) },
    zone: { id: r.zone_id, name: r.zone_name, estimatedDeliveryTime: r.zone_eta_minutes },
    scheduledDeliveryTime: r.day,
    driver: r.driver_id === null ? null : { id: r.driver_id, name: r.driver_name ?? '' },
    pickedUp: r.picked_up,
    attempts: r.attempts,
    assignedAt: iso(r.assigned_at),
    pickedUpAt: iso(r.picked_up_at),
    startedAt: iso(r.started_at),
    deliveredAt: iso(r.delivered_at),
    recipientName: r.recipient_name,
    notes: r.notes,
    failReason: r.fail_reason,
    cancelReason: r.cancel_reason,
    handoverPoint: r.handover_point,
    hasPhoto: r.has_photo,
    late: r.late,
    history: r.history.map((h) => ({
      status: h.status,
      at: h.at,
      by: h.by,
      ...(h.note !== undefined && { note: h.note }),
    })),
    position: r.position,
  };
}

/** The single GET's answer: the photo too. */
export const toDeliveryDetail = (r: DeliveryDetailRow): DeliveryView => ({ ...toDeliveryView(r), photo: r.photo });

/** A driver's account (users model) with their profile, when they have one. */
export interface DriverRow {
  id: string;
  name: string;
  email: string;
  status: 'active' | 'inactive';
  vehicle_type: VehicleType | null;
  vehicle_plate: string | null;
  phone: string | null;
}

export interface DriverPositionRow {
  latitude: number;
  longitude: number;
  accuracy: number;
  at: Date;
}

export const noDeliveries = (): Record<DeliveryStatus, number> =>
  Object.fromEntries(DELIVERY_STATUSES.map((s) => [s, 0])) as Record<DeliveryStatus, number>;

export function toDriverView(
  r: DriverRow,
  currentDeliveryId: string | null,
  position: DriverPositionRow | undefined,
  today: Record<DeliveryStatus, number>,
): DriverView {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    status: r.status,
    vehicleType: r.vehicle_type,
    vehiclePlate: r.vehicle_plate ?? '',
    phone: r.phone ?? '',
    currentDeliveryId,
    currentLocation: position
      ? {
          latitude: position.latitude,
          longitude: position.longitude,
          accuracy: position.accuracy,
          at: position.at.toISOString(),
        }
      : null,
    today,
  };
}
