export { subscriptionsProjection } from './projection';
export {
  SUBSCRIPTIONS_TABLES,
  subscriptionCycles,
  subscriptionPlans,
  subscriptions,
  type SubscriptionCycleRow,
  type SubscriptionPlanRow,
  type SubscriptionRow,
  type SubscriptionsDatabase,
} from './tables';
