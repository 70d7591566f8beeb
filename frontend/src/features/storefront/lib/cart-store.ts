import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { MAX_ORDER_QUANTITY } from '@domain/orders';

// The cart (issue 14): kept in localStorage so it survives a reload and a closed tab, one per
// signed-in user id, so a shared computer never shows one customer's cart to the next. What a line
// keeps of its product is only for showing it: the server prices the order from the catalogue.

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
  /** false when the cart already holds its 50 lines and this is a new product. */
  add: (owner: string, product: CartProduct, quantity: number) => boolean;
  setQuantity: (owner: string, productId: string, quantity: number) => void;
  remove: (owner: string, productId: string) => void;
  clear: (owner: string) => void;
}

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => {
      const write = (owner: string, lines: CartLine[]) => set((s) => ({ carts: { ...s.carts, [owner]: lines } }));
      const linesOf = (owner: string) => get().carts[owner] ?? [];
      return {
        carts: {},
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
        clear: (owner) =>
          set((s) => {
            const { [owner]: _, ...rest } = s.carts;
            return { carts: rest };
          }),
      };
    },
    { name: 'flora.cart', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);

// Another tab of the same browser changed the cart: this one reads it again, so both show the same.
if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key === 'flora.cart') void useCartStore.persist.rehydrate();
  });
