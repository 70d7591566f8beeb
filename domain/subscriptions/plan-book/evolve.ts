import { DEFAULT_PLANS, type PlanBookEvent, type SubscriptionPlan } from './events';

export type PlanBookState = { plans: readonly SubscriptionPlan[] };
export const initialPlanBook = (): PlanBookState => ({ plans: DEFAULT_PLANS });

export function evolvePlanBook(state: PlanBookState, event: PlanBookEvent): PlanBookState {
  const { plan } = event.data;
  switch (event.type) {
    case 'SubscriptionPlanAdded':
      return { plans: [...state.plans, plan] };
    case 'SubscriptionPlanEdited':
      return { plans: state.plans.map((p) => (p.id === plan.id ? plan : p)) };
    default:
      return state;
  }
}
