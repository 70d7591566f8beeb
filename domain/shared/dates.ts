// Calendar days (yyyy-mm-dd) as the shop's documents carry them: an agreement's start and end, an
// invoice's date, a list's date filter. Arithmetic runs on the day itself, in UTC, so no device's
// zone or daylight-saving change can move a day.

/** A real calendar day written yyyy-mm-dd (2026-02-30 is not), as the date inputs give it. */
export function isIsoDay(day: string | null | undefined): day is string {
  if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  // Month 13 is an Invalid Date (toISOString would throw); 02-30 rolls over to March.
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** The day `days` after `day` (negative: before), both yyyy-mm-dd. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whether the runtime knows the IANA time zone (America/New_York). */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
