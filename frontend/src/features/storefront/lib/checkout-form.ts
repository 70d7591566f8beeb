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

/**
 * A 409 for short stock names each line under `items.{i}.quantity` (the server's words: 'Stock
 * insuficiente de Tulipán: quedan 1.'): by product, for the cart's lines as they were sent.
 */
export function shortLinesOf(fields: Record<string, string>, sent: readonly CartLine[]): Map<string, string> {
  const short = new Map<string, string>();
  for (const [path, message] of Object.entries(fields)) {
    const line = /^items\.(\d+)\./.exec(path);
    const productId = line ? sent[Number(line[1])]?.productId : undefined;
    if (productId) short.set(productId, message);
  }
  return short;
}
