import { stockElsewhere, type StockElsewhere } from '@domain/pos';

// Issue 39: the counter sells the stock at its session's location. A product scanned there with
// none of it, but some at another of the shop's locations, is said so at once — not left for the
// 'agotado' at 'Cobrar' — so the cashier brings it over (a transfer) or sends the customer there.

/** A product's units per location, as the inventory's lookup tells them. */
export interface StockAt {
  locationId: string;
  quantity: number;
}

/** Where else the product is, most units first, when `here` has none; null when it has some or nobody told. */
export function stockMissingHere(
  stock: readonly StockAt[] | undefined,
  here: string | undefined,
): StockElsewhere[] | null {
  if (!stock || !here) return null;
  const units = Object.fromEntries(stock.map((s) => [s.locationId, s.quantity]));
  if ((units[here] ?? 0) > 0) return null;
  const elsewhere = stockElsewhere(units, here);
  return elsewhere.length > 0 ? elsewhere : null;
}

/** 'A, B y C' in the screen's language. */
export const listOf = (parts: string[], language: string) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(parts);
