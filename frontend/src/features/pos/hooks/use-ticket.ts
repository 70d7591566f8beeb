import { useState } from 'react';
import { uuid } from '@/lib/api-client';
import type { CounterProduct } from '../lib/counter-product';
import type { DiscountInput, TicketLine } from '../lib/ticket';

/**
 * The ticket being rung up: its lines (a product scanned twice is one line of 2), the discount, and
 * the saleId made when the ticket starts — the same id however often "Cobrar" is pressed, so a sale
 * whose answer was lost is not made twice; a new ticket gets a new one.
 */
export function useTicket() {
  const [lines, setLines] = useState<TicketLine[]>([]);
  const [discount, setDiscount] = useState<DiscountInput | null>(null);
  const [saleId, setSaleId] = useState(uuid);
  const change = (productId: string, by: number) =>
    setLines((ls) =>
      ls.flatMap((l) =>
        l.productId === productId ? (l.quantity + by > 0 ? [{ ...l, quantity: l.quantity + by }] : []) : [l],
      ),
    );
  return {
    lines,
    discount,
    saleId,
    add: (p: CounterProduct) =>
      setLines((ls) =>
        ls.some((l) => l.productId === p.id)
          ? ls.map((l) => (l.productId === p.id ? { ...l, quantity: l.quantity + 1 } : l))
          : [...ls, { productId: p.id, name: p.name, sku: p.sku, price: p.price, quantity: 1 }],
      ),
    more: (productId: string) => change(productId, 1),
    less: (productId: string) => change(productId, -1),
    remove: (productId: string) => setLines((ls) => ls.filter((l) => l.productId !== productId)),
    setDiscount,
    /** After a sale: an empty ticket with a new saleId. */
    reset: () => {
      setLines([]);
      setDiscount(null);
      setSaleId(uuid());
    },
  };
}
export type Ticket = ReturnType<typeof useTicket>;
