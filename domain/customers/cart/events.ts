import type { DomainEvent } from '../../shared/decider';

// A signed-in customer's cart, kept on the server so it follows them from one browser or device to
// the next (issue 43): one stream per customer. Only what the order will take: products and
// quantities; names, photos and prices are the catalogue's, read again wherever the cart is shown.

export interface CartLineHeld {
  productId: string;
  quantity: number;
}

/** The whole cart as the customer left it (an empty list: emptied, e.g. once the order was placed). */
export type CartSet = DomainEvent<'CartSet', { lines: CartLineHeld[] }>;

export type CartEvent = CartSet;
export const CART_EVENT_TYPES: CartEvent['type'][] = ['CartSet'];

/** POST /api/orders takes at most 50 lines: a cart holds no more. */
export const MAX_CART_LINES = 50;
