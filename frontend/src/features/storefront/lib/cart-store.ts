import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_ORDER_QUANTITY } from '@domain/orders';

// The cart (issue 14): kept in localStorage so it survives a reload and a closed tab, one per
// signed-in user id, so a shared computer never shows one customer's cart to the next. What a line
// keeps of its product is only for showing it: the server prices the order from the catalogue.
// Since issue 43 the server keeps each customer's cart too (PUT/GET /api/cart, hooks/use-cart-sync):
// this copy marks the owner `unsent` from a change until the server has it, so a change made here
// is never overwritten by the server's older cart.

export interface CartLine {
  productId: string;
  name: string;
  sku: string;
  /** The price when it was added; the cart shows the catalogue's current one once read. */
  price: number;
  image?: string;
  /** Tints the drawn placeholder when there is no photo (lines kept before it was stored have none). */
  category?: string;
  quantity: number;
}
export type CartProduct = Omit<CartLine, 'quantity'>;

/** POST /api/orders takes at most 50 lines (placeOrderBody). */
export const MAX_CART_LINES = 50;
export const clampQuantity = (n: number) => Math.min(MAX_ORDER_QUANTITY, Math.max(1, Math.floor(n) || 1));

interface CartState {
  carts: Record<string, CartLine[]>;
  /** Owners whose latest change the server has not acknowledged yet. */
  unsent: Record<string, boolean>;
  /** false when the cart already holds its 50 lines and this is a new product. */
  add: (owner: string, product: CartProduct, quantity: number) => boolean;
  setQuantity: (owner: string, productId: string, quantity: number) => void;
  remove: (owner: string, productId: string) => void;
  clear: (owner: string) => void;
  /** The server's cart, or the server's answer to what was sent: the copy matches it. */
  received: (owner: string, lines: CartLine[]) => void;
  /** The server holds `sent`: unsent no more, unless the cart changed meanwhile. */
  acknowledged: (owner: string, sent: CartLine[]) => void;
}

/** A cart kept before issue 43 has no `unsent`: it is this browser's, the server has never heard of it. */
const fromVersion1 = (kept: unknown) => {
  const carts = (kept as { carts?: Record<string, CartLine[]> } | null)?.carts ?? {};
  return { carts, unsent: Object.fromEntries(Object.keys(carts).map((owner) => [owner, true])) } as CartState;
};

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => {
      const write = (owner: string, lines: CartLine[]) =>
        set((s) => ({ carts: { ...s.carts, [owner]: lines }, unsent: { ...s.unsent, [owner]: true } }));
      const linesOf = (owner: string) => get().carts[owner] ?? [];
      return {
        carts: {},
        unsent: {},
        add: (owner, product, quantity) => {
          const lines = linesOf(owner);
          const held = lines.find((l) => l.productId === product.productId);
          if (!held && lines.length >= MAX_CART_LINES) return false;
          const next = held
            ? lines.map((l) => (l === held ? { ...l, ...product, quantity: clampQuantity(l.quantity + quantity) } : l))
            : [...lines, { ...product, quantity: clampQuantity(quantity) }];
          write(owner, next);
          return true;
        },
        setQuantity: (owner, productId, quantity) =>
          write(
            owner,
            linesOf(owner).map((l) => (l.productId === productId ? { ...l, quantity: clampQuantity(quantity) } : l)),
          ),
        remove: (owner, productId) =>
          write(
            owner,
            linesOf(owner).filter((l) => l.productId !== productId),
          ),
        // Emptied, not forgotten: the server hears of the empty cart like any other change.
        clear: (owner) => write(owner, []),
        received: (owner, lines) =>
          set((s) => ({ carts: { ...s.carts, [owner]: lines }, unsent: { ...s.unsent, [owner]: false } })),
        acknowledged: (owner, sent) =>
          set((s) => (s.carts[owner] === sent ? { unsent: { ...s.unsent, [owner]: false } } : {})),
      };
    },
    { name: 'flora.cart', version: 2, storage: createJSONStorage(() => localStorage), migrate: fromVersion1 },
  ),
);

// Another tab of the same browser changed the cart: this one reads it again, so both show the same.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key === 'flora.cart') void useCartStore.persist.rehydrate();
  });
