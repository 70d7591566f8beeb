import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CartView } from '@domain/customers';
import { useSessionStore } from '@/stores/session-store';
import { putServerCart } from '../api/commands';
import { getServerCart, productQuery } from '../api/reads';
import { canOrder } from '../lib/access';
import { useCartStore, type CartLine } from '../lib/cart-store';

/** A change is sent once the customer pauses (a stepper tapped five times is one PUT). */
const SEND_AFTER_MS = 400;

/**
 * The cart follows the customer (issue 43): on signing in (or opening the shop) the server's cart is
 * read; this browser's copy wins when it holds a change the server never got (made offline, or the
 * moment before a reload), otherwise the server's is shown. From then on every change is sent whole
 * (PUT /api/cart) once the customer pauses; a failed send stays unsent and goes with the next change
 * or the next visit.
 */
export function useCartSync() {
  const user = useSessionStore((s) => s.user);
  const owner = canOrder(user) ? user!.id : null;
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!owner) return;
    const store = useCartStore;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const send = () => {
      const sent = store.getState().carts[owner] ?? [];
      const lines = sent.map((l) => ({ productId: l.productId, quantity: l.quantity }));
      putServerCart({ lines }).then(
        () => store.getState().acknowledged(owner, sent),
        () => undefined, // stays unsent: sent again with the next change or visit
      );
    };
    const sendSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        send();
      }, SEND_AFTER_MS);
    };
    let unsubscribe = () => {};
    void getServerCart()
      .then(async (server) => {
        if (stopped) return;
        if (store.getState().unsent[owner]) return send();
        const lines = await shownLines(queryClient, server, store.getState().carts[owner] ?? []);
        if (!stopped && !store.getState().unsent[owner]) store.getState().received(owner, lines);
      })
      .catch(() => undefined) // offline: this browser's copy is shown, and sent when a change is made
      .finally(() => {
        if (stopped) return;
        // Only after the first read: a change before it would otherwise race the server's older cart.
        unsubscribe = store.subscribe((s, before) => {
          if (s.unsent[owner] && s.carts[owner] !== before.carts[owner]) sendSoon();
        });
      });
    return () => {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      // Leaving the shop mid-pause (to /profile, say) still sends the change; signing out does not.
      if (timer !== undefined && useSessionStore.getState().user?.id === owner) send();
    };
  }, [owner, queryClient]);
}

/**
 * The server keeps products and quantities only: each line is shown with what this browser already
 * knew of its product, or as the catalogue reads it now. A product the catalogue no longer offers is
 * left out (the order could not take it).
 */
async function shownLines(queryClient: QueryClient, server: CartView, local: CartLine[]): Promise<CartLine[]> {
  const known = new Map(local.map((l) => [l.productId, l]));
  const lines = await Promise.all(
    server.lines.map(async ({ productId, quantity }): Promise<CartLine | null> => {
      const held = known.get(productId);
      if (held) return { ...held, quantity };
      const p = await queryClient.fetchQuery(productQuery(productId)).catch(() => null);
      if (!p) return null;
      return {
        productId,
        quantity,
        name: p.name,
        sku: p.sku,
        price: p.price,
        image: p.images[0],
        category: p.category,
      };
    }),
  );
  return lines.filter((l): l is CartLine => l !== null);
}
