import { addDays } from '../../shared/dates';
import { cycleDay, cycleOnOrAfter, deliveredOn, isPaused } from '../schedule';
import type { KnownSubscription } from './evolve';

/** Days ahead of a delivery that the scheduler makes it and its charge (issue 16; configurable). */
export const DEFAULT_DAYS_AHEAD = 2;

/**
 * The cycles the scheduler owes a subscription on `today`: those not yet scheduled whose delivery
 * falls from today to `daysAhead` days ahead, not skipped, not paused. Never one before today: a
 * subscription resumed, or a scheduler that was down, does not backfill what it missed. The scheduler
 * sends ScheduleSubscriptionCycle for each (its id from the subscription and the cycle's day), and the
 * subscription takes each cycle once, whoever sends it and however often.
 */
export function cyclesDue(
  s: KnownSubscription,
  today: string,
  daysAhead = DEFAULT_DAYS_AHEAD,
): { cycleDay: string; deliveryDay: string }[] {
  if (s.status === 'cancelled') return [];
  const until = addDays(today, daysAhead);
  const due: { cycleDay: string; deliveryDay: string }[] = [];
  // From the day before: a Sunday cycle is delivered on the Monday that may be today.
  for (let cycle = cycleOnOrAfter(s.cadence, addDays(today, -1)); ; cycle++) {
    const own = cycleDay(s.cadence, cycle);
    const delivered = deliveredOn(own);
    if (own > until) return due;
    if (delivered < today || delivered > until || s.cycles[own] || own <= s.lastScheduled) continue;
    if (s.skips.includes(own) || isPaused(delivered, s.pauses)) continue;
    due.push({ cycleDay: own, deliveryDay: delivered });
  }
}
