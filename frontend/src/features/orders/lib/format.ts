import { formatDateTime, formatMoney } from '@/lib/money';

// How orders read: pesos in es-MX like the shop's catalogue and inventory (spec 1), delivery days
// with their weekday (a customer plans around "el viernes", not around 15/05/2026).

/** 1234.5 → "$1,234.50" in the shop's one money, as the catalogue prices the products. */
export const money = (amount: number) => formatMoney(amount);

/** An ISO moment in the device's clock: "18/05/26, 14:05". */
export const moment = (iso: string) => formatDateTime(iso);

const dayFormats = {
  short: new Intl.DateTimeFormat('es-MX', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }),
  long: new Intl.DateTimeFormat('es-MX', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};

/** 'yyyy-mm-dd' → "lun, 18 may" (short) or "lunes, 18 de mayo de 2026" (long); the day never shifts with the zone. */
export function deliveryDay(day: string, style: keyof typeof dayFormats = 'short'): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return dayFormats[style].format(new Date(Date.UTC(y, m - 1, d)));
}
