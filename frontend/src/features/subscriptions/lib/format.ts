import { shopClockAt } from '@domain/delivery/schedule';
import { formatDateTime, formatMoney } from '@/lib/money';

// How subscriptions read: pesos in es-MX like the catalogue (a plan's $39.99 as the shop prices
// everything), days with their weekday ("vie, 22 may"), the shop's own today.

/** 39.99 → "$39.99". */
export const money = (amount: number) => formatMoney(amount);

/** An ISO moment in the device's clock: "18/05/26, 14:05". */
export const moment = (iso: string) => formatDateTime(iso);

const dayFormats = {
  short: new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
  year: new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

/** 'yyyy-mm-dd' → "vie, 22 may" (short), "viernes, 22 de mayo" (long), "22 de mayo de 2026" (year); never shifted by the zone. */
export function day(iso: string, style: keyof typeof dayFormats = 'short'): string {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return dayFormats[style].format(new Date(Date.UTC(y, m - 1, d)));
}

/** Where the shop is (spec 1: Miami): its calendar decides what "today" and "past" mean, as on the server. */
const SHOP_TIME_ZONE = 'America/New_York';

/** Today on the shop's calendar (yyyy-mm-dd). */
export const shopToday = (now = new Date()) => shopClockAt(now, SHOP_TIME_ZONE).today;

export { addDays } from '@domain/shared/dates';

/** The address on one line: "Casa · 1200 Brickell Ave, Miami, FL 33131". */
export const addressLine = (a: { name: string; street: string; city: string; state: string; zipCode: string }) =>
  `${a.name} · ${a.street}, ${a.city}, ${a.state} ${a.zipCode}`;
