import { sql, type RawBuilder } from 'kysely';
import {
  cyclesToMake,
  nextDelivery,
  statusOn,
  type Cadence,
  type Pause,
  type SubscriptionStatus,
} from '../../../domain/subscriptions';

// What a subscription's row says as of the shop's today: its status (a pause whose end has passed
// holds nothing: active again, domain statusOn), until when it is paused, its next delivery, and the
// cycles still planned (not yet scheduled) in a range of days. The schedule is the domain's
// (schedule.ts): computed from the row, never stored, so it follows the shop's day.

/** What the schedule is computed from, as the queries select it. */
export interface ScheduleFacts {
  status: SubscriptionStatus;
  cadence: Cadence;
  pauses: Pause[];
  skips: string[];
  /** The latest scheduled cycle's own day: the scheduler never goes back before it. */
  last_scheduled: string | null;
}

/** A cycle still to be scheduled: its own day and the day it will be delivered. */
export interface PlannedCycle {
  cycleDay: string;
  deliveryDate: string;
}

const holdsOn = (p: Pause, today: string) => p.until === null || p.until > today;

/** The domain's statusOn, on the row: paused while a pause has not ended. */
export const statusToday = statusOn;

/** The same rule in SQL over the `s` (subscriptions) row, for the list's filter and counts. */
export const statusTodaySql = (today: string): RawBuilder<SubscriptionStatus> =>
  sql<SubscriptionStatus>`case when s.status = 'paused' and not exists (
    select 1 from jsonb_array_elements(s.pauses) p
    where p->>'until' is null or p->>'until' > ${today}) then 'active' else s.status end`;

/** While paused until a day: that day (excluded); null when not paused or open-ended. */
export function pausedUntil(s: Pick<ScheduleFacts, 'status' | 'pauses'>, today: string): string | null {
  if (statusToday(s, today) !== 'paused') return null;
  const holding = s.pauses.filter((p) => holdsOn(p, today));
  if (holding.some((p) => p.until === null)) return null;
  return (
    holding
      .map((p) => p.until!)
      .sort()
      .at(-1) ?? null
  );
}

/** The next delivery on or after today (scheduled or not); null when cancelled or paused without end. */
export function nextDeliveryOf(s: ScheduleFacts, today: string): string | null {
  if (s.status === 'cancelled') return null;
  return nextDelivery(s.cadence, today, { skips: s.skips, pauses: s.pauses });
}

/** The domain's cyclesToMake on the row: the cycles the scheduler will still make in [from, to]. */
export function plannedCycles(
  s: ScheduleFacts,
  from: string,
  to: string,
  scheduled: ReadonlySet<string>,
  limit?: number,
): PlannedCycle[] {
  const facts = {
    ...s,
    lastScheduled: s.last_scheduled ?? '',
    cycles: Object.fromEntries([...scheduled].map((d) => [d, true])),
  };
  return cyclesToMake(facts, from, to, limit).map((c) => ({ cycleDay: c.cycleDay, deliveryDate: c.deliveryDay }));
}

/** Monthly recurring revenue of one subscription's price, in centavos (SQL over `s`). */
export const monthlyCentsSql = sql<number>`case s.frequency
  when 'weekly' then s.price_cents * 52 / 12.0
  when 'biweekly' then s.price_cents * 26 / 12.0
  else s.price_cents end`;
