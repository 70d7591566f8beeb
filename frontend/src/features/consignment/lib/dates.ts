// Agreement dates are calendar days (yyyy-mm-dd) in the shop's own day, not UTC's; their
// arithmetic is domain/shared's addDays.

const dayFormat = new Intl.DateTimeFormat('es-MX', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
/** '2026-03-05' → '05 mar 2026' (read as a calendar day: no zone may shift it). */
export const formatDay = (day: string) => (day ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : '—');
