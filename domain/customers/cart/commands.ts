import { z } from 'zod';
import type { Command } from '../../shared/decider';
import { MAX_ORDER_QUANTITY } from '../../orders/order/commands';
import { ORDER_MESSAGES as M } from '../../orders/order/errors';
import { MAX_CART_LINES, type CartLineHeld } from './events';

// PUT /api/cart: the cart as the screen holds it, whole (the last browser to write it wins, as a
// person expects of the cart they just looked at). A line is an order's line: the same bounds and
// messages, so nothing the cart keeps could not be ordered.

const cartLine = z
  .object({
    productId: z.uuid({ error: M['ORDER.PRODUCT_UNAVAILABLE'] }),
    quantity: z
      .number({ error: M['ORDER.QUANTITY_POSITIVE'] })
      .int({ error: M['ORDER.QUANTITY_POSITIVE'] })
      .min(1, { error: M['ORDER.QUANTITY_POSITIVE'] })
      .max(MAX_ORDER_QUANTITY, { error: `Máximo ${MAX_ORDER_QUANTITY} unidades por producto.` }),
  })
  .strict();

export const setCartBody = z
  .object({
    lines: z
      .array(cartLine)
      .max(MAX_CART_LINES, { error: `El carrito admite hasta ${MAX_CART_LINES} productos.` })
      .refine((lines) => new Set(lines.map((l) => l.productId)).size === lines.length, {
        error: 'Cada producto va una sola vez en el carrito.',
      }),
  })
  .strict();
export type SetCartBody = z.input<typeof setCartBody>;

export type SetCart = Command<'SetCart', { lines: CartLineHeld[] }>;
export type CartCommand = SetCart;
