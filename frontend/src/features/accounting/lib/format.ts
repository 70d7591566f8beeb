import { formatMoney } from '@/lib/money';
import { localDay } from '@/lib/local-day';

// How the books read: pesos in es-MX like the rest of the shop; days as the device's clock shows them.
export const money = (amount: number) => formatMoney(amount, 'inventory');

export const today = () => localDay();
/** The first day of the month of a day (yyyy-mm-01): the income statement's default period. */
export const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The month before the current one (yyyy-mm): the one a close usually names (only a past month closes). */
export function previousMonth(now = new Date()) {
  const d = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** Centavos from pesos typed: sums compared exactly, as the ledger does (0.1 + 0.2 balances 0.3). */
export const cents = (pesos: number) => Math.round(pesos * 100);

/** A typed amount ('1,250.50', '') → pesos, 0 when empty; NaN stays NaN for the schema to refuse. */
export const pesosOf = (text: string) => (text.trim() === '' ? 0 : Number(text.replace(/,/g, '')));
