import { formatDateTime, formatMoney, shopMoney } from '@/lib/money';

// How the point of sale reads: pesos in es-MX like the catalogue, moments in the device's clock.
export const money = (amount: number) => formatMoney(amount);
export const moment = (iso: string) => formatDateTime(iso);
const timeFormat = new Intl.DateTimeFormat('es-MX', { timeStyle: 'short' });
export const time = (iso: string) => timeFormat.format(new Date(iso));

/** The registers a shop has (caja-1 … caja-4): the register's id is its slug. */
export const REGISTERS = ['caja-1', 'caja-2', 'caja-3', 'caja-4'] as const;
/** 'caja-2' → '2' (the label says "Caja 2"). */
export const registerNumber = (id: string) => id.replace(/^caja-/, '');

/**
 * The notes and coins of the shop's money (issue 43), largest first; the keys are what the close
 * sends ({ "<amount>": count }). A currency not listed is counted as one amount.
 */
const NOTES_AND_COINS: Record<string, readonly string[]> = {
  USD: ['100', '50', '20', '10', '5', '1', '0.25', '0.10', '0.05', '0.01'],
  MXN: ['1000', '500', '200', '100', '50', '20', '10', '5', '2', '1', '0.50'],
  COP: ['100000', '50000', '20000', '10000', '5000', '2000', '1000', '500', '200', '100', '50'],
};
export const denominations = (): readonly string[] => NOTES_AND_COINS[shopMoney().currency] ?? ['1'];

/** The cash counted: Σ denomination × count, in cents so 0.25 × 3 is exact. */
export const countedOf = (counts: Record<string, number | undefined>) =>
  denominations().reduce((s, d) => s + Math.round(Number(d) * 100) * (counts[d] ?? 0), 0) / 100;

/** The start and end of today in the device's clock (ISO-8601), for ?from&to. */
export function todayBounds(now = new Date()) {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(start.getTime() + 24 * 3600 * 1000);
  return { from: start.toISOString(), to: end.toISOString() };
}
