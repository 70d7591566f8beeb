import { PLAN_BOOK_STREAM, SUBSCRIPTION_STREAM_PREFIX } from '../../domain/subscriptions';
import { indexedText } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import {
  changes,
  planRow,
  subscribedRow,
  type CycleColumns,
  type KnownSubscription,
  type PlanColumns,
  type SubscriptionColumns,
} from './rows';

export type { CycleColumns, KnownSubscription, PlanColumns, SubscriptionColumns };

// A batch of subscription and plan events folded in memory into rows to write: a new subscription's
// whole row, and for a stored one only the columns its later events change (its pauses and skips
// whole: the stored ones plus the new ones); a scheduled cycle's whole row, a charge's change to it;
// the latest state of each plan. The subscription's stored revision keeps a replayed event (its own
// or its cycles') from writing twice; a plan's keeps an older plan from coming back. An event of a
// subscription never subscribed, or a type this version does not know, changes no row.

export interface SubscriptionsWrites {
  created: Map<string, SubscriptionColumns>;
  changed: Map<string, SubscriptionColumns>;
  /** Keyed by `subscription|cycle day`. */
  newCycles: Map<string, CycleColumns>;
  changedCycles: Map<string, CycleColumns>;
  plans: Map<string, PlanColumns>;
  /** Whose subscriptions moved: the websocket tells each customer of their own. */
  customers: Set<string>;
}

export function subscriptionIdOfStream(streamId: string): string | undefined {
  if (!streamId.startsWith(SUBSCRIPTION_STREAM_PREFIX)) return undefined;
  return indexedText(streamId.slice(SUBSCRIPTION_STREAM_PREFIX.length)) || undefined;
}

/** Folds a batch. `stored` holds every subscription of the batch the read model already has. */
export function foldSubscriptions(
  events: readonly SequencedEvent[],
  stored: ReadonlyMap<string, KnownSubscription>,
): SubscriptionsWrites {
  const writes: SubscriptionsWrites = {
    created: new Map(),
    changed: new Map(),
    newCycles: new Map(),
    changedCycles: new Map(),
    plans: new Map(),
    customers: new Set(),
  };
  const known = new Map(stored);
  for (const e of events) {
    if (e.streamId === PLAN_BOOK_STREAM) {
      const plan = planRow(e);
      if (plan) writes.plans.set(String(plan.id), plan);
      continue;
    }
    const id = subscriptionIdOfStream(e.streamId);
    if (!id) continue;
    const subscription = known.get(id);
    if (subscription && e.revision <= subscription.revision) continue; // applied before: a replay
    if (!subscription && e.type !== 'Subscribed') continue; // nothing to change (see above)
    if (!subscription) {
      const row = subscribedRow(id, e);
      writes.created.set(id, row);
      const customerId = String(row.customer_id);
      known.set(id, { revision: e.revision, customerId, pauses: [], skips: [] });
      if (customerId) writes.customers.add(customerId);
      continue;
    }
    if (subscription.customerId) writes.customers.add(subscription.customerId);
    // Subscribed again on the same stream (no decider does it): the first stands.
    const { columns, cycle, newCycle } = e.type === 'Subscribed' ? { columns: {} } : changes(id, e, subscription);
    const revision = e.revision.toString();
    const into = writes.created.has(id) ? writes.created : writes.changed;
    into.set(id, { ...into.get(id), ...columns, id, revision, position: e.position });
    if (cycle) foldCycle(writes, cycle, newCycle === true);
    known.set(id, {
      ...subscription,
      revision: e.revision,
      ...('pauses' in columns && { pauses: columns.pauses as KnownSubscription['pauses'] }),
      ...('skips' in columns && { skips: columns.skips as string[] }),
    });
  }
  return writes;
}

/** A cycle scheduled in this batch takes its charge's change into its new row; a stored one is changed. */
function foldCycle(writes: SubscriptionsWrites, cycle: CycleColumns, isNew: boolean): void {
  const key = `${cycle.subscription_id}|${cycle.cycle_day}`;
  if (isNew) {
    // Scheduled twice (no decider does it): the first stands.
    if (!writes.newCycles.has(key)) writes.newCycles.set(key, cycle);
    return;
  }
  const into = writes.newCycles.has(key) ? writes.newCycles : writes.changedCycles;
  into.set(key, { ...into.get(key), ...cycle });
}
