import { z } from 'zod';
import { TrackingDriverView } from '../delivery/responses';
import { ActorView, Instant, pageAnswer, SoldLine, type Page } from '../shared/responses';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_PLACES } from './order/events';

// What the read-api answers for orders, shared with the app. Amounts in pesos (2 decimals), days
// yyyy-mm-dd, times ISO-8601. Three audiences: the customer (their own orders), the staff (every
// order) and anyone holding a tracking code, who sees no personal data at all (TrackingView).
// Each answer is a zod schema and its type is inferred from it (issue 39).

export type { Page };
/** Issue 14: ten orders a page, like the invoice table. */
export const ORDER_PAGE_SIZE = 10;

const OrderStatusView = z.enum(ORDER_STATUSES);

/** Where an order goes (order/events.ts DeliveryAddress). */
export const DeliveryAddressView = z.object({
  name: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
});

/** GET /api/orders?status&page — newest placed first. */
export const OrderListItem = z.object({
  id: z.string(),
  orderNumber: z.string(),
  trackingCode: z.string().nullable(),
  status: OrderStatusView,
  total: z.number(),
  /** Units ordered, all lines together (2 dozen roses and 1 bouquet: 3). */
  itemsCount: z.number().int(),
  deliveryDate: z.string(),
  zoneName: z.string(),
  placedAt: Instant,
  recipientName: z.string(),
  /** Paid at delivery or at the counter (the queue shows 'Pagado' instead of 'Registrar pago'). */
  paid: z.boolean(),
});
export type OrderListItem = z.infer<typeof OrderListItem>;

export const OrderPage = pageAnswer(OrderListItem);
export type OrderPage = z.infer<typeof OrderPage>;

export const OrderItemView = SoldLine;
export type OrderItemView = z.infer<typeof OrderItemView>;

/** One status the order took. `by` (who did it) only for the staff: a customer is not told staff ids. */
export const OrderHistoryEntry = z.object({
  status: OrderStatusView,
  at: Instant,
  by: ActorView.nullable().optional(),
  /** A cancellation's reason. */
  reason: z.string().optional(),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntry>;

export const OrderPaymentView = z.object({
  method: z.enum(PAYMENT_METHODS),
  place: z.enum(PAYMENT_PLACES),
  amount: z.number(),
  paidAt: Instant,
});
export type OrderPaymentView = z.infer<typeof OrderPaymentView>;

/** GET /api/orders/:id — the whole order, for its customer and the staff. */
export const OrderView = OrderListItem.extend({
  customerId: z.string(),
  items: z.array(OrderItemView),
  subtotal: z.number(),
  deliveryFee: z.number(),
  zone: z.object({ id: z.string(), name: z.string(), estimatedDeliveryTime: z.number().int() }),
  deliveryAddress: DeliveryAddressView,
  recipientPhone: z.string(),
  cardMessage: z.string(),
  notes: z.string(),
  history: z.array(OrderHistoryEntry),
  /** null until paid. */
  payment: OrderPaymentView.nullable(),
  cancelReason: z.string().nullable(),
  /** Issue 43: its delivery's pick-up, as on tracking: absent without a delivery, null before it. */
  pickedUpAt: Instant.nullable().optional(),
});
export type OrderView = z.infer<typeof OrderView>;

/**
 * GET /api/track/:trackingCode — public. Whoever holds the code (a recipient, a neighbour, a guesser)
 * learns where the order stands and when it comes, never who sent it, where to, what it cost or what
 * the card says: no address, phone, email, customer, card message, notes or prices.
 */
export const TrackingView = z.object({
  orderNumber: z.string(),
  status: OrderStatusView,
  timeline: z.array(z.object({ status: OrderStatusView, at: Instant })),
  zone: z.object({ name: z.string(), estimatedDeliveryTime: z.number().int() }),
  deliveryDate: z.string(),
  /** The first word of the recipient's name only. */
  recipientFirstName: z.string(),
  /**
   * Issue 15: absent while the order has no delivery yet; null while its delivery is not on the road;
   * while IN_TRANSIT, the driver's rough position (when fresh) and the estimated arrival.
   */
  driver: TrackingDriverView.nullable().optional(),
  /**
   * Issue 43: when the driver picked the package up at the shop (this attempt), absent without a
   * delivery and null before the pick-up: the step between 'Listo' and 'En camino'.
   */
  pickedUpAt: Instant.nullable().optional(),
});
export type TrackingView = z.infer<typeof TrackingView>;

/**
 * What GET /api/track/:trackingCode/live pushes over its websocket (track/live.ts): `ready` once the
 * page listens, `changed` when the order or its delivery moved (refetch the GET), and the driver's
 * rough position while on the road.
 */
export const TrackingLiveMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('changed') }),
  z.object({ type: z.literal('position'), latitude: z.number(), longitude: z.number(), at: Instant }),
]);
export type TrackingLiveMessage = z.infer<typeof TrackingLiveMessage>;

/** 'Ana María Pérez' → 'Ana': enough to recognise one's own delivery, not to identify anyone. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';
