import type { z } from 'zod';
import { placeOrderBody, type PlaceOrderBody } from '@domain/orders';
import type { CartLine } from './cart-store';

// The cart's delivery form: POST /api/orders's own schema (placeOrderBody) without the lines, which
// come from the cart, so every field says what the server would, in its words. The delivery day and
// the minimum depend on the shop's clock and the cart: the checkout checks them beside (use-checkout).

export const checkoutForm = placeOrderBody.omit({ items: true, orderId: true });
export type CheckoutValues = z.input<typeof checkoutForm>;
export type CheckoutBody = z.output<typeof checkoutForm>;

/** Every zone is in Miami, Florida: the city and state start filled in. */
export const blankCheckout = (): CheckoutValues => ({
  deliveryAddress: { name: '', street: '', city: 'Miami', state: 'FL', zipCode: '' },
  deliveryDate: '',
  recipientName: '',
  recipientPhone: '',
  cardMessage: '',
  notes: '',
});

/** The order as POST /api/orders takes it: the cart's products and quantities, never its prices. */
export const orderBodyOf = (v: CheckoutBody, lines: CartLine[]): PlaceOrderBody => ({
  items: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
  deliveryAddress: v.deliveryAddress,
  deliveryDate: v.deliveryDate,
  recipientName: v.recipientName,
  recipientPhone: v.recipientPhone,
  cardMessage: v.cardMessage || undefined,
  notes: v.notes || undefined,
});
