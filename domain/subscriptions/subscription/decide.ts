import { zoneForZip, type DeliveryZone } from '../../delivery/zones';
import type { DeliveryAddress } from '../../orders/order/events';
import { addDays } from '../../shared/dates';
import { cycleDay, cycleOnOrAfter, deliveredOn, firstCycleDay, isPaused, startWeekday } from '../schedule';
import type { ChangeSubscription, Subscribe, SubscriptionCommand } from './commands';
import { subscriptionIllegal, subscriptionInvalid, subscriptionNotFound } from './errors';
import type { SubscriptionEvent } from './events';
import type { KnownSubscription, SubscriptionState } from './evolve';

// Every change applies from the next cycle not yet scheduled: a cycle the scheduler already made
// (its delivery and charge exist) keeps its plan, address and day.

/** Paused while a pause has not ended; one whose end has passed holds nothing: active again. */
export function statusOn(s: Pick<KnownSubscription, 'status' | 'pauses'>, today: string): KnownSubscription['status'] {
  if (s.status !== 'paused') return s.status;
  return s.pauses.some((p) => p.until === null || p.until > today) ? 'paused' : 'active';
}

/** The own day of the first cycle not yet scheduled, on or after today. */
export function nextOpenCycle(s: KnownSubscription, today: string): string {
  const after = s.lastScheduled && s.lastScheduled >= today ? addDays(s.lastScheduled, 1) : today;
  return cycleDay(s.cadence, cycleOnOrAfter(s.cadence, after));
}

export function decideSubscription(command: SubscriptionCommand, state: SubscriptionState): SubscriptionEvent[] {
  if (command.type === 'Subscribe') return subscribe(command, state);
  if (state.status === 'absent') throw subscriptionNotFound();
  const { subscriptionId } = state;
  const now = command.metadata.now;
  if (command.type === 'CancelSubscription') {
    if (state.status === 'cancelled') return [];
    const reason = command.data.reason.trim();
    if (!reason) throw subscriptionInvalid('SUBSCRIPTION.REASON_REQUIRED', 'reason');
    return [{ type: 'SubscriptionCancelled', data: { subscriptionId, reason, cancelledAt: now } }];
  }
  if (state.status === 'cancelled') throw subscriptionIllegal('SUBSCRIPTION.CANCELLED');
  switch (command.type) {
    case 'ChangeSubscription':
      return change(command.data, state);
    case 'PauseSubscription': {
      const { until, today } = command.data;
      if (statusOn(state, today) === 'paused') throw subscriptionIllegal('SUBSCRIPTION.ALREADY_PAUSED');
      if (until !== null && until <= today) throw subscriptionInvalid('SUBSCRIPTION.PAUSE_UNTIL', 'until');
      // From today: cycles already scheduled keep their delivery; no new one falls inside the pause.
      return [{ type: 'SubscriptionPaused', data: { subscriptionId, pause: { from: today, until } } }];
    }
    case 'ResumeSubscription': {
      const { today } = command.data;
      if (statusOn(state, today) !== 'paused') throw subscriptionIllegal('SUBSCRIPTION.NOT_PAUSED');
      return [{ type: 'SubscriptionResumed', data: { subscriptionId, resumedOn: today } }];
    }
    case 'SkipNextDelivery': {
      const next = nextCycleToDeliver(state, command.data.today);
      if (!next) throw subscriptionIllegal('SUBSCRIPTION.NOTHING_TO_SKIP');
      return [{ type: 'SubscriptionCycleSkipped', data: { subscriptionId, cycleDay: next } }];
    }
    case 'ScheduleSubscriptionCycle': {
      const { cycleDay: day, deliveryDay, deliveryId } = command.data;
      if (state.cycles[day]) return []; // the scheduler's retry, a second worker, a replay: once
      const due =
        cycleDay(state.cadence, cycleOnOrAfter(state.cadence, day)) === day &&
        deliveryDay === deliveredOn(day) &&
        !state.skips.includes(day) &&
        !isPaused(deliveryDay, state.pauses);
      if (!due) throw subscriptionIllegal('SUBSCRIPTION.CYCLE_NOT_DUE');
      const chargeCents = state.plan.priceCents;
      const data = { subscriptionId, cycleDay: day, deliveryDay, deliveryId, chargeCents, deliverTo: state.deliverTo };
      return [{ type: 'SubscriptionCycleScheduled', data }];
    }
    case 'PaySubscriptionCharge': {
      const { cycleDay: day, method } = command.data;
      if (state.cycles[day] === 'paid') return [];
      if (state.cycles[day] !== 'due') throw subscriptionIllegal('SUBSCRIPTION.NO_CHARGE');
      const data = { subscriptionId, cycleDay: day, method, amountCents: state.plan.priceCents, paidAt: now };
      return [{ type: 'SubscriptionChargePaid', data }];
    }
    case 'WaiveSubscriptionCharge': {
      const { cycleDay: day } = command.data;
      if (state.cycles[day] === 'waived') return [];
      if (state.cycles[day] !== 'due') throw subscriptionIllegal('SUBSCRIPTION.NO_CHARGE');
      const reason = command.data.reason.trim();
      if (!reason) throw subscriptionInvalid('SUBSCRIPTION.REASON_REQUIRED', 'reason');
      return [{ type: 'SubscriptionChargeWaived', data: { subscriptionId, cycleDay: day, reason, waivedAt: now } }];
    }
  }
}

/** The zone an address falls in, as the subscription keeps it; outside every zone is refused. */
function zoneOf(address: DeliveryAddress, zones: readonly DeliveryZone[]) {
  const zone = zoneForZip(address.zipCode, zones);
  if (!zone) throw subscriptionInvalid('SUBSCRIPTION.OUTSIDE_ZONES', 'deliveryAddress.zipCode');
  const { id, name, estimatedDeliveryTime } = zone;
  return { id, name, estimatedDeliveryTime };
}

/** The address first (its zone checked), then the plan: both or neither. */
function change(d: ChangeSubscription['data'], state: KnownSubscription): SubscriptionEvent[] {
  const { subscriptionId } = state;
  const events: SubscriptionEvent[] = [];
  if (d.deliveryAddress) {
    const data = { subscriptionId, deliveryAddress: d.deliveryAddress, zone: zoneOf(d.deliveryAddress, d.zones) };
    events.push({ type: 'SubscriptionAddressChanged', data });
  }
  if (d.plan === null) throw subscriptionInvalid('SUBSCRIPTION.UNKNOWN_PLAN', 'planId');
  if (d.plan && d.plan.planId !== state.plan.planId) {
    const from = nextOpenCycle(state, d.today);
    const cadence = { frequency: d.plan.frequency, anchor: from };
    events.push({ type: 'SubscriptionPlanChanged', data: { subscriptionId, plan: d.plan, cadence, from } });
  }
  return events;
}

/** The next cycle that would be delivered (not skipped, not paused), within a year. */
function nextCycleToDeliver(s: KnownSubscription, today: string): string | undefined {
  const first = cycleOnOrAfter(s.cadence, nextOpenCycle(s, today));
  for (let cycle = first; cycle < first + 60; cycle++) {
    const own = cycleDay(s.cadence, cycle);
    if (own > addDays(today, 366)) return undefined;
    if (!s.skips.includes(own) && !isPaused(deliveredOn(own), s.pauses)) return own;
  }
  return undefined;
}

function subscribe(command: Subscribe, state: SubscriptionState): SubscriptionEvent[] {
  const d = command.data;
  if (state.status !== 'absent') {
    if (state.subscriptionId === d.subscriptionId && state.customerId === d.customerId) return [];
    throw subscriptionIllegal('SUBSCRIPTION.ALREADY_EXISTS');
  }
  if (!d.plan) throw subscriptionInvalid('SUBSCRIPTION.UNKNOWN_PLAN', 'planId');
  const zone = zoneOf(d.deliveryAddress, d.zones);
  if (d.startDate < d.today) throw subscriptionInvalid('SUBSCRIPTION.START_IN_PAST', 'startDate');
  // A weekday sent picks the first such day on or after the start; none sent, the start is the first.
  const preferredDay = d.preferredDay ?? startWeekday(d.startDate);
  if (!Number.isInteger(preferredDay) || preferredDay < 1 || preferredDay > 6)
    throw subscriptionInvalid('SUBSCRIPTION.PREFERRED_DAY', 'preferredDay');
  const cadence = { frequency: d.plan.frequency, anchor: firstCycleDay(d.startDate, preferredDay) };
  return [
    {
      type: 'Subscribed',
      data: {
        subscriptionId: d.subscriptionId,
        customerId: d.customerId,
        plan: d.plan,
        deliveryAddress: d.deliveryAddress,
        recipientPhone: d.recipientPhone.trim(),
        zone,
        preferredDay,
        startDate: d.startDate,
        cadence,
        notes: d.notes.trim(),
        subscribedAt: command.metadata.now,
      },
    },
  ];
}
