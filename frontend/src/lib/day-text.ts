// A calendar day (ISO yyyy-mm-dd, what forms and the API hold) as a person reads and types it in the
// app's language: Spanish dd/mm/aaaa, English mm/dd/yyyy. The browser's own date input follows the
// browser's locale instead, so a Spanish page showed mm/dd/yyyy (issue 43).

export type DayOrder = 'dmy' | 'mdy';

export const dayOrderOf = (language: string | undefined): DayOrder => (language?.startsWith('en') ? 'mdy' : 'dmy');

const pad = (n: number) => String(n).padStart(2, '0');
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day of a four-digit year (no 31/02), as ISO; null when there is no such day. */
function isoOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999 || month < 1 || month > 12 || day < 1) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > last ? null : `${year}-${pad(month)}-${pad(day)}`;
}

/** '2026-12-31' → '31/12/2026' (dmy) or '12/31/2026' (mdy); '' for no day or a value that is not ISO. */
export function dayText(iso: string | undefined, order: DayOrder): string {
  const m = ISO.exec(iso ?? '');
  if (!m) return '';
  const [, y, mo, d] = m;
  return order === 'dmy' ? `${d}/${mo}/${y}` : `${mo}/${d}/${y}`;
}

/**
 * What the person typed, as ISO: '' for nothing typed, null for a text that is not a whole real day.
 * Takes the language's order with '/', '-', '.' or spaces between the parts, the eight digits alone
 * (31122026), and an ISO day as it is (pasted from elsewhere).
 */
export function parseDayText(text: string, order: DayOrder): string | null {
  const typed = text.trim();
  if (typed === '') return '';
  const iso = ISO.exec(typed);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const parts = /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/.exec(typed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  if (!parts) return null;
  const [a, b, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  return order === 'dmy' ? isoOf(year, b, a) : isoOf(year, a, b);
}

/** Typing forward, the slash comes by itself after the day and the month ('31' → '31/'). */
export function withSlashes(before: string, after: string): string {
  const growing = after.length > before.length && after.startsWith(before);
  return growing && /^(\d{2}|\d{1,2}\/\d{2})$/.test(after) ? `${after}/` : after;
}

/** The ISO day `days` after (or before) this one. */
export function shiftDay(iso: string, days: number): string {
  const [y = 0, m = 1, d = 1] = iso.split('-').map(Number);
  const at = new Date(Date.UTC(y, m - 1, d + days));
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}`;
}
