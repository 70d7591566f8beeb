// How delivery screens write times: the clock time a person plans by ("14:35"), and how fresh a
// driver's position is ("hace 12 s"), in the device's zone like the rest of the app.
const clock = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hour12: false });
const clockSeconds = new Intl.DateTimeFormat('es-MX', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** An ISO instant → "14:35". */
export const clockTime = (iso: string) => clock.format(new Date(iso));
/** An instant → "14:35:07" (the last position sent: seconds matter every 3 s). */
export const clockTimeSeconds = (at: Date | string) => clockSeconds.format(new Date(at));

/** Whole minutes between two instants, or null when either is missing. */
export function minutesBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / 60_000));
}

/** "hace 12 s", "hace 3 min", "hace 2 h": how old a position is. */
export function ago(iso: string, now = Date.now()): { unit: 's' | 'min' | 'h'; count: number } {
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return { unit: 's', count: seconds };
  if (seconds < 3600) return { unit: 'min', count: Math.floor(seconds / 60) };
  return { unit: 'h', count: Math.floor(seconds / 3600) };
}

const dayFormat = new Intl.DateTimeFormat('es-MX', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** 'yyyy-mm-dd' → "lun, 18 may": the delivery day itself, whatever the device's zone. */
export function dayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? dayFormat.format(new Date(Date.UTC(y, m - 1, d))) : day;
}
const longDayFormat = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
/** 'yyyy-mm-dd' → "miércoles, 25 de noviembre". */
export function longDayLabel(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return y && m && d ? longDayFormat.format(new Date(Date.UTC(y, m - 1, d))) : day;
}
