import { addDays } from '../../shared/dates';
import { cycleDay, cycleOnOrAfter, deliveredOn, isPaused } from '../schedule';
import type { KnownSubscription } from './evolve';

/** Days ahead of a delivery that the scheduler makes it and its charge (issue 16; configurable). */
export const DEFAULT_DAYS_AHEAD = 2;

/** What the cycles still to make are worked out from (the aggregate's state, or a read model's row). */
export type CycleFacts = Pick<KnownSubscription, 'status' | 'cadence' | 'skips' | 'pauses' | 'lastScheduled'> & {
  /** Own days of the cycles already made. */
  cycles: Readonly<Record<string, unknown>>;
};

export interface OwedCycle {
  cycleDay: string;
  deliveryDay: string;
}

/**
 * The cycles not yet made whose delivery falls from `from` to `to` (inclusive), in order, at most
 * `limit`: none up to the latest made (the scheduler never goes back), none skipped, none delivered
 * inside a pause, none for a cancelled subscription. The scheduler makes them; the screens list the
 * same ones as planned.
 */
export function cyclesToMake(s: CycleFacts, from: string, to: string, limit = Infinity): OwedCycle[] {
  const owed: OwedCycle[] = [];
  if (s.status === 'cancelled') return owed;
  // From the day before: a Sunday cycle is delivered on the Monday that may be `from`.
  for (let cycle = cycleOnOrAfter(s.cadence, addDays(from, -1)); owed.length < limit; cycle++) {
    const own = cycleDay(s.cadence, cycle);
    if (own > to) break;
    const delivered = deliveredOn(own);
    if (delivered < from || delivered > to || own in s.cycles || own <= s.lastScheduled) continue;
    if (s.skips.includes(own) || isPaused(delivered, s.pauses)) continue;
    owed.push({ cycleDay: own, deliveryDay: delivered });
  }
  return owed;
}

/**
 * The cycles the scheduler owes a subscription on `today`: those delivered from today to `daysAhead`
 * days ahead. Never one before today: a subscription resumed, or a scheduler that was down, does not
 * backfill what it missed. The scheduler sends ScheduleSubscriptionCycle for each (its id from the
 * subscription and the cycle's day), and the subscription takes each cycle once, whoever sends it.
 */
export const cyclesDue = (s: CycleFacts, today: string, daysAhead = DEFAULT_DAYS_AHEAD): OwedCycle[] =>
  cyclesToMake(s, today, addDays(today, daysAhead));
