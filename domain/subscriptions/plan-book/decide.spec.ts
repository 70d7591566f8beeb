import { describe, it } from 'vitest';
import { command, specFor } from '../../shared/given-when-then';
import { planBookDecider } from '../index';
import { DEFAULT_PLANS, type SubscriptionPlan } from './events';

// The plan book: the spec's three plans from the start; a plan's name is its own; its cadence never
// changes; the same change twice is one.

const spec = specFor(planBookDecider);
const flowers: SubscriptionPlan = {
  id: 'premium-weekly',
  name: 'Semanal premium',
  description: 'Flores de temporada',
  frequency: 'weekly',
  priceCents: 6999,
  isActive: true,
};

describe('the plan book', () => {
  it('starts with weekly 39.99, biweekly 59.99 and monthly 89.99', () => {
    spec
      .given([])
      .when(command('EditSubscriptionPlan', { id: 'weekly', changes: { priceCents: 3999 } }))
      .thenNothing();
    const prices = DEFAULT_PLANS.map((p) => [p.frequency, p.priceCents]);
    if (
      JSON.stringify(prices) !==
      JSON.stringify([
        ['weekly', 3999],
        ['biweekly', 5999],
        ['monthly', 8999],
      ])
    )
      throw new Error(`default plans ${JSON.stringify(prices)}`);
  });
  it('adds a plan once; refuses a taken name or id', () => {
    const added = { type: 'SubscriptionPlanAdded' as const, data: { plan: flowers } };
    spec
      .given([])
      .when(command('AddSubscriptionPlan', { plan: flowers }))
      .then([added]);
    spec
      .given([added])
      .when(command('AddSubscriptionPlan', { plan: flowers }))
      .thenNothing();
    spec
      .given([])
      .when(command('AddSubscriptionPlan', { plan: { ...flowers, name: 'semanal' } }))
      .thenThrows('PLAN.NAME_TAKEN');
    spec
      .given([added])
      .when(command('AddSubscriptionPlan', { plan: { ...flowers, priceCents: 1 } }))
      .thenThrows('PLAN.ID_TAKEN');
  });
  it('edits price, words and activity; an unknown plan is not found', () => {
    spec
      .given([])
      .when(command('EditSubscriptionPlan', { id: 'monthly', changes: { isActive: false } }))
      .then([{ type: 'SubscriptionPlanEdited', data: { plan: { ...DEFAULT_PLANS[2]!, isActive: false } } }]);
    spec
      .given([])
      .when(command('EditSubscriptionPlan', { id: 'nope', changes: { isActive: false } }))
      .thenThrows('PLAN.NOT_FOUND');
    spec
      .given([])
      .when(command('EditSubscriptionPlan', { id: 'weekly', changes: {} }))
      .thenThrows('PLAN.NOTHING_TO_CHANGE');
  });
});
