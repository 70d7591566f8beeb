import { TZDate } from '@date-fns/tz';
import { shopClockAt } from '@domain/delivery/schedule';
import { DEFAULT_SHOP_TIME_ZONE } from '@domain/reports';
import { formatDateTime, formatMoney, shopMoney } from '@/lib/money';

// How the point of sale reads: the shop's one money like the catalogue, moments in the device's clock.
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

/**
 * The start and end of the shop's today (ISO-8601), for ?from&to: its own time zone's midnights, not the
 * device's — in Miami at 19:30 the shop's day is not over while UTC's is (a browser on UTC saw no sales).
 */
export function todayBounds(now = new Date(), timeZone = DEFAULT_SHOP_TIME_ZONE) {
  const [y, m, d] = shopClockAt(now, timeZone).today.split('-').map(Number);
  const midnight = (day: number) => new Date(new TZDate(y!, m! - 1, day, timeZone).getTime()).toISOString();
  return { from: midnight(d!), to: midnight(d! + 1) };
}
