import type { PlanBookCommand } from './commands';
import { planInvalid, planNotFound } from './errors';
import type { PlanBookEvent, SubscriptionPlan } from './events';
import type { PlanBookState } from './evolve';

// A plan's name is its own. A plan's cadence never changes (a subscription took it); its price and
// words may, for new subscriptions — those already running keep the price they took.

const sameName = (a: SubscriptionPlan, b: SubscriptionPlan) =>
  a.name.trim().toLowerCase() === b.name.trim().toLowerCase();

export function decidePlanBook(command: PlanBookCommand, state: PlanBookState): PlanBookEvent[] {
  if (command.type === 'AddSubscriptionPlan') {
    const { plan } = command.data;
    const same = state.plans.find((p) => p.id === plan.id);
    if (same) {
      if (JSON.stringify(same) === JSON.stringify(plan)) return []; // a retry
      throw planInvalid('PLAN.ID_TAKEN', 'id');
    }
    if (state.plans.some((p) => sameName(p, plan))) throw planInvalid('PLAN.NAME_TAKEN', 'name');
    return [{ type: 'SubscriptionPlanAdded', data: { plan } }];
  }
  const current = state.plans.find((p) => p.id === command.data.id);
  if (!current) throw planNotFound();
  const changes = Object.fromEntries(Object.entries(command.data.changes).filter(([, v]) => v !== undefined));
  if (Object.keys(changes).length === 0) throw planInvalid('PLAN.NOTHING_TO_CHANGE', 'body');
  const plan: SubscriptionPlan = { ...current, ...changes, id: current.id, frequency: current.frequency };
  if (JSON.stringify(plan) === JSON.stringify(current)) return [];
  if (state.plans.some((p) => p.id !== plan.id && sameName(p, plan))) throw planInvalid('PLAN.NAME_TAKEN', 'name');
  return [{ type: 'SubscriptionPlanEdited', data: { plan } }];
}
