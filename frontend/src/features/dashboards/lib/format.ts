import { formatCount, formatMoney, formatWholeMoney } from '@/lib/money';

// The API counts cents; the screens show them in the shop's one money (issue 43).
export const money = (cents: number) => formatMoney(cents / 100);

/** A chart axis's amounts: whole units ("$80,000"), so the labels stay narrow on a phone. */
export const wholePesos = (cents: number) => formatWholeMoney(Math.round(cents / 100));
export const count = (n: number) => formatCount(n);
/** 4250 basis points → "42.5 %"; no sales, no share. */
export const share = (basisPoints: number | null) =>
  basisPoints === null ? '—' : `${(basisPoints / 100).toLocaleString('es-MX', { maximumFractionDigits: 1 })} %`;
/** "2026-11-26" → "26 nov" (the chart's axis): the day as written, no time zone moves it. */
export const shortDay = (day: string, locale: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
