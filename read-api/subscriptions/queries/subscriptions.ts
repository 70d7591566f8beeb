import { sql, type Kysely } from 'kysely';
import { addDays } from '../../../domain/shared';
import {
  SUBSCRIPTION_PAGE_SIZE,
  UPCOMING_DELIVERIES,
  type SubscriptionByIdView,
  type SubscriptionListItem,
  type SubscriptionStatus,
} from '../../../domain/subscriptions';
import type { ReadModels } from '../../../projections/read-models';
import { subscriptions, type SubscriptionsDatabase } from '../../../projections/subscriptions';
import { monthlyCentsSql, plannedCycles, statusTodaySql } from './schedule';
import {
  toDetail,
  toListItem,
  toPayment,
  toPlannedDelivery,
  toPlanViews,
  toScheduledDelivery,
  type CycleRow,
  type SubscriptionListRow,
} from '../to-response';

// The subscription reads: the plan book, a page of the list with its counts and monthly revenue (a
// customer's own, or every subscription for the staff), and one subscription whole with its
// deliveries and payments. Scope, status as of today, order and page are SQL; the schedule (next and
// planned deliveries) is the domain's, computed from each row against the shop's today.

export type SubscriptionsReadDb = Kysely<ReadModels>;

export interface SubscriptionListFilter {
  /** Only this customer's; a customer's own reading sets it to them, whatever they asked. */
  customerId?: string;
  /** As of today (statusTodaySql). */
  status?: SubscriptionStatus;
}

/** How many scheduled deliveries the detail shows (the newest). */
const SCHEDULED_SHOWN = 20;
/** How far the detail looks for the next planned deliveries: a year holds more than four of any plan. */
const PLANNED_HORIZON_DAYS = 366;

type Column = keyof SubscriptionsDatabase['subscriptions'] & string;
const UNLISTED: readonly Column[] = ['start_date', 'last_scheduled', 'revision', 'position'];
const LISTED = (Object.keys(subscriptions.columns) as Column[])
  .filter((c) => !UNLISTED.includes(c))
  .map((c) => `s.${c}` as const);

/** The days as text (a pg date would come back as a Date at local midnight) and the customer's name. */
const computed = [
  sql<string>`to_char(s.start_date, 'YYYY-MM-DD')`.as('start_day'),
  sql<string | null>`to_char(s.last_scheduled, 'YYYY-MM-DD')`.as('last_scheduled'),
  'u.name as customer_name',
] as const;

const scoped = (db: SubscriptionsReadDb, customerId: string | undefined) => {
  const q = db.selectFrom('subscriptions as s');
  return customerId === undefined ? q : q.where('s.customer_id', '=', customerId);
};

export async function listPlans(db: SubscriptionsReadDb, all: boolean) {
  const rows = await db
    .selectFrom('subscription_plans')
    .select(['id', 'name', 'description', 'frequency', 'price_cents', 'is_active'])
    .execute();
  return { items: toPlanViews(rows, all) };
}

/** Newest first, then by id: the same order on every rebuild, so no subscription shows on two pages. */
export async function listSubscriptions(
  db: SubscriptionsReadDb,
  f: SubscriptionListFilter,
  today: string,
  page: number,
) {
  const status = statusTodaySql(today);
  let rows = scoped(db, f.customerId).leftJoin('users as u', 'u.id', 's.customer_id').select(LISTED).select(computed);
  if (f.status !== undefined) rows = rows.where(status, '=', f.status);
  const counted = scoped(db, f.customerId).select([
    sql<string>`count(*) filter (where ${status} = 'active')`.as('active'),
    sql<string>`count(*) filter (where ${status} = 'paused')`.as('paused'),
    sql<string>`count(*) filter (where s.status = 'cancelled')`.as('cancelled'),
    sql<number>`coalesce(sum(${monthlyCentsSql}) filter (where ${status} = 'active'), 0)::float8`.as('monthly'),
  ]);
  const [found, totals] = await Promise.all([
    rows
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id')
      .limit(SUBSCRIPTION_PAGE_SIZE)
      .offset((page - 1) * SUBSCRIPTION_PAGE_SIZE)
      .execute(),
    counted.executeTakeFirstOrThrow(),
  ]);
  const counts = { active: Number(totals.active), paused: Number(totals.paused), cancelled: Number(totals.cancelled) };
  const items: SubscriptionListItem[] = (found as SubscriptionListRow[]).map((r) => toListItem(r, today));
  const total = f.status === undefined ? counts.active + counts.paused + counts.cancelled : counts[f.status];
  return { items, total, counts, monthlyRecurringRevenue: Math.round(totals.monthly) / 100 };
}

/** A subscription's scheduled cycles with their deliveries, newest first. */
async function cyclesOf(db: SubscriptionsReadDb, id: string): Promise<CycleRow[]> {
  return db
    .selectFrom('subscription_cycles as c')
    .leftJoin('deliveries as d', 'd.id', 'c.delivery_id')
    .select([
      'c.subscription_id',
      'c.delivery_id',
      'c.charge_cents',
      'c.charge_status',
      'c.method',
      'c.paid_at',
      'c.waived_reason',
      'd.status',
      'd.tracking_code',
      'd.driver_name',
      sql<string>`to_char(c.cycle_day, 'YYYY-MM-DD')`.as('cycle'),
      sql<string>`to_char(c.delivery_day, 'YYYY-MM-DD')`.as('delivery'),
    ])
    .where('c.subscription_id', '=', id)
    .orderBy('c.cycle_day', 'desc')
    .execute();
}

/**
 * One subscription whole, if `customerId` (a customer's own reading) is its customer or is undefined
 * (the staff). Another customer's answers as an unknown one does. Deliveries in the order of their
 * days: the newest scheduled ones, then the next planned ones; a payment for every scheduled cycle.
 */
export async function subscriptionDetail(
  db: SubscriptionsReadDb,
  id: string,
  today: string,
  customerId: string | undefined,
): Promise<SubscriptionByIdView | undefined> {
  const row = (await scoped(db, undefined)
    .leftJoin('users as u', 'u.id', 's.customer_id')
    .select(LISTED)
    .select(computed)
    .where('s.id', '=', id)
    .executeTakeFirst()) as SubscriptionListRow | undefined;
  if (!row || (customerId !== undefined && row.customer_id !== customerId)) return undefined;
  const cycles = (await cyclesOf(db, id)).reverse();
  const scheduled = new Set(cycles.map((c) => c.cycle));
  const horizon = addDays(today, PLANNED_HORIZON_DAYS);
  const planned = plannedCycles(row, today, horizon, scheduled, UPCOMING_DELIVERIES);
  return {
    subscription: toDetail(row, today),
    deliveries: [
      ...cycles.slice(-SCHEDULED_SHOWN).map(toScheduledDelivery),
      ...planned.map((p) => toPlannedDelivery(id, p)),
    ],
    payments: cycles.map(toPayment),
  };
}
