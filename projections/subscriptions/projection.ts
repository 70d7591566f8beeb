import type { Kysely, Transaction } from 'kysely';
import { PLAN_BOOK_EVENT_TYPES, SUBSCRIPTION_EVENT_TYPES } from '../../domain/subscriptions';
import { storableJsonText } from '../engine/column-values';
import { jsonRecordset, pickColumns, writtenColumns } from '../engine/json-recordset';
import { updateByShape } from '../engine/page-rows';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import { insertByColumn } from '../engine/insert-by-column';
import { jsonbAsJson } from '../engine/jsonb-columns';
import { foldSubscriptions, subscriptionIdOfStream, type KnownSubscription, type PlanColumns } from './fold';
import {
  createSubscriptionsIndexes,
  createSubscriptionsTables,
  subscriptionCycles,
  subscriptionPlans,
  subscriptions,
  SUBSCRIPTIONS_TABLES,
  type SubscriptionsDatabase,
  type SubscriptionsTableName,
} from './tables';

// Subscriptions as their customers, the staff and the delivery run read them (issue 16), their cycles
// and the plan book's plans. A batch loads what it continues of each subscription (revision, customer,
// pauses, skips) once, folds in memory (subscriptions-fold) and writes with a few set-based
// statements, one JSON parameter each.

type Db = Kysely<SubscriptionsDatabase>;
const planColumns = writtenColumns(subscriptionPlans.columns);
const subscriptionsSource = jsonbAsJson(subscriptions.columns);
const cyclesSource = jsonbAsJson(subscriptionCycles.columns);

async function storedSubscriptions(db: Db, events: readonly SequencedEvent[]): Promise<Map<string, KnownSubscription>> {
  const ids = [...new Set(events.flatMap((e) => subscriptionIdOfStream(e.streamId) ?? []))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('subscriptions')
    .select(['id', 'revision', 'customer_id', 'pauses', 'skips'])
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      { revision: BigInt(r.revision), customerId: r.customer_id, pauses: r.pauses, skips: r.skips },
    ]),
  );
}

/** The latest state of each plan; a replayed or older one leaves the stored row as it is. */
async function upsertPlans(db: Db, plans: readonly PlanColumns[]): Promise<void> {
  if (plans.length === 0) return;
  await db
    .insertInto('subscription_plans')
    .columns(planColumns)
    .expression((eb) =>
      eb
        .selectFrom(jsonRecordset(pickColumns(subscriptionPlans.columns, planColumns), plans, storableJsonText))
        .select(planColumns),
    )
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          frequency: eb.ref('excluded.frequency'),
          price_cents: eb.ref('excluded.price_cents'),
          is_active: eb.ref('excluded.is_active'),
          revision: eb.ref('excluded.revision'),
          position: eb.ref('excluded.position'),
        }))
        .where((eb) => eb('subscription_plans.revision', '<', eb.ref('excluded.revision'))),
    )
    .execute();
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<SubscriptionsTableName>,
): Promise<Changed[]> {
  const db = generationDb<SubscriptionsDatabase>(trx, t);
  const writes = foldSubscriptions(events, await storedSubscriptions(db, events));
  const json = { toJson: storableJsonText };
  await insertByColumn(db, 'subscriptions', subscriptions.columns, [...writes.created.values()], {
    key: 'id',
    ...json,
  });
  await updateByShape(db, 'subscriptions', subscriptionsSource, [...writes.changed.values()], {
    key: 'id',
    newerOnly: 'revision',
    ...json,
  });
  const cycleKey = ['subscription_id', 'cycle_day'];
  await insertByColumn(db, 'subscription_cycles', subscriptionCycles.columns, [...writes.newCycles.values()], {
    key: cycleKey,
    ...json,
  });
  await updateByShape(db, 'subscription_cycles', cyclesSource, [...writes.changedCycles.values()], {
    key: cycleKey,
    ...json,
  });
  await upsertPlans(db, [...writes.plans.values()]);
  // The customers first: a long notice is cut from the end, and the staff refetch everything when it is.
  return [
    ...[...writes.customers].map((id) => ({ entity: 'customer', id })),
    ...[...new Set([...writes.created.keys(), ...writes.changed.keys()])].map((id) => ({ entity: 'subscription', id })),
    ...[...writes.plans.keys()].map((id) => ({ entity: 'plan', id })),
  ];
}

export const subscriptionsProjection: Projection<SubscriptionsTableName> = {
  name: 'subscriptions',
  version: 1,
  handles: [...SUBSCRIPTION_EVENT_TYPES, ...PLAN_BOOK_EVENT_TYPES],
  tables: SUBSCRIPTIONS_TABLES,
  createTables: createSubscriptionsTables,
  createIndexes: createSubscriptionsIndexes,
  apply,
};
