import { addDays } from '../../../domain/shared';
import { hrClock, mondayOf } from '../../shared/shop-time';
import type { SettingsReader } from '../../shared/shop-settings';

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
  const { timeZone, today } = await hrClock(store, now);
  return {
    timeZone,
    today,
    weekStart: mondayOf(today),
    monthStart: `${today.slice(0, 8)}01`,
    seriesStart: addDays(today, 1 - SERIES_DAYS),
  };
}

/** Every day of a span, oldest first (both inclusive). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}
