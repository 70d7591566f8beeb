import type { Decider } from '../shared/decider';
import type { SubscriptionCommand } from './subscription/commands';
import { decideSubscription } from './subscription/decide';
import type { SubscriptionEvent } from './subscription/events';
import { evolveSubscription, initialSubscription, type SubscriptionState } from './subscription/evolve';

export * from './schedule';
export * from './subscription/events';
export * from './subscription/commands';
export * from './subscription/errors';
export { statusOn, nextOpenCycle } from './subscription/decide';
export type { KnownSubscription, SubscriptionState } from './subscription/evolve';

export const SUBSCRIPTION_STREAM_PREFIX = 'subscription-';
export const subscriptionStream = (id: string) => `${SUBSCRIPTION_STREAM_PREFIX}${id}`;

export const subscriptionDecider: Decider<SubscriptionCommand, SubscriptionEvent, SubscriptionState> = {
  stateVersion: 1,
  initialState: initialSubscription,
  evolve: evolveSubscription,
  decide: decideSubscription,
};
