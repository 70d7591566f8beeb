import { formatDateTime, formatMoney } from '@/lib/money';

// How the point of sale reads: pesos in es-MX like the catalogue, moments in the device's clock.
export const money = (amount: number) => formatMoney(amount, 'inventory');
export const moment = (iso: string) => formatDateTime(iso, 'inventory');
const timeFormat = new Intl.DateTimeFormat('es-MX', { timeStyle: 'short' });
export const time = (iso: string) => timeFormat.format(new Date(iso));

/** The registers a shop has (caja-1 … caja-4): the register's id is its slug. */
export const REGISTERS = ['caja-1', 'caja-2', 'caja-3', 'caja-4'] as const;
/** 'caja-2' → '2' (the label says "Caja 2"). */
export const registerNumber = (id: string) => id.replace(/^caja-/, '');

/** MXN notes and coins, largest first; the keys are what the close sends ({ "<pesos>": count }). */
export const DENOMINATIONS = ['1000', '500', '200', '100', '50', '20', '10', '5', '2', '1', '0.50'] as const;

/** The pesos counted: Σ denomination × count, in centavos so 0.50 × 3 is exact. */
export const countedOf = (counts: Record<string, number | undefined>) =>
  DENOMINATIONS.reduce((s, d) => s + Math.round(Number(d) * 100) * (counts[d] ?? 0), 0) / 100;

/** The start and end of today in the device's clock (ISO-8601), for ?from&to. */
export function todayBounds(now = new Date()) {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const end = new Date(start.getTime() + 24 * 3600 * 1000);
  return { from: start.toISOString(), to: end.toISOString() };
}
