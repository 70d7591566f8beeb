import { toCents, toPesos } from '@domain/shared';
import { useSessionStore } from '@/stores/session-store';
import { useCartStore, type CartLine, type CartProduct } from '../lib/cart-store';

const EMPTY: CartLine[] = [];

/** The signed-in user's cart: its lines, how many units, and what changes it (nothing without a user). */
export function useCart() {
  const owner = useSessionStore((s) => s.user?.id ?? null);
  const lines = useCartStore((s) => (owner ? s.carts[owner] : undefined)) ?? EMPTY;
  const store = useCartStore.getState;
  return {
    lines,
    count: lines.reduce((n, l) => n + l.quantity, 0),
    add: (product: CartProduct, quantity: number) => (owner ? store().add(owner, product, quantity) : false),
    setQuantity: (productId: string, quantity: number) => owner && store().setQuantity(owner, productId, quantity),
    remove: (productId: string) => owner && store().remove(owner, productId),
    clear: () => owner && store().clear(owner),
  };
}

/** Σ price × quantity in centavos, as the server adds an order up, back in pesos. */
export const subtotalOf = (lines: { price: number; quantity: number }[]) =>
  toPesos(lines.reduce((sum, l) => sum + toCents(l.price) * l.quantity, 0));
