// Calendar days (yyyy-mm-dd) as the device's clock shows them, not UTC's: an agreement's start,
// an invoice's date and the billing list's 'Hoy' are the day the person sees.
const pad = (n: number) => String(n).padStart(2, '0');

export const localDay = (d: Date = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Spec 9's chat time: HH:MM on the 24-hour clock, on the device's clock; '' for a time that does not parse. */
export function chatTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}
