import type { TrackingDriverView } from '../delivery/responses';
import type { ActorView, Page } from '../shared/responses';
import type { DeliveryAddress, OrderStatus, PAYMENT_METHODS, PAYMENT_PLACES } from './order/events';

// What the read-api answers for orders, shared with the app. Amounts in pesos (2 decimals), days
// yyyy-mm-dd, times ISO-8601. Three audiences: the customer (their own orders), the staff (every
// order) and anyone holding a tracking code, who sees no personal data at all (TrackingView).

export type { Page };
/** Issue 14: ten orders a page, like the invoice table. */
export const ORDER_PAGE_SIZE = 10;

/** GET /api/orders?status&page — newest placed first. */
export interface OrderListItem {
  id: string;
  orderNumber: string;
  trackingCode: string | null;
  status: OrderStatus;
  total: number;
  /** Units ordered, all lines together (2 dozen roses and 1 bouquet: 3). */
  itemsCount: number;
  deliveryDate: string;
  zoneName: string;
  placedAt: string;
  recipientName: string;
  /** Paid at delivery or at the counter (the queue shows 'Pagado' instead of 'Registrar pago'). */
  paid: boolean;
}

export type OrderPage = Page<OrderListItem>;

export interface OrderItemView {
  productId: string;
  name: string;
  sku: string;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
}

/** One status the order took. `by` (who did it) only for the staff: a customer is not told staff ids. */
export interface OrderHistoryEntry {
  status: OrderStatus;
  at: string;
  by?: ActorView | null;
  /** A cancellation's reason. */
  reason?: string;
}

export interface OrderPaymentView {
  method: (typeof PAYMENT_METHODS)[number];
  place: (typeof PAYMENT_PLACES)[number];
  amount: number;
  paidAt: string;
}

/** GET /api/orders/:id — the whole order, for its customer and the staff. */
export interface OrderView extends OrderListItem {
  customerId: string;
  items: OrderItemView[];
  subtotal: number;
  deliveryFee: number;
  zone: { id: string; name: string; estimatedDeliveryTime: number };
  deliveryAddress: DeliveryAddress;
  recipientPhone: string;
  cardMessage: string;
  notes: string;
  history: OrderHistoryEntry[];
  /** null until paid. */
  payment: OrderPaymentView | null;
  cancelReason: string | null;
}

/**
 * GET /api/track/:trackingCode — public. Whoever holds the code (a recipient, a neighbour, a guesser)
 * learns where the order stands and when it comes, never who sent it, where to, what it cost or what
 * the card says: no address, phone, email, customer, card message, notes or prices.
 */
export interface TrackingView {
  orderNumber: string;
  status: OrderStatus;
  timeline: { status: OrderStatus; at: string }[];
  zone: { name: string; estimatedDeliveryTime: number };
  deliveryDate: string;
  /** The first word of the recipient's name only. */
  recipientFirstName: string;
  /**
   * Issue 15: absent while the order has no delivery yet; null while its delivery is not on the road;
   * while IN_TRANSIT, the driver's rough position (when fresh) and the estimated arrival.
   */
  driver?: TrackingDriverView | null;
}

/** 'Ana María Pérez' → 'Ana': enough to recognise one's own delivery, not to identify anyone. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';
