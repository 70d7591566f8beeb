import type { Kysely } from 'kysely';
import type { DeliveryAddress } from '../../domain/orders';
import type { Cadence, Frequency, Pause, SubscriptionStatus } from '../../domain/subscriptions';
import type { TableNames } from '../engine/projection';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';
import { withoutJsonbStatistics } from '../engine/jsonb-columns';

// The subscriptions read model (issue 16), declared once. One row per subscription with what its
// screens show and what its schedule is computed from (cadence, pauses, skips), so the list, the
// detail and the run sheet compute the next and planned deliveries from one row; one row per cycle
// the scheduler made (its delivery and charge); one row per plan the plan book changed (the three
// default plans exist without any event: the readers merge them in). Days are Postgres dates that
// readers select as 'yyyy-mm-dd' text (pg would turn them into a Date at local midnight).

/** The subscription's status as its events left it; readers judge an ended pause against today. */
export const subscriptions = table(
  'subscriptions',
  {
    id: column.text(),
    customer_id: column.text(),
    /** The plan as the subscription took it (SubscribedPlan): later plan price changes do not reach it. */
    plan_id: column.text(),
    plan_name: column.text(),
    frequency: column.text<Frequency>(),
    price_cents: column.bigint(),
    status: column.text<SubscriptionStatus>(),
    cadence: column.jsonb<Cadence>(),
    pauses: column.jsonb<Pause[]>(),
    /** Own days of the skipped cycles. */
    skips: column.jsonb<string[]>(),
    delivery_address: column.jsonb<DeliveryAddress>(),
    recipient_phone: column.text(),
    zone_id: column.text(),
    zone_name: column.text(),
    preferred_day: column.integer(),
    start_date: column.date(),
    notes: column.text(),
    cancel_reason: column.text().nullable(),
    cancelled_at: column.timestamptz().nullable(),
    created_at: column.timestamptz(),
    /** The latest scheduled cycle's own day (null before the first): nothing is planned up to it. */
    last_scheduled: column.date().nullable(),
    revision: column.bigint(),
    position: column.text(),
  },
  { primaryKey: ['id'] },
);

/** A cycle the scheduler made: its delivery (the deliveries model has its status) and its charge. */
export const subscriptionCycles = table(
  'subscription_cycles',
  {
    subscription_id: column.text(),
    /** The cycle's own day (before the Sunday rule): the subscription's events name cycles by it. */
    cycle_day: column.date(),
    delivery_day: column.date(),
    delivery_id: column.text(),
    /** Where this cycle's delivery goes, as the subscription stood when it was scheduled. */
    delivery_address: column.jsonb<DeliveryAddress>(),
    zone_name: column.text(),
    charge_cents: column.bigint(),
    charge_status: column.text<'due' | 'paid' | 'waived'>(),
    method: column.text<'cash' | 'card' | 'transfer'>().nullable(),
    paid_at: column.timestamptz().nullable(),
    waived_reason: column.text().nullable(),
    scheduled_at: column.timestamptz(),
  },
  { primaryKey: ['subscription_id', 'cycle_day'] },
);

/** A plan as the plan book's latest event about it states it (the whole plan each time). */
export const subscriptionPlans = table(
  'subscription_plans',
  {
    id: column.text(),
    name: column.text(),
    description: column.text(),
    frequency: column.text<Frequency>(),
    price_cents: column.bigint(),
    is_active: column.boolean(),
    revision: column.bigint(),
    position: column.text(),
  },
  { primaryKey: ['id'] },
);

const DECLARATIONS = [subscriptions, subscriptionCycles, subscriptionPlans] as const;

export type SubscriptionsDatabase = DatabaseOf<(typeof DECLARATIONS)[number]>;
export type SubscriptionRow = RowOf<typeof subscriptions>;
export type SubscriptionCycleRow = RowOf<typeof subscriptionCycles>;
export type SubscriptionPlanRow = RowOf<typeof subscriptionPlans>;

export const SUBSCRIPTIONS_TABLES = DECLARATIONS.map((d) => d.name);
export type SubscriptionsTableName = (typeof DECLARATIONS)[number]['name'];

type Tables = TableNames<SubscriptionsTableName>;

export async function createSubscriptionsTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  for (const declaration of DECLARATIONS) {
    await createTable(db, declaration, t[declaration.name]);
    await withoutJsonbStatistics(db, declaration, t[declaration.name]);
  }
}

/**
 * The list in its order (newest first, id: the same on every rebuild), whole or by customer; the run
 * sheet's range of cycles by delivery day; a delivery's cycle (the key covers a subscription's own).
 */
export async function createSubscriptionsIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const on = (name: SubscriptionsTableName, suffix: string) =>
    db.schema.createIndex(`${t[name]}_${suffix}`).ifNotExists().on(t[name]);
  await on('subscriptions', 'listed').columns(['created_at desc', 'id']).execute();
  await on('subscriptions', 'customer').columns(['customer_id', 'created_at desc', 'id']).execute();
  await on('subscription_cycles', 'day').columns(['delivery_day', 'subscription_id']).execute();
  await on('subscription_cycles', 'delivery').column('delivery_id').execute();
}
