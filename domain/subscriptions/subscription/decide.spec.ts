import { describe, it } from 'vitest';
import { DELIVERY_ZONES } from '../../delivery/zones';
import { command, specFor } from '../../shared/given-when-then';
import { subscriptionDecider } from '../index';
import type { SubscribedPlan, SubscriptionEvent } from './events';

// Issue 16's rules of one subscription: subscribing (plan, zone, start, day), changes from the next
// cycle on, pauses and resumes without backfill, skips, cancellation, and each cycle scheduled once.

const spec = specFor(subscriptionDecider);
const ID = 'sub-1';
const WEEKLY: SubscribedPlan = { planId: 'weekly', name: 'Semanal', frequency: 'weekly', priceCents: 3999 };
const MONTHLY: SubscribedPlan = { planId: 'monthly', name: 'Mensual', frequency: 'monthly', priceCents: 8999 };
const address = { name: 'Casa', street: '1200 Brickell Ave', city: 'Miami', state: 'FL', zipCode: '33131' };
const BRICKELL = { id: 'brickell', name: 'Brickell', estimatedDeliveryTime: 25 };
const TODAY = '2026-01-15'; // a Thursday
const subscribe = (over: Record<string, unknown> = {}) =>
  command('Subscribe', {
    subscriptionId: ID,
    customerId: 'client-1',
    plan: WEEKLY,
    deliveryAddress: address,
    zones: DELIVERY_ZONES,
    preferredDay: 2, // Tuesdays
    startDate: TODAY,
    notes: '',
    recipientPhone: '',
    today: TODAY,
    ...over,
  });
const subscribed: SubscriptionEvent = {
  type: 'Subscribed',
  data: {
    subscriptionId: ID,
    customerId: 'client-1',
    plan: WEEKLY,
    deliveryAddress: address,
    zone: BRICKELL,
    preferredDay: 2,
    startDate: TODAY,
    cadence: { frequency: 'weekly', anchor: '2026-01-20' },
    notes: '',
    recipientPhone: '',
    subscribedAt: '2026-01-15T10:00:00.000Z',
  },
};
const scheduled = (cycleDay: string): SubscriptionEvent => ({
  type: 'SubscriptionCycleScheduled',
  data: {
    subscriptionId: ID,
    cycleDay,
    deliveryDay: cycleDay,
    deliveryId: `d-${cycleDay}`,
    chargeCents: 3999,
    deliverTo: { deliveryAddress: address, recipientPhone: '', zone: BRICKELL },
  },
});
const schedule = (cycleDay: string, deliveryDay = cycleDay) =>
  command('ScheduleSubscriptionCycle', { subscriptionId: ID, cycleDay, deliveryDay, deliveryId: `d-${cycleDay}` });

describe('subscribing', () => {
  it('starts on the first preferred weekday on or after the start date', () => {
    spec.given([]).when(subscribe()).then([subscribed]);
    spec.given([subscribed]).when(subscribe()).thenNothing();
  });
  it('refuses an unknown plan, an address outside the zones, a start in the past and a Sunday', () => {
    spec
      .given([])
      .when(subscribe({ plan: null }))
      .thenThrows('SUBSCRIPTION.UNKNOWN_PLAN');
    spec
      .given([])
      .when(subscribe({ deliveryAddress: { ...address, zipCode: '10001' } }))
      .thenThrows('SUBSCRIPTION.OUTSIDE_ZONES');
    spec
      .given([])
      .when(subscribe({ startDate: '2026-01-14' }))
      .thenThrows('SUBSCRIPTION.START_IN_PAST');
    spec
      .given([])
      .when(subscribe({ preferredDay: 7 }))
      .thenThrows('SUBSCRIPTION.PREFERRED_DAY');
  });
});

describe('the cycles', () => {
  it('are scheduled once each, only on the plan’s days, never inside a pause or when skipped', () => {
    spec
      .given([subscribed])
      .when(schedule('2026-01-20'))
      .then([scheduled('2026-01-20')]);
    spec
      .given([subscribed, scheduled('2026-01-20')])
      .when(schedule('2026-01-20'))
      .thenNothing();
    spec.given([subscribed]).when(schedule('2026-01-21')).thenThrows('SUBSCRIPTION.CYCLE_NOT_DUE');
    const paused: SubscriptionEvent = {
      type: 'SubscriptionPaused',
      data: { subscriptionId: ID, pause: { from: '2026-01-16', until: '2026-02-01' } },
    };
    spec.given([subscribed, paused]).when(schedule('2026-01-27')).thenThrows('SUBSCRIPTION.CYCLE_NOT_DUE');
    spec
      .given([subscribed, paused])
      .when(schedule('2026-02-03'))
      .then([scheduled('2026-02-03')]);
  });

  it('skips the next cycle not yet scheduled; a plan change applies from it', () => {
    const skipNext = command('SkipNextDelivery', { subscriptionId: ID, today: TODAY });
    spec
      .given([subscribed, scheduled('2026-01-20')])
      .when(skipNext)
      .then([{ type: 'SubscriptionCycleSkipped', data: { subscriptionId: ID, cycleDay: '2026-01-27' } }]);
    spec
      .given([subscribed, scheduled('2026-01-20')])
      .when(command('ChangeSubscription', { subscriptionId: ID, plan: MONTHLY, zones: DELIVERY_ZONES, today: TODAY }))
      .then([
        {
          type: 'SubscriptionPlanChanged',
          data: {
            subscriptionId: ID,
            plan: MONTHLY,
            cadence: { frequency: 'monthly', anchor: '2026-01-27' },
            from: '2026-01-27',
          },
        },
      ]);
  });
});

describe('changing the address', () => {
  const beach = { ...address, street: '100 Ocean Dr', zipCode: '33139' };
  const change = (over: Record<string, unknown>) =>
    command('ChangeSubscription', { subscriptionId: ID, zones: DELIVERY_ZONES, today: TODAY, ...over });
  it('moves the next cycles to the new zone; refuses one outside the zones, and an unknown plan', () => {
    const moved: SubscriptionEvent = {
      type: 'SubscriptionAddressChanged',
      data: {
        subscriptionId: ID,
        deliveryAddress: beach,
        zone: { id: 'miami-beach', name: 'Miami Beach', estimatedDeliveryTime: 40 },
      },
    };
    spec
      .given([subscribed])
      .when(change({ deliveryAddress: beach }))
      .then([moved]);
    spec
      .given([subscribed, moved])
      .when(schedule('2026-01-20'))
      .then([
        {
          ...scheduled('2026-01-20'),
          data: {
            ...scheduled('2026-01-20').data,
            deliverTo: { deliveryAddress: beach, recipientPhone: '', zone: moved.data.zone },
          },
        } as SubscriptionEvent,
      ]);
    spec
      .given([subscribed])
      .when(change({ deliveryAddress: { ...address, zipCode: '10001' } }))
      .thenThrows('SUBSCRIPTION.OUTSIDE_ZONES');
    spec
      .given([subscribed])
      .when(change({ plan: null }))
      .thenThrows('SUBSCRIPTION.UNKNOWN_PLAN');
    spec
      .given([subscribed])
      .when(change({ plan: WEEKLY }))
      .thenNothing();
  });
});

describe('pausing, resuming, cancelling', () => {
  const pause = (until: string | null) => command('PauseSubscription', { subscriptionId: ID, until, today: TODAY });
  const open: SubscriptionEvent = {
    type: 'SubscriptionPaused',
    data: { subscriptionId: ID, pause: { from: TODAY, until: null } },
  };
  const cancelled: SubscriptionEvent = {
    type: 'SubscriptionCancelled',
    data: { subscriptionId: ID, reason: 'Se muda', cancelledAt: '2026-01-15T10:00:00.000Z' },
  };
  it('pauses until a date or open, once; resumes only what is paused', () => {
    spec.given([subscribed]).when(pause(null)).then([open]);
    spec.given([subscribed, open]).when(pause(null)).thenThrows('SUBSCRIPTION.ALREADY_PAUSED');
    spec.given([subscribed]).when(pause(TODAY)).thenThrows('SUBSCRIPTION.PAUSE_UNTIL');
    const resume = command('ResumeSubscription', { subscriptionId: ID, today: '2026-02-10' });
    spec
      .given([subscribed, open])
      .when(resume)
      .then([{ type: 'SubscriptionResumed', data: { subscriptionId: ID, resumedOn: '2026-02-10' } }]);
    spec.given([subscribed]).when(resume).thenThrows('SUBSCRIPTION.NOT_PAUSED');
  });
  it('cancels once with a reason; a cancelled subscription takes no other change', () => {
    const cancel = command('CancelSubscription', { subscriptionId: ID, reason: 'Se muda' });
    spec.given([subscribed]).when(cancel).then([cancelled]);
    spec.given([subscribed, cancelled]).when(cancel).thenNothing();
    spec.given([subscribed, cancelled]).when(pause(null)).thenThrows('SUBSCRIPTION.CANCELLED');
    spec.given([subscribed, cancelled]).when(schedule('2026-01-20')).thenThrows('SUBSCRIPTION.CANCELLED');
  });
});

describe('a cycle’s charge', () => {
  const NOW = '2026-01-15T10:00:00.000Z';
  const pay = command('PaySubscriptionCharge', { subscriptionId: ID, cycleDay: '2026-01-20', method: 'card' as const });
  const waive = (reason: string, cycleDay = '2026-01-20') =>
    command('WaiveSubscriptionCharge', { subscriptionId: ID, cycleDay, reason });
  const paid: SubscriptionEvent = {
    type: 'SubscriptionChargePaid',
    data: { subscriptionId: ID, cycleDay: '2026-01-20', method: 'card', amountCents: 3999, paidAt: NOW },
  };
  it('is paid once at the price taken, or waived with a reason; a cycle not made has none', () => {
    spec
      .given([subscribed, scheduled('2026-01-20')])
      .when(pay)
      .then([paid]);
    spec
      .given([subscribed, scheduled('2026-01-20'), paid])
      .when(pay)
      .thenNothing();
    spec
      .given([subscribed, scheduled('2026-01-20'), paid])
      .when(waive('Regalo'))
      .thenThrows('SUBSCRIPTION.NO_CHARGE');
    spec
      .given([subscribed, scheduled('2026-01-20')])
      .when(waive(' Flores dañadas '))
      .then([
        {
          type: 'SubscriptionChargeWaived',
          data: { subscriptionId: ID, cycleDay: '2026-01-20', reason: 'Flores dañadas', waivedAt: NOW },
        },
      ]);
    spec
      .given([subscribed, scheduled('2026-01-20')])
      .when(waive(' '))
      .thenThrows('SUBSCRIPTION.REASON_REQUIRED');
    spec.given([subscribed]).when(pay).thenThrows('SUBSCRIPTION.NO_CHARGE');
    spec
      .given([subscribed, scheduled('2026-01-20')])
      .when(waive('x', '2026-01-27'))
      .thenThrows('SUBSCRIPTION.NO_CHARGE');
  });
});
