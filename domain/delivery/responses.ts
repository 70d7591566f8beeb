import type { DeliverySource, DeliveryStatus, HandoverPoint } from './delivery/events';
import type { VehicleType } from './driver/events';
import type { LatLng } from './zones';

// The delivery area's answers (spec 3 "Delivery zone", spec 9's rules), amounts in pesos: the read-api
// answers them and the storefront imports them.

export interface DeliveryZoneView {
  id: string;
  name: string;
  boundaries: LatLng[];
  baseFee: number;
  /** Minutes from leaving the shop. */
  estimatedDeliveryTime: number;
  isActive: boolean;
  zipCodes: string[];
}

/** GET /api/delivery/zones: the zones and the rules every order follows. */
export interface DeliveryZonesView {
  zones: DeliveryZoneView[];
  minimumOrder: number;
  /** ISO weekdays (1 = Monday … 7 = Sunday) on which orders are delivered. */
  deliveryDays: number[];
  /** Same-day orders until this time ('HH:mm') of the shop's clock. */
  cutoffTime: string;
  /** The IANA zone of that clock. */
  timeZone: string;
}

/** GET /api/delivery/quote?zipCode */
export interface DeliveryQuoteView {
  zone: { id: string; name: string };
  fee: number;
  estimatedDeliveryTime: number;
  /** The shop's day ('yyyy-mm-dd') an order placed now can arrive. */
  nextDeliveryDate: string;
}

/** GET /api/deliveries?status&date&driverId&zoneId&page — the delivery staff's; a driver's own only. */
export interface DeliveryView {
  id: string;
  status: DeliveryStatus;
  source: DeliverySource;
  trackingCode: string;
  /** Spec 3 "Sample delivery": who receives it. */
  customerName: string;
  recipientPhone: string;
  deliveryLocation: LatLng & { address: string };
  zone: { id: string; name: string; estimatedDeliveryTime: number };
  /** yyyy-mm-dd, the shop's delivery day (spec's scheduledDeliveryTime is a day here). */
  scheduledDeliveryTime: string;
  driver: { id: string; name: string } | null;
  /** The driver scanned the package at the shop. */
  pickedUp: boolean;
  attempts: number;
  assignedAt: string | null;
  pickedUpAt: string | null;
  startedAt: string | null;
  deliveredAt: string | null;
  /** Who took it at the door. */
  recipientName: string | null;
  notes: string | null;
  failReason: string | null;
  cancelReason: string | null;
  handoverPoint: HandoverPoint | null;
  hasPhoto: boolean;
  /**
   * The handover photo as a data URL: only GET /api/deliveries/:id carries the key (null without a
   * photo); the list leaves it out (up to 200 KB a row) and says `hasPhoto`.
   */
  photo?: string | null;
  /**
   * Late: in transit past its zone's estimate from the route's start, or still active after its
   * delivery day (the shop's clock).
   */
  late: boolean;
  history: { status: DeliveryStatus; at: string; by: string | null; note?: string }[];
  /** The event store position the row shows (read-your-writes). */
  position: string;
}

/** GET /api/drivers and /api/drivers/:id: the users holding the driver role (spec 3 "Sample driver"). */
export interface DriverView {
  id: string;
  name: string;
  email: string;
  status: 'active' | 'inactive';
  vehicleType: VehicleType | null;
  vehiclePlate: string;
  phone: string;
  /** The delivery they are on now (the first still in transit), or null. */
  currentDeliveryId: string | null;
  /** Their last position while it is fresh (POSITION_FRESH_MS), for the staff map. */
  currentLocation: (LatLng & { accuracy: number; at: string }) | null;
  /** Today's deliveries by status, the shop's day. */
  today: Record<DeliveryStatus, number>;
}

/**
 * Pushed over the websocket as `{ type: 'position', ... }`: to the delivery staff every driver's,
 * to a tracking page its driver's, rounded (roughly) and without the driver's id.
 */
export interface PositionMessage {
  type: 'position';
  driverId?: string;
  latitude: number;
  longitude: number;
  accuracy?: number;
  at: string;
}

/** What GET /api/track/:code adds while the order is on its way (issue 15). */
export interface TrackingDriverView {
  /** About 100 m (positions.ts roughly), and when the driver was there. */
  location: (LatLng & { at: string }) | null;
  /** ISO instant (positions.ts estimatedArrival). */
  eta: string;
}
