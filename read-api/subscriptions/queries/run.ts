import { sql } from 'kysely';
import type { SubscriptionRunItem } from '../../../domain/subscriptions';
import type { RunStatus } from '../query-schemas';
import type { SubscriptionsReadDb } from './subscriptions';
import { plannedCycles, type ScheduleFacts } from './schedule';
import { toPlannedDelivery, toRunItem, toScheduledDelivery, type CycleRow } from '../to-response';

// The subscription deliveries of some days, to hand to delivery: the cycles already scheduled (with
// their delivery's status, going to the address they were scheduled with) and the cycles still
// planned, which the scheduler will make a couple of days ahead. Planned ones are computed from each
// subscription's schedule (schedule.ts), never before today: the scheduler does not backfill.

export interface RunRange {
  from: string;
  to: string;
}

const day = (column: string, as: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`.as(as);

async function scheduledIn(db: SubscriptionsReadDb, { from, to }: RunRange) {
  const rows = await db
    .selectFrom('subscription_cycles as c')
    .innerJoin('subscriptions as s', 's.id', 'c.subscription_id')
    .leftJoin('deliveries as d', 'd.id', 'c.delivery_id')
    .leftJoin('users as u', 'u.id', 's.customer_id')
    .select([
      'c.subscription_id',
      'c.delivery_id',
      'c.charge_cents',
      'c.charge_status',
      'c.method',
      'c.paid_at',
      'c.waived_reason',
      'c.delivery_address',
      'c.zone_name',
      'd.status',
      'd.tracking_code',
      'd.driver_name',
      's.plan_name',
      's.notes',
      's.recipient_phone',
      'u.name as customer_name',
      day('c.cycle_day', 'cycle'),
      day('c.delivery_day', 'delivery'),
    ])
    .where(sql<boolean>`c.delivery_day between ${from}::date and ${to}::date`)
    .execute();
  return rows as (CycleRow & (typeof rows)[number])[];
}

async function subscriptionsToPlan(db: SubscriptionsReadDb) {
  const rows = await db
    .selectFrom('subscriptions as s')
    .leftJoin('users as u', 'u.id', 's.customer_id')
    .select([
      's.id',
      's.status',
      's.cadence',
      's.pauses',
      's.skips',
      's.plan_name',
      's.delivery_address',
      's.zone_name',
      's.notes',
      's.recipient_phone',
      'u.name as customer_name',
      day('s.last_scheduled', 'last_scheduled'),
    ])
    .where('s.status', '!=', 'cancelled')
    .execute();
  return rows as ((typeof rows)[number] & ScheduleFacts)[];
}

/** By delivery day, then zone, then customer (the unnamed last), then subscription: the same order every time. */
function byRun(a: SubscriptionRunItem, b: SubscriptionRunItem): number {
  const name = (n: string | null) => n ?? '\uffff';
  return (
    a.deliveryDate.localeCompare(b.deliveryDate) ||
    a.zoneName.localeCompare(b.zoneName, 'es') ||
    name(a.customerName).localeCompare(name(b.customerName), 'es') ||
    a.subscriptionId.localeCompare(b.subscriptionId) ||
    a.cycleDay.localeCompare(b.cycleDay)
  );
}

export async function subscriptionRun(
  db: SubscriptionsReadDb,
  range: RunRange,
  status: RunStatus | undefined,
  today: string,
): Promise<SubscriptionRunItem[]> {
  const scheduled = await scheduledIn(db, range);
  const items: SubscriptionRunItem[] = scheduled.map((c) =>
    toRunItem(toScheduledDelivery(c), {
      customerName: c.customer_name,
      planName: c.plan_name,
      deliveryAddress: c.delivery_address,
      zoneName: c.zone_name,
      notes: c.notes,
      recipientPhone: c.recipient_phone,
    }),
  );
  const from = range.from > today ? range.from : today;
  if ((status === undefined || status === 'PLANNED') && from <= range.to) {
    const taken = new Map<string, Set<string>>();
    for (const c of scheduled) taken.set(c.subscription_id, (taken.get(c.subscription_id) ?? new Set()).add(c.cycle));
    for (const s of await subscriptionsToPlan(db)) {
      const facts = {
        customerName: s.customer_name,
        planName: s.plan_name,
        deliveryAddress: s.delivery_address,
        zoneName: s.zone_name,
        notes: s.notes,
        recipientPhone: s.recipient_phone,
      };
      for (const p of plannedCycles(s, from, range.to, taken.get(s.id) ?? new Set()))
        items.push(toRunItem(toPlannedDelivery(s.id, p), facts));
    }
  }
  return items.filter((i) => status === undefined || i.status === status).sort(byRun);
}
