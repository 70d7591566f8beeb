import type { DomainEvent } from '../../shared/decider';
import type { DeliveryAddress } from '../../orders/order/events';
import type { Cadence, Frequency, Pause } from '../schedule';

// Spec 3 "Subscription" and 4 (active, paused; cancelled is ours): a customer's standing order of
// flowers on a plan's cadence. Each cycle the scheduler schedules its delivery and records its charge,
// once per subscription and cycle (issue 16). Money in centavos.

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Activa',
  paused: 'En pausa',
  cancelled: 'Cancelada',
};

/** The plan as the subscription took it: later price changes of the plan apply to new subscriptions. */
export interface SubscribedPlan {
  planId: string;
  name: string;
  frequency: Frequency;
  priceCents: number;
}

export type Subscribed = DomainEvent<
  'Subscribed',
  {
    subscriptionId: string;
    customerId: string;
    plan: SubscribedPlan;
    deliveryAddress: DeliveryAddress;
    /** The driver's number to call ('' when not given). */
    recipientPhone: string;
    zone: { id: string; name: string; estimatedDeliveryTime: number };
    /** ISO weekday 1–6 of the deliveries (monthly: of the first one). */
    preferredDay: number;
    startDate: string;
    cadence: Cadence;
    notes: string;
    subscribedAt: string;
  }
>;
/** From `from` (the first cycle not yet scheduled) on, the new plan and its cadence. */
export type SubscriptionPlanChanged = DomainEvent<
  'SubscriptionPlanChanged',
  { subscriptionId: string; plan: SubscribedPlan; cadence: Cadence; from: string }
>;
export type SubscriptionAddressChanged = DomainEvent<
  'SubscriptionAddressChanged',
  {
    subscriptionId: string;
    deliveryAddress: DeliveryAddress;
    zone: { id: string; name: string; estimatedDeliveryTime: number };
  }
>;
export type SubscriptionPaused = DomainEvent<'SubscriptionPaused', { subscriptionId: string; pause: Pause }>;
export type SubscriptionResumed = DomainEvent<'SubscriptionResumed', { subscriptionId: string; resumedOn: string }>;
/** The cycle of that own day is left out (its delivery is not made, its charge not raised). */
export type SubscriptionCycleSkipped = DomainEvent<
  'SubscriptionCycleSkipped',
  { subscriptionId: string; cycleDay: string }
>;
export type SubscriptionCancelled = DomainEvent<
  'SubscriptionCancelled',
  { subscriptionId: string; reason: string; cancelledAt: string }
>;
/** Where a cycle's delivery goes: the subscription's address, phone and zone as they stood then. */
export interface DeliverTo {
  deliveryAddress: DeliveryAddress;
  recipientPhone: string;
  zone: { id: string; name: string; estimatedDeliveryTime: number };
}
/** The scheduler's: this cycle's delivery (`deliveryId`) and its charge exist from now on. */
export type SubscriptionCycleScheduled = DomainEvent<
  'SubscriptionCycleScheduled',
  {
    subscriptionId: string;
    cycleDay: string;
    deliveryDay: string;
    deliveryId: string;
    chargeCents: number;
    deliverTo: DeliverTo;
  }
>;
export const CHARGE_METHODS = ['cash', 'card', 'transfer'] as const;
export type SubscriptionChargePaid = DomainEvent<
  'SubscriptionChargePaid',
  {
    subscriptionId: string;
    cycleDay: string;
    method: (typeof CHARGE_METHODS)[number];
    amountCents: number;
    paidAt: string;
  }
>;
export type SubscriptionChargeWaived = DomainEvent<
  'SubscriptionChargeWaived',
  { subscriptionId: string; cycleDay: string; reason: string; waivedAt: string }
>;

export type SubscriptionEvent =
  | Subscribed
  | SubscriptionPlanChanged
  | SubscriptionAddressChanged
  | SubscriptionPaused
  | SubscriptionResumed
  | SubscriptionCycleSkipped
  | SubscriptionCancelled
  | SubscriptionCycleScheduled
  | SubscriptionChargePaid
  | SubscriptionChargeWaived;

export const SUBSCRIPTION_EVENT_TYPES: SubscriptionEvent['type'][] = [
  'Subscribed',
  'SubscriptionPlanChanged',
  'SubscriptionAddressChanged',
  'SubscriptionPaused',
  'SubscriptionResumed',
  'SubscriptionCycleSkipped',
  'SubscriptionCancelled',
  'SubscriptionCycleScheduled',
  'SubscriptionChargePaid',
  'SubscriptionChargeWaived',
];
