import { formatCount, formatMoney } from '@/lib/money';

// The API counts centavos; the screens show pesos in the shop's format (es-MX, MXN).
export const money = (cents: number) => formatMoney(cents / 100);
const whole = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });
/** A chart axis's amounts: whole pesos ("$80,000"), so the labels stay narrow on a phone. */
export const wholePesos = (cents: number) => whole.format(Math.round(cents / 100));
export const count = (n: number) => formatCount(n);
/** 4250 basis points → "42.5 %"; no sales, no share. */
export const share = (basisPoints: number | null) =>
  basisPoints === null ? '—' : `${(basisPoints / 100).toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`;
/** "2026-11-26" → "26 nov" (the chart's axis): the day as written, no time zone moves it. */
export const shortDay = (day: string, locale: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
