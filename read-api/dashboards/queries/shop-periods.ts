import { shopClockAt } from '../../../domain/delivery';
import { addDays } from '../../../domain/shared';
import { mondayOf } from '../../shared/shop-time';
import { shopTimeZone, type SettingsReader } from '../../shared/shop-settings';

// The dashboards' periods are the shop's days (settings timeZone), as HR and the reports cut them:
// today, this week from Monday, this month from the 1st, and the 30 days the chart draws. Read per
// request, so a change of zone shows at once.

/** How many days the sales chart draws, today included. */
export const SERIES_DAYS = 30;

export interface ShopPeriods {
  timeZone: string;
  today: string;
  weekStart: string;
  monthStart: string;
  seriesStart: string;
}

export async function shopPeriods(store: SettingsReader, now: Date): Promise<ShopPeriods> {
  return periodsAt(await shopTimeZone(store), now);
}

// Cutting an instant in a zone (Intl) was a quarter of a kept owner's answer's time. A zone's offset
// is whole minutes, so its day turns only on a minute: the last minute's periods are kept per zone.
const lastMinute = new Map<string, { minute: number; periods: ShopPeriods }>();

export function periodsAt(timeZone: string, now: Date): ShopPeriods {
  const minute = Math.floor(now.getTime() / 60_000);
  const kept = lastMinute.get(timeZone);
  if (kept?.minute === minute) return kept.periods;
  const today = shopClockAt(now, timeZone).today;
  const periods = {
    timeZone,
    today,
    weekStart: mondayOf(today),
    monthStart: `${today.slice(0, 8)}01`,
    seriesStart: addDays(today, 1 - SERIES_DAYS),
  };
  if (lastMinute.size > 16) lastMinute.clear();
  lastMinute.set(timeZone, { minute, periods });
  return periods;
}

/** Every day of a span, oldest first (both inclusive). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}
