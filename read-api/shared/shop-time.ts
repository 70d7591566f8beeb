import { sql, type Kysely, type RawBuilder } from 'kysely';
import { shopClockAt, weekdayOf } from '../../domain/delivery';
import { addDays } from '../../domain/shared';
import type { ReadModels } from '../../projections/read-models';
import { shopSettings, type SettingsReader } from './shop-settings';

// HR's days are the shop's (settings timeZone), cut in SQL at read time (`at time zone`): the read
// model keeps instants only, so a change of zone shows at once and a rebuild needs no settings.

export type HrReadDb = Kysely<ReadModels>;

/** Now, the shop's zone, its day now and the Monday of its week: what "this week" is. */
export interface HrClock {
  now: Date;
  timeZone: string;
  today: string;
  weekStart: string;
}

/** The Monday of a day's week (es-MX weeks run Monday to Sunday). */
export const mondayOf = (day: string): string => addDays(day, 1 - weekdayOf(day));

export async function hrClock(store: SettingsReader, now: Date): Promise<HrClock> {
  const { timeZone } = await shopSettings(store);
  const today = shopClockAt(now, timeZone).today;
  return { now, timeZone, today, weekStart: mondayOf(today) };
}

/** The instant a shop day starts. */
export const midnight = (day: string, timeZone: string): RawBuilder<Date> =>
  sql<Date>`(${day}::date::timestamp at time zone ${timeZone})`;

/** An instant column's shop day as 'yyyy-mm-dd'. */
export const shopDay = (instant: RawBuilder<unknown>, timeZone: string): RawBuilder<string> =>
  sql<string>`to_char((${instant} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;

/** Whole minutes between two instants, rounded once per shift (the payroll's unit). */
export const minutesBetween = (start: RawBuilder<unknown>, end: RawBuilder<unknown>): RawBuilder<number> =>
  sql<number>`round(extract(epoch from (${end} - ${start})) / 60)::int`;

/** A span's bounds as the shop's days: `to` today when absent, `from` `days` − 1 days before it. */
export function spanOf(q: { from?: string; to?: string }, clock: HrClock, defaultFrom: (to: string) => string) {
  const to = q.to ?? (q.from && q.from > clock.today ? q.from : clock.today);
  return { from: q.from ?? defaultFrom(to), to };
}

export const minutesToHours = (minutes: number | null) => (minutes === null ? null : Math.round(minutes / 0.6) / 100);
