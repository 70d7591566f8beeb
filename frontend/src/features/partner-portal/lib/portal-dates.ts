import { dayOrderOf, dayText } from '@/lib/day-text';
import { chatTime, localDay } from '@/lib/local-day';

// The portal's days in the page's language (lib/day-text.ts: dd/mm/aaaa in Spanish, mm/dd/yyyy in
// English), an instant read on the device's clock, with its 24-hour time where the moment matters.

/** A calendar day (yyyy-mm-dd, an agreement's start and end). */
export const dayIn = (day: string, language: string) => dayText(day, dayOrderOf(language)) || '—';

/** The day of an instant, on the device's clock. */
export const dayOfInstant = (iso: string, language: string) => dayIn(localDay(new Date(iso)), language);

/** The day and time of an instant ('05/12/2026 14:05'). */
export const momentIn = (iso: string, language: string) => `${dayOfInstant(iso, language)} ${chatTime(iso)}`;
