// Invoice dates are calendar days (yyyy-mm-dd) of the device's own day, not UTC's: 'Hoy' is the
// day the person sees on their clock, and the list query sends it as `today`.
const pad = (n: number) => String(n).padStart(2, '0');

export const localDay = (d: Date = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
