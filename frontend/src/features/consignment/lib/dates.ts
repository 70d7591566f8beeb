import { localDay } from '@/lib/local-day';

// Agreement dates are calendar days (yyyy-mm-dd) in the shop's own day, not UTC's.

export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return localDay(new Date(y, m - 1, d + days));
}

const dayFormat = new Intl.DateTimeFormat('es-MX', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2026-03-05' → '05 mar 2026' (read as a calendar day: no zone may shift it). */
export const formatDay = (day: string) => (day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : '—');
