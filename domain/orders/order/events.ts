import type { DomainEvent } from '../../shared/decider';

// Spec 4 (issue 14): pending → confirmed → preparing → ready → out_for_delivery → delivered, or
// cancelled before it leaves. Money in centavos; prices are the catalogue's at placement.

export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** Issue 14's Spanish names of the statuses: the app's badges, tracking timeline and the staff queue's tabs. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  preparing: 'En preparación',
  ready: 'Listo',
  out_for_delivery: 'En camino',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

export interface OrderLine {
  productId: string;
  name: string;
  sku: string;
  unitPriceCents: number;
  quantity: number;
  lineTotalCents: number;
  /** Where the units come from (the product's home first): the stock reactor's sale movements. */
  takeFrom: { locationId: string; quantity: number }[];
}

export interface DeliveryAddress {
  name: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
}

export interface OrderZone {
  id: string;
  name: string;
  /** Minutes from leaving the shop. */
  estimatedDeliveryTime: number;
}

export type OrderPlaced = DomainEvent<
  'OrderPlaced',
  {
    orderId: string;
    orderNumber: string;
    trackingCode: string;
    customerId: string;
    items: OrderLine[];
    subtotalCents: number;
    deliveryFeeCents: number;
    totalCents: number;
    zone: OrderZone;
    deliveryAddress: DeliveryAddress;
    /** yyyy-mm-dd, a delivery day of the shop. */
    deliveryDate: string;
    recipientName: string;
    recipientPhone: string;
    cardMessage: string;
    notes: string;
    placedAt: string;
    /**
     * Issue 41: its units were taken in this event's own commit (the sale movements beside it), so
     * no OrderStockTaken follows. Absent on orders placed before, whose units the stock reactor takes.
     */
    stockTakenAtCheckout?: true;
  }
>;
export type OrderConfirmed = DomainEvent<'OrderConfirmed', { orderId: string; confirmedAt: string }>;
export type OrderPreparationStarted = DomainEvent<'OrderPreparationStarted', { orderId: string; startedAt: string }>;
export type OrderMarkedReady = DomainEvent<'OrderMarkedReady', { orderId: string; readyAt: string }>;
/** Units going back to a place of the shop (the stock reactor's return movements). */
export interface ReturnedUnits {
  productId: string;
  locationId: string;
  quantity: number;
}

/**
 * `returnedLines`: what the cancellation puts back on the shelves — the order's units when they had
 * been taken, none when not (yet): then OrderStockTaken returns them. `stockReturnedAtCancel`
 * (issue 41): they went back in this event's own commit; absent, the stock reactor returns them.
 */
export type OrderCancelled = DomainEvent<
  'OrderCancelled',
  {
    orderId: string;
    reason: string;
    previousStatus: OrderStatus;
    cancelledAt: string;
    returnedLines: ReturnedUnits[];
    stockReturnedAtCancel?: true;
  }
>;
/**
 * The stock reactor took every unit of an order placed before issue 41; `returnedLines` when it was
 * cancelled meanwhile. Orders placed since have their units taken with OrderPlaced itself.
 */
export type OrderStockTaken = DomainEvent<
  'OrderStockTaken',
  { orderId: string; takenAt: string; returnedLines: ReturnedUnits[] }
>;

export const PAYMENT_METHODS = ['cash', 'card'] as const;
export const PAYMENT_PLACES = ['delivery', 'counter'] as const;
export type OrderPaid = DomainEvent<
  'OrderPaid',
  {
    orderId: string;
    method: (typeof PAYMENT_METHODS)[number];
    place: (typeof PAYMENT_PLACES)[number];
    amountCents: number;
    paidAt: string;
  }
>;

/** The order follows its delivery (issue 15): the driver started the route, handed it over, or failed. */
export type OrderOutForDelivery = DomainEvent<'OrderOutForDelivery', { orderId: string; leftAt: string }>;
export type OrderDelivered = DomainEvent<'OrderDelivered', { orderId: string; deliveredAt: string }>;
/** An attempt failed: the package is back at the shop, ready for the next one. */
export type OrderDeliveryFailed = DomainEvent<
  'OrderDeliveryFailed',
  { orderId: string; reason: string; failedAt: string }
>;

export type OrderEvent =
  | OrderPlaced
  | OrderConfirmed
  | OrderPreparationStarted
  | OrderMarkedReady
  | OrderCancelled
  | OrderStockTaken
  | OrderPaid
  | OrderOutForDelivery
  | OrderDelivered
  | OrderDeliveryFailed;

export const ORDER_EVENT_TYPES: OrderEvent['type'][] = [
  'OrderPlaced',
  'OrderConfirmed',
  'OrderPreparationStarted',
  'OrderMarkedReady',
  'OrderCancelled',
  'OrderStockTaken',
  'OrderPaid',
  'OrderOutForDelivery',
  'OrderDelivered',
  'OrderDeliveryFailed',
];
