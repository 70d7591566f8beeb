import type { Command } from '../../shared/decider';
import type { DeliveryZone } from '../../delivery/zones';
import type { DeliveryAddress } from '../../orders/order/events';
import type { SubscribedPlan, SubscriptionChargePaid } from './events';

// The commands decide() receives. The command side resolves the plan (the plan book's) and the
// zones (the zone book's) and passes the shop's day; the scheduler sends the cycles it owes.

export type Subscribe = Command<
  'Subscribe',
  {
    subscriptionId: string;
    customerId: string;
    /** null: no active plan of that id (refused here). */
    plan: SubscribedPlan | null;
    deliveryAddress: DeliveryAddress;
    recipientPhone: string;
    zones: readonly DeliveryZone[];
    /** ISO weekday of the deliveries; absent: the start's own (schedule.ts startWeekday). */
    preferredDay?: number;
    startDate: string;
    notes: string;
    /** The shop's day now (yyyy-mm-dd). */
    today: string;
  }
>;
/** A plan (from the next cycle not yet scheduled) and/or an address; undefined: unchanged. */
export type ChangeSubscription = Command<
  'ChangeSubscription',
  {
    subscriptionId: string;
    /** null: no active plan of the id asked for (refused here). */
    plan?: SubscribedPlan | null;
    deliveryAddress?: DeliveryAddress;
    zones: readonly DeliveryZone[];
    today: string;
  }
>;
export type PauseSubscription = Command<
  'PauseSubscription',
  { subscriptionId: string; until: string | null; today: string }
>;
export type ResumeSubscription = Command<'ResumeSubscription', { subscriptionId: string; today: string }>;
export type SkipNextDelivery = Command<'SkipNextDelivery', { subscriptionId: string; today: string }>;
export type CancelSubscription = Command<'CancelSubscription', { subscriptionId: string; reason: string }>;
/** The scheduler's, for one cycle's own day; a repeat of the same cycle is a no-op. */
export type ScheduleSubscriptionCycle = Command<
  'ScheduleSubscriptionCycle',
  { subscriptionId: string; cycleDay: string; deliveryDay: string; deliveryId: string }
>;
export type PaySubscriptionCharge = Command<
  'PaySubscriptionCharge',
  { subscriptionId: string; cycleDay: string; method: SubscriptionChargePaid['data']['method'] }
>;
export type WaiveSubscriptionCharge = Command<
  'WaiveSubscriptionCharge',
  { subscriptionId: string; cycleDay: string; reason: string }
>;

export type SubscriptionCommand =
  | Subscribe
  | ChangeSubscription
  | PauseSubscription
  | ResumeSubscription
  | SkipNextDelivery
  | CancelSubscription
  | ScheduleSubscriptionCycle
  | PaySubscriptionCharge
  | WaiveSubscriptionCharge;
