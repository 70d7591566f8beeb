import { weekdayOf } from '../delivery/schedule';
import { addDays } from '../shared/dates';

// Issue 16: when a subscription's deliveries fall. Every date is computed from the cycle's anchor and
// its number, never from the previous date, so nothing drifts: weekly every 7 days, biweekly every 14,
// monthly on the anchor's day of the month (the 31st falls on a shorter month's last day). Deliveries
// go out Monday to Saturday: a cycle landing on a Sunday is delivered on the Monday after. Pauses and
// skips take cycles out; they never move the others, and resuming never backfills.

export const FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** A cadence from one anchor (yyyy-mm-dd, the first cycle's own day). */
export interface Cadence {
  frequency: Frequency;
  anchor: string;
}

/** A pause from `from` (included) until `until` (excluded; null: until resumed). */
export interface Pause {
  from: string;
  until: string | null;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number) => String(n).padStart(2, '0');

/** The cycle's own day (before the Sunday rule): cycle 0 is the anchor. */
export function cycleDay({ frequency, anchor }: Cadence, cycle: number): string {
  if (frequency !== 'monthly') return addDays(anchor, cycle * (frequency === 'weekly' ? 7 : 14));
  const [y, m, d] = anchor.split('-').map(Number) as [number, number, number];
  const months = m - 1 + cycle;
  const year = y + Math.floor(months / 12);
  const month = (((months % 12) + 12) % 12) + 1;
  return `${year}-${pad(month)}-${pad(Math.min(d, daysIn(year, month)))}`;
}

/** The day a cycle is delivered: its own day, or the Monday after when that is a Sunday. */
export const deliveredOn = (day: string) => (weekdayOf(day) === 7 ? addDays(day, 1) : day);

/**
 * The first cycle of a subscription starting on `startDate` (yyyy-mm-dd): the first day on or after
 * it that is the preferred ISO weekday (1 = Monday … 6 = Saturday).
 */
export function firstCycleDay(startDate: string, preferredWeekday: number): string {
  const shift = (preferredWeekday - weekdayOf(startDate) + 7) % 7;
  return addDays(startDate, shift);
}

/**
 * The weekday a subscription takes when none is chosen (issue 39): the start's own, so the first
 * delivery is the start; a Sunday start (no deliveries) takes Monday. `startDate` is already a day of
 * the shop's calendar, so its weekday needs no time zone.
 */
export const startWeekday = (startDate: string) => weekdayOf(deliveredOn(startDate));

export const isPaused = (day: string, pauses: readonly Pause[]) =>
  pauses.some((p) => day >= p.from && (p.until === null || day < p.until));

/** The first cycle whose own day is on or after `day` (never a cycle before the anchor). */
export function cycleOnOrAfter(cadence: Cadence, day: string): number {
  if (day <= cadence.anchor) return 0;
  const step = cadence.frequency === 'weekly' ? 7 : cadence.frequency === 'biweekly' ? 14 : 28;
  // A lower bound from the shortest spacing, then forward: at most a few steps for monthly.
  let cycle = Math.max(0, Math.floor(daysBetween(cadence.anchor, day) / (cadence.frequency === 'monthly' ? 31 : step)));
  while (cycleDay(cadence, cycle) < day) cycle++;
  return cycle;
}

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/**
 * The delivery days of the cycles whose own day falls in [from, to] (inclusive), in order: each
 * cycle's delivered day, leaving out the skipped cycles (by their own day) and those delivered inside
 * a pause.
 */
export function deliveryDays(
  cadence: Cadence,
  from: string,
  to: string,
  { skips = [], pauses = [] }: { skips?: readonly string[]; pauses?: readonly Pause[] } = {},
): string[] {
  const days: string[] = [];
  for (let cycle = cycleOnOrAfter(cadence, from); ; cycle++) {
    const own = cycleDay(cadence, cycle);
    if (own > to) return days;
    const delivered = deliveredOn(own);
    if (!skips.includes(own) && !isPaused(delivered, pauses)) days.push(delivered);
  }
}

/** The next delivery on or after `today`, or null while paused without an end. */
export function nextDelivery(
  cadence: Cadence,
  today: string,
  rules: { skips?: readonly string[]; pauses?: readonly Pause[] } = {},
): string | null {
  if (rules.pauses?.some((p) => p.until === null && p.from <= today)) return null;
  // A Sunday cycle delivered on Monday `today` is still ahead: look from the day before.
  for (let from = addDays(today, -1); ; from = addDays(from, 62)) {
    const found = deliveryDays(cadence, from, addDays(from, 62), rules).find((d) => d >= today);
    if (found) return found;
    if (rules.pauses?.some((p) => p.until === null)) return null;
  }
}
