import { formatMoney } from '@/lib/money';

// How the books read: the shop's one money like the rest of the shop; days are the shop's (hooks/use-shop-today.ts).
export const money = (amount: number) => formatMoney(amount);

/** The month before a day's (yyyy-mm): the one a close usually names (only a past month closes). */
export function previousMonth(day: string) {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** Centavos from pesos typed: sums compared exactly, as the ledger does (0.1 + 0.2 balances 0.3). */
export const cents = (pesos: number) => Math.round(pesos * 100);

/** A typed amount ('1,250.50', '') → pesos, 0 when empty; NaN stays NaN for the schema to refuse. */
export const pesosOf = (text: string) => (text.trim() === '' ? 0 : Number(text.replace(/,/g, '')));
