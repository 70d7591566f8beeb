import type { DomainEvent } from '../../shared/decider';
import type { LatLng } from '../zones';

// Spec 3 "Sample delivery" and 4 (issue 15): PENDING until its driver starts the route, IN_TRANSIT,
// then DELIVERED; a failed attempt goes back to PENDING for another one; CANCELLED while not
// delivered. Scheduled by the reactor engine from an order (later a subscription); its id is the
// order's, so the order and its delivery are one id on every screen.

export const DELIVERY_STATUSES = ['PENDING', 'IN_TRANSIT', 'DELIVERED', 'CANCELLED'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
/** The statuses as the screens name them (spec 4: active = neither DELIVERED nor CANCELLED). */
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  PENDING: 'Pendiente',
  IN_TRANSIT: 'En camino',
  DELIVERED: 'Entregado',
  CANCELLED: 'Cancelado',
};
export const isActiveDelivery = (status: DeliveryStatus) => status !== 'DELIVERED' && status !== 'CANCELLED';

/** What the delivery is for: an order today, a subscription's cycle later. */
export interface DeliverySource {
  type: 'order' | 'subscription';
  id: string;
  /** The number staff and customers read (P-2026-0001). */
  number: string;
}

export interface DeliveryDestination {
  address: { street: string; city: string; state: string; zipCode: string };
  /** No geocoder is reachable: the zip code's centre (zones.ts zipLocation). */
  location: LatLng;
}

export type DeliveryScheduled = DomainEvent<
  'DeliveryScheduled',
  {
    deliveryId: string;
    source: DeliverySource;
    /** The package's code: its label's QR, the public tracking page's key. */
    trackingCode: string;
    customerName: string;
    recipientPhone: string;
    destination: DeliveryDestination;
    zone: { id: string; name: string; estimatedDeliveryTime: number };
    /** yyyy-mm-dd, the shop's delivery day. */
    deliveryDate: string;
    scheduledAt: string;
  }
>;
/** Assigned, or reassigned when `previousDriverId` is set. */
export type DriverAssigned = DomainEvent<
  'DriverAssigned',
  { deliveryId: string; driverId: string; driverName: string; previousDriverId: string | null; assignedAt: string }
>;
/** The driver scanned the package's QR code at the shop. */
export type DeliveryPickedUp = DomainEvent<
  'DeliveryPickedUp',
  { deliveryId: string; driverId: string; pickedUpAt: string }
>;
export type DeliveryRouteStarted = DomainEvent<
  'DeliveryRouteStarted',
  { deliveryId: string; driverId: string; startedAt: string }
>;
/** Where the driver was when it was handed over: the audit's point, not every ping (decision 0070). */
export interface HandoverPoint extends LatLng {
  accuracy: number;
  at: string;
}
export type DeliveryCompleted = DomainEvent<
  'DeliveryCompleted',
  {
    deliveryId: string;
    driverId: string;
    recipientName: string;
    notes: string;
    /** A small JPEG as a data URL (at most MAX_PHOTO_CHARS), or null. */
    photo: string | null;
    handoverPoint: HandoverPoint | null;
    deliveredAt: string;
  }
>;
export type DeliveryAttemptFailed = DomainEvent<
  'DeliveryAttemptFailed',
  { deliveryId: string; driverId: string; reason: string; attempt: number; failedAt: string }
>;
export type DeliveryCancelled = DomainEvent<
  'DeliveryCancelled',
  { deliveryId: string; reason: string; previousStatus: DeliveryStatus; cancelledAt: string }
>;

export type DeliveryEvent =
  | DeliveryScheduled
  | DriverAssigned
  | DeliveryPickedUp
  | DeliveryRouteStarted
  | DeliveryCompleted
  | DeliveryAttemptFailed
  | DeliveryCancelled;

export const DELIVERY_EVENT_TYPES: DeliveryEvent['type'][] = [
  'DeliveryScheduled',
  'DriverAssigned',
  'DeliveryPickedUp',
  'DeliveryRouteStarted',
  'DeliveryCompleted',
  'DeliveryAttemptFailed',
  'DeliveryCancelled',
];
