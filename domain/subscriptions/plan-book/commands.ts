import type { Command } from '../../shared/decider';
import type { SubscriptionPlan } from './events';

export type AddSubscriptionPlan = Command<'AddSubscriptionPlan', { plan: SubscriptionPlan }>;
export type EditSubscriptionPlan = Command<
  'EditSubscriptionPlan',
  { id: string; changes: Partial<Omit<SubscriptionPlan, 'id' | 'frequency'>> }
>;
export type PlanBookCommand = AddSubscriptionPlan | EditSubscriptionPlan;
