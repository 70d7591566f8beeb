import { z } from 'zod';
import { boundedQuantity } from '../../shared/bounds';
import type { Command } from '../../shared/decider';
import { required, text } from '../../shared/fields';
import type { ShopClock } from '../../delivery/schedule';
import { ZIP_CODE, type DeliveryZone } from '../../delivery/zones';
import { ORDER_MESSAGES as M } from './errors';
import { PAYMENT_METHODS, PAYMENT_PLACES, type DeliveryAddress } from './events';

// An order's HTTP bodies (the command-api validates them; the cart shows the same messages) and the
// commands decide() receives. The customer sends products and quantities only: prices, the zone's
// fee, the number and the tracking code are the shop's, never the request's.

/** At most this many units of one product in one order (a shop's largest event order). */
export const MAX_ORDER_QUANTITY = 999;

const addressError = { error: M['ORDER.ADDRESS_REQUIRED'] };
export const deliveryAddressBody = z
  .object({
    name: required(100, M['ORDER.ADDRESS_REQUIRED']),
    street: required(200, M['ORDER.ADDRESS_REQUIRED']),
    city: required(100, M['ORDER.ADDRESS_REQUIRED']),
    state: required(50, M['ORDER.ADDRESS_REQUIRED']),
    zipCode: z.string(addressError).trim().max(10).regex(ZIP_CODE, { error: 'El código postal debe tener 5 dígitos.' }),
  })
  .strict();

const orderItem = z
  .object({
    productId: z.uuid({ error: M['ORDER.PRODUCT_UNAVAILABLE'] }),
    quantity: boundedQuantity(z.number({ error: M['ORDER.QUANTITY_POSITIVE'] }))
      .int({ error: M['ORDER.QUANTITY_POSITIVE'] })
      .min(1, { error: M['ORDER.QUANTITY_POSITIVE'] })
      .max(MAX_ORDER_QUANTITY, { error: `Máximo ${MAX_ORDER_QUANTITY} unidades por producto.` }),
  })
  .strict();

/** POST /api/orders (issue 14). */
export const placeOrderBody = z
  .object({
    orderId: z.uuid().optional(),
    items: z.array(orderItem).min(1, { error: M['ORDER.ITEMS_REQUIRED'] }).max(50),
    deliveryAddress: deliveryAddressBody,
    deliveryDate: z.iso.date({ error: M['ORDER.DATE_REQUIRED'] }),
    recipientName: required(100, M['ORDER.RECIPIENT_REQUIRED']),
    recipientPhone: required(30, M['ORDER.RECIPIENT_REQUIRED']).regex(/^\+?[\d\s().-]{7,30}$/, {
      error: 'El teléfono solo admite dígitos, espacios, paréntesis, guiones y un + inicial.',
    }),
    cardMessage: text(500).optional(),
    notes: text(1000).optional(),
  })
  .strict();
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const cancelOrderBody = z.object({ reason: required(500, M['ORDER.CANCEL_REASON_REQUIRED']) }).strict();
export const payOrderBody = z
  .object({
    method: z.enum(PAYMENT_METHODS, { error: M['ORDER.PAYMENT_METHOD'] }),
    place: z.enum(PAYMENT_PLACES, { error: M['ORDER.PAYMENT_METHOD'] }),
  })
  .strict();
export const emptyOrderBody = z.object({}).strict();

/** A product as the command side read it from the catalogue when the order was placed; null: unknown. */
export interface OrderProduct {
  productId: string;
  name: string;
  sku: string;
  unitPriceCents: number;
  /** Active: offered in the catalogue. */
  available: boolean;
  /** Units in each of the shop's own places now, home first (where the order's units are taken from). */
  stockByLocation: { locationId: string; quantity: number }[];
}

export type PlaceOrder = Command<
  'PlaceOrder',
  {
    orderId: string;
    orderNumber: string;
    trackingCode: string;
    customerId: string;
    items: { quantity: number; product: OrderProduct | null; productId: string }[];
    deliveryAddress: DeliveryAddress;
    deliveryDate: string;
    recipientName: string;
    recipientPhone: string;
    cardMessage?: string;
    notes?: string;
    /** The shop's day and minute now (its zone), for the cutoff and the delivery days. */
    clock: ShopClock;
    /** The zone book's zones (issue 15); the spec's three when not given. */
    zones?: readonly DeliveryZone[];
    /**
     * The units are taken in the order's own commit (issue 41, command-api/orders/placing.ts), from
     * the products as they stand in it: OrderPlaced says so, and the stock reactor owes it nothing.
     */
    takesStock?: boolean;
  }
>;
export type ConfirmOrder = Command<'ConfirmOrder', { orderId: string }>;
export type PrepareOrder = Command<'PrepareOrder', { orderId: string }>;
export type MarkOrderReady = Command<'MarkOrderReady', { orderId: string }>;
/**
 * `stockShort`: sent by the stock reactor when another order took the last units; it has put back
 * what it took itself, so the cancellation returns nothing (and an order cancelled meanwhile stays so).
 * `returnsStock`: the units go back in the cancellation's own commit (issue 41, command-api/orders):
 * OrderCancelled says so, and the stock reactor owes it nothing.
 */
export type CancelOrder = Command<
  'CancelOrder',
  { orderId: string; reason: string; stockShort?: boolean; returnsStock?: boolean }
>;
/** Sent by the stock reactor once every sale movement of the order landed. */
export type RecordOrderStockTaken = Command<'RecordOrderStockTaken', { orderId: string }>;
export type MarkOrderPaid = Command<'MarkOrderPaid', { orderId: string } & z.infer<typeof payOrderBody>>;

/** Sent by the delivery reactor: the order follows its delivery (issue 15). */
export type RecordOrderOutForDelivery = Command<'RecordOrderOutForDelivery', { orderId: string }>;
export type RecordOrderDelivered = Command<'RecordOrderDelivered', { orderId: string }>;
export type RecordOrderDeliveryFailed = Command<'RecordOrderDeliveryFailed', { orderId: string; reason: string }>;

export type OrderCommand =
  | PlaceOrder
  | ConfirmOrder
  | PrepareOrder
  | MarkOrderReady
  | CancelOrder
  | RecordOrderStockTaken
  | MarkOrderPaid
  | RecordOrderOutForDelivery
  | RecordOrderDelivered
  | RecordOrderDeliveryFailed;
