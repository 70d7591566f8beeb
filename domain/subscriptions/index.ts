import type { Decider } from '../shared/decider';
import type { PlanBookCommand } from './plan-book/commands';
import { decidePlanBook } from './plan-book/decide';
import type { PlanBookEvent } from './plan-book/events';
import { evolvePlanBook, initialPlanBook, type PlanBookState } from './plan-book/evolve';
import type { SubscriptionCommand } from './subscription/commands';
import { decideSubscription } from './subscription/decide';
import type { SubscriptionEvent } from './subscription/events';
import { evolveSubscription, initialSubscription, type SubscriptionState } from './subscription/evolve';

export * from './schedule';
export * from './subscription/events';
export * from './subscription/commands';
export * from './subscription/errors';
export * from './subscription/bodies';
export { statusOn, nextOpenCycle } from './subscription/decide';
export { cyclesDue, cyclesToMake, DEFAULT_DAYS_AHEAD, type CycleFacts, type OwedCycle } from './subscription/due';
export { deliveryOfCycle, cycleTrackingCode, cycleNumber } from './subscription/delivery';
export type { KnownSubscription, SubscriptionState } from './subscription/evolve';
export * from './plan-book/events';
export * from './plan-book/commands';
export * from './plan-book/errors';
export * from './plan-book/bodies';
export * from './responses';
export type { PlanBookState } from './plan-book/evolve';

export const SUBSCRIPTION_STREAM_PREFIX = 'subscription-';
export const subscriptionStream = (id: string) => `${SUBSCRIPTION_STREAM_PREFIX}${id}`;

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  stateVersion: 1,
  initialState: initialSubscription,
  evolve: evolveSubscription,
  decide: decideSubscription,
};

/** The shop's one book of subscription plans (the spec's three until the first change; not under `subscription-`). */
export const PLAN_BOOK_STREAM = 'plan-book';

export const planBookDecider: Decider<PlanBookCommand, PlanBookEvent, PlanBookState> = {
  stateVersion: 1,
  initialState: initialPlanBook,
  evolve: evolvePlanBook,
  decide: decidePlanBook,
};
