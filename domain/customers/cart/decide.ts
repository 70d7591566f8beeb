import { MAX_ORDER_QUANTITY } from '../../orders/order/commands';
import { sameData } from '../../shared/values';
import type { CartCommand } from './commands';
import { MAX_CART_LINES, type CartEvent, type CartLineHeld } from './events';
import type { Cart } from './evolve';

// Only what an order could take is kept: a script or reactor may send anything, so a line without a
// product, a repeated product or a quantity out of bounds is dropped here too, not only at the edge.
function orderable(lines: readonly CartLineHeld[]): CartLineHeld[] {
  const seen = new Set<string>();
  const kept: CartLineHeld[] = [];
  for (const { productId, quantity } of lines) {
    if (typeof productId !== 'string' || productId === '' || seen.has(productId)) continue;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_ORDER_QUANTITY) continue;
    seen.add(productId);
    kept.push({ productId, quantity });
  }
  return kept.slice(0, MAX_CART_LINES);
}

export function decideCart(command: CartCommand, cart: Cart): CartEvent[] {
  switch (command.type) {
    case 'SetCart': {
      const lines = orderable(command.data.lines);
      // The same cart sent again (another tab, a retry) writes nothing.
      return sameData(lines, cart.lines) ? [] : [{ type: 'CartSet', data: { lines } }];
    }
    default: {
      const unknown: never = command.type;
      throw new Error(`unknown cart command ${String(unknown)}`);
    }
  }
}
