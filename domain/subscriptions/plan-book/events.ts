import type { DomainEvent } from '../../shared/decider';
import type { Frequency } from '../schedule';

// Spec 3 "Subscription plan": weekly 39.99, biweekly 59.99, monthly 89.99 — the shop's one book of
// plans (one stream), those three until the first change; admin and managers add, edit and
// (de)activate plans. Each event carries the whole plan as it stands after it.

export interface SubscriptionPlan {
  id: string;
  name: string;
  description: string;
  frequency: Frequency;
  /** Centavos per delivery cycle. */
  priceCents: number;
  isActive: boolean;
}

export const DEFAULT_PLANS: readonly SubscriptionPlan[] = [
  {
    id: 'weekly',
    name: 'Semanal',
    description: 'Un arreglo fresco cada semana.',
    frequency: 'weekly',
    priceCents: 3999,
    isActive: true,
  },
  {
    id: 'biweekly',
    name: 'Quincenal',
    description: 'Un arreglo cada dos semanas.',
    frequency: 'biweekly',
    priceCents: 5999,
    isActive: true,
  },
  {
    id: 'monthly',
    name: 'Mensual',
    description: 'Un gran arreglo cada mes.',
    frequency: 'monthly',
    priceCents: 8999,
    isActive: true,
  },
];

export type SubscriptionPlanAdded = DomainEvent<'SubscriptionPlanAdded', { plan: SubscriptionPlan }>;
export type SubscriptionPlanEdited = DomainEvent<'SubscriptionPlanEdited', { plan: SubscriptionPlan }>;
export type PlanBookEvent = SubscriptionPlanAdded | SubscriptionPlanEdited;
export const PLAN_BOOK_EVENT_TYPES: PlanBookEvent['type'][] = ['SubscriptionPlanAdded', 'SubscriptionPlanEdited'];
