import { shopClockAt } from '@domain/delivery/schedule';
import { DEFAULT_SHOP_TIME_ZONE } from '@domain/reports';
import { formatMoney } from '@/lib/money';
import { localDay } from '@/lib/local-day';

// How HR reads: pesos in es-MX like the rest of the shop, durations from minutes, times of day in the
// device's clock (the shop's), days yyyy-mm-dd.
export const money = (amount: number | null | undefined) => formatMoney(amount ?? null);

/** 450 → "7.5 h" (one decimal); null (an open shift) → "—". */
export const hours = (minutes: number | null | undefined) =>
  minutes === null || minutes === undefined
    ? '—'
    : `${(Math.round((minutes / 60) * 10) / 10).toLocaleString('es-MX')} h`;

const timeFormat = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const dateTimeFormat = new Intl.DateTimeFormat('es-MX', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' });
/** An instant as the clock shows it: "09:05". */
export const clockTime = (iso: string | null | undefined) => (iso ? timeFormat.format(new Date(iso)) : '—');
export const dateTime = (iso: string | null | undefined) => (iso ? dateTimeFormat.format(new Date(iso)) : '—');

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as a datetime-local input wants it (the device's clock): "2026-11-26T09:05". */
export const toLocalInput = (iso: string | Date) => {
  const d = new Date(iso);
  return `${localDay(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
/** A datetime-local value back to an instant (ISO UTC); '' → undefined. */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : undefined);

/**
 * Today as the shop's clock reads it (Miami), not the device's: the server refuses a pay or status day
 * after the shop's today, so a device ahead of the shop (UTC between 00:00 and 05:00) must not offer one.
 */
export const today = () => shopClockAt(new Date(), DEFAULT_SHOP_TIME_ZONE).today;
/** The Monday of the week a day is in (yyyy-mm-dd). */
export function weekStart(day: string = today()) {
  const d = new Date(`${day}T12:00:00`);
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
  return localDay(d);
}
export const monthStart = (day: string = today()) => `${day.slice(0, 7)}-01`;
export function monthEnd(day: string = today()) {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return localDay(new Date(y, m, 0));
}

/** A typed amount ('1,250.50', '') → pesos; '' → undefined, NaN stays NaN for the check to refuse. */
export const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/,/g, '')));

/** Whether an instant is later than now (with a minute's slack for the device's clock). */
export const isFuture = (iso: string, slackMs = 60_000) => new Date(iso).getTime() > Date.now() + slackMs;
