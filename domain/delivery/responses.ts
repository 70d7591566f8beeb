import { z } from 'zod';
import { Instant, pageAnswer } from '../shared/responses';
import { DELIVERY_STATUSES } from './delivery/events';
import { VEHICLE_TYPES } from './driver/events';

// The delivery area's answers (spec 3 "Delivery zone", spec 9's rules), amounts in pesos: the read-api
// answers them and the storefront imports them. Each is a zod schema (issue 39): the route writes
// its answer from it, the OpenAPI document publishes it, and its type is inferred from it.

/** A point on the map (zones.ts LatLng). */
const LatLngView = z.object({ latitude: z.number(), longitude: z.number() });
const DeliveryStatusView = z.enum(DELIVERY_STATUSES);

export const DeliveryZoneView = z.object({
  id: z.string(),
  name: z.string(),
  boundaries: z.array(LatLngView),
  baseFee: z.number(),
  /** Minutes from leaving the shop. */
  estimatedDeliveryTime: z.number().int(),
  isActive: z.boolean(),
  zipCodes: z.array(z.string()),
});
export type DeliveryZoneView = z.infer<typeof DeliveryZoneView>;

/** GET /api/delivery/zones: the zones and the rules every order follows. */
export const DeliveryZonesView = z.object({
  zones: z.array(DeliveryZoneView),
  minimumOrder: z.number(),
  /** ISO weekdays (1 = Monday … 7 = Sunday) on which orders are delivered. */
  deliveryDays: z.array(z.number().int()),
  /** Same-day orders until this time ('HH:mm') of the shop's clock. */
  cutoffTime: z.string(),
  /** The IANA zone of that clock. */
  timeZone: z.string(),
});
export type DeliveryZonesView = z.infer<typeof DeliveryZonesView>;

/** GET /api/delivery/quote?zipCode */
export const DeliveryQuoteView = z.object({
  zone: z.object({ id: z.string(), name: z.string() }),
  fee: z.number(),
  estimatedDeliveryTime: z.number().int(),
  /** The shop's day ('yyyy-mm-dd') an order placed now can arrive. */
  nextDeliveryDate: z.string(),
});
export type DeliveryQuoteView = z.infer<typeof DeliveryQuoteView>;

/** GET /api/deliveries?status&date&driverId&zoneId&page — the delivery staff's; a driver's own only. */
export const DeliveryView = z.object({
  id: z.string(),
  status: DeliveryStatusView,
  /** What the delivery is for (delivery/events.ts DeliverySource): an order, or a subscription's cycle. */
  source: z.object({
    type: z.enum(['order', 'subscription']),
    id: z.string(),
    /** The number staff and customers read (P-2026-0001). */
    number: z.string(),
  }),
  trackingCode: z.string(),
  /** Spec 3 "Sample delivery": who receives it. */
  customerName: z.string(),
  recipientPhone: z.string(),
  deliveryLocation: LatLngView.extend({ address: z.string() }),
  zone: z.object({ id: z.string(), name: z.string(), estimatedDeliveryTime: z.number().int() }),
  /** yyyy-mm-dd, the shop's delivery day (spec's scheduledDeliveryTime is a day here). */
  scheduledDeliveryTime: z.string(),
  driver: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The driver scanned the package at the shop. */
  pickedUp: z.boolean(),
  attempts: z.number().int(),
  assignedAt: Instant.nullable(),
  pickedUpAt: Instant.nullable(),
  startedAt: Instant.nullable(),
  deliveredAt: Instant.nullable(),
  /** Who took it at the door. */
  recipientName: z.string().nullable(),
  notes: z.string().nullable(),
  failReason: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Where the driver was when it was handed over (delivery/events.ts HandoverPoint). */
  handoverPoint: LatLngView.extend({ accuracy: z.number(), at: Instant }).nullable(),
  hasPhoto: z.boolean(),
  /**
   * The handover photo as a data URL: only GET /api/deliveries/:id carries the key (null without a
   * photo); the list leaves it out (up to 200 KB a row) and says `hasPhoto`.
   */
  photo: z.string().nullable().optional(),
  /**
   * Late: in transit past its zone's estimate from the route's start, or still active after its
   * delivery day (the shop's clock).
   */
  late: z.boolean(),
  history: z.array(
    z.object({ status: DeliveryStatusView, at: Instant, by: z.string().nullable(), note: z.string().optional() }),
  ),
  /** The event store position the row shows (read-your-writes). */
  position: z.string(),
});
export type DeliveryView = z.infer<typeof DeliveryView>;
export const DeliveryPage = pageAnswer(DeliveryView);
export type DeliveryPage = z.infer<typeof DeliveryPage>;

/** GET /api/drivers and /api/drivers/:id: the users holding the driver role (spec 3 "Sample driver"). */
export const DriverView = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['active', 'inactive']),
  vehicleType: z.enum(VEHICLE_TYPES).nullable(),
  vehiclePlate: z.string(),
  phone: z.string(),
  /** The delivery they are on now (the first still in transit), or null. */
  currentDeliveryId: z.string().nullable(),
  /** Their last position while it is fresh (POSITION_FRESH_MS), for the staff map. */
  currentLocation: LatLngView.extend({ accuracy: z.number(), at: Instant }).nullable(),
  /** Today's deliveries by status, the shop's day. */
  today: z.record(DeliveryStatusView, z.number().int()),
});
export type DriverView = z.infer<typeof DriverView>;
/** GET /api/drivers: every driver by name, inactive ones too. */
export const DriverList = z.array(DriverView);

/**
 * Pushed over the websocket as `{ type: 'position', ... }`: to the delivery staff every driver's,
 * to a tracking page its driver's, rounded (roughly) and without the driver's id.
 */
export const PositionMessage = z.object({
  type: z.literal('position'),
  driverId: z.string().optional(),
  latitude: z.number(),
  longitude: z.number(),
  accuracy: z.number().optional(),
  at: Instant,
});
export type PositionMessage = z.infer<typeof PositionMessage>;

/** What GET /api/track/:code adds while the order is on its way (issue 15). */
export const TrackingDriverView = z.object({
  /** About 100 m (positions.ts roughly), and when the driver was there. */
  location: LatLngView.extend({ at: Instant }).nullable(),
  /** ISO instant (positions.ts estimatedArrival). */
  eta: Instant,
});
export type TrackingDriverView = z.infer<typeof TrackingDriverView>;
