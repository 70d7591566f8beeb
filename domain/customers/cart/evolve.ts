import type { CartEvent, CartLineHeld } from './events';

export interface Cart {
  /** In the order the products were added. */
  lines: CartLineHeld[];
}

export const initialCart = (): Cart => ({ lines: [] });

export function evolveCart(state: Cart, event: CartEvent): Cart {
  switch (event.type) {
    case 'CartSet':
      return { lines: event.data.lines };
    default:
      return state;
  }
}
