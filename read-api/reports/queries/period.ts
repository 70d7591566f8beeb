import { TZDate } from '@date-fns/tz';
import {
  addDays,
  format,
  startOfDay,
  startOfMonth,
  startOfQuarter,
  startOfWeek,
  startOfYear,
  endOfMonth,
  endOfQuarter,
  endOfWeek,
  endOfYear,
} from 'date-fns';
import type { ReportPeriod } from '../../../domain/reports';

// Here, not in domain/reports: the domain takes no package but zod (and no clock); the read side
// resolves a period against its clock and the shop's zone.

/** A period as days of the shop's time zone (both inclusive) and the instants that bound it. */
export interface ResolvedPeriod {
  from: string | null;
  to: string | null;
  /** The first instant inside the period; null for 'all'. */
  start: Date | null;
  /** The first instant after the period (exclusive); null for 'all'. */
  end: Date | null;
}

const day = (d: Date) => format(d, 'yyyy-MM-dd');

/**
 * Resolves a period against `now` in `timeZone`: today, the week (Monday to Sunday, as in es-MX),
 * the month, the quarter or the year that holds `now`; custom takes `from` and `to` as given
 * (already checked: valid days, from ≤ to). The days are those of the shop, not of the server.
 */
export function resolvePeriod(
  period: ReportPeriod,
  custom: { from?: string; to?: string },
  now: Date,
  timeZone: string,
): ResolvedPeriod {
  if (period === 'all') return { from: null, to: null, start: null, end: null };
  const local = new TZDate(now.getTime(), timeZone);
  const [first, last] = ((): [Date, Date] => {
    switch (period) {
      case 'today':
        return [local, local];
      case 'week':
        return [startOfWeek(local, { weekStartsOn: 1 }), endOfWeek(local, { weekStartsOn: 1 })];
      case 'month':
        return [startOfMonth(local), endOfMonth(local)];
      case 'quarter':
        return [startOfQuarter(local), endOfQuarter(local)];
      case 'year':
        return [startOfYear(local), endOfYear(local)];
      case 'custom':
        return [atLocalMidnight(custom.from!, timeZone), atLocalMidnight(custom.to!, timeZone)];
    }
  })();
  const start = startOfDay(first);
  const end = startOfDay(addDays(last, 1));
  return { from: day(first), to: day(last), start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** Midnight of a 'yyyy-mm-dd' day in the time zone (a TZDate, so date-fns keeps counting in that zone). */
function atLocalMidnight(isoDay: string, timeZone: string): TZDate {
  const [y, m, d] = isoDay.split('-').map(Number);
  return new TZDate(y!, m! - 1, d!, timeZone);
}
