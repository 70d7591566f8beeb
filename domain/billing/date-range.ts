import { addDays } from '../shared/dates';
import type { DateRange } from './responses';

// Spec 2.8's date filter as day bounds (yyyy-mm-dd, inclusive), shared by the read-api (SQL) and
// the app's offline list, so both read 'this week' the same way: Monday to Sunday of the shop's day.

/** The shop delivers around Miami: its day turns at midnight there. */
export const SHOP_TIME_ZONE = 'America/New_York';

/** The shop's calendar day at `now` (pure: the caller passes the clock). */
export const shopDay = (now: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);

export interface DayBounds {
  from?: string;
  to?: string;
}

export function dateRangeBounds(range: DateRange, today: string, startDate?: string, endDate?: string): DayBounds {
  switch (range) {
    case 'all':
      return {};
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday = 0
      const monday = addDays(today, -weekday);
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'month': {
      const first = `${today.slice(0, 7)}-01`;
      const nextMonth = new Date(`${first}T00:00:00Z`);
      nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
      return { from: first, to: addDays(nextMonth.toISOString().slice(0, 10), -1) };
    }
    case 'custom':
      return { from: startDate || undefined, to: endDate || undefined };
  }
}
