import { sql, type Kysely } from 'kysely';
import type { DeliveryView } from '../../../domain/delivery';
import { deliveries, type DeliveriesDatabase } from '../../../projections/deliveries';
import type { ReadModels } from '../../../projections/read-models';
import { DELIVERY_PAGE_SIZE, type DeliveryListStatus } from '../query-schemas/deliveries';
import {
  toDeliveryDetail,
  toDeliveryView,
  type DeliveryDetailRow,
  type DeliveryListRow,
} from '../to-response/deliveries';

// The delivery reads: a page of the list (every delivery for the staff, a driver's own), one delivery
// whole, and what a label prints. Scope, filters, order and page are SQL, each served by one index of
// the read model; `late` is SQL too, against the read side's clock, so `status=late` pages like any
// other filter.

export type DeliveriesReadDb = Kysely<ReadModels>;

/** Now, and the shop's day now (shopClockAt): what `late` is judged against. */
export interface LateClock {
  now: Date;
  today: string;
}

export interface DeliveryListFilter {
  status?: DeliveryListStatus;
  date?: string;
  /** Only this driver's; a driver's own reading sets it to them, whatever they asked. */
  driverId?: string;
  zoneId?: string;
}

type Column = keyof DeliveriesDatabase['deliveries'] & string;
const UNLISTED: readonly Column[] = ['photo', 'delivery_date', 'status_order'];
/** Every column a view shows but the photo (up to 200 KB a row: only the single GET reads it). */
const LISTED = (Object.keys(deliveries.columns) as Column[])
  .filter((c) => !UNLISTED.includes(c))
  .map((c) => `d.${c}` as const);

/** Active: neither DELIVERED nor CANCELLED (spec 4). */
const ACTIVE = ['PENDING', 'IN_TRANSIT'] as const;

/** DeliveryView.late: on the road past the zone's estimate, or still active after its day. */
const lateOf = (clock: LateClock) => sql<boolean>`coalesce(
  (d.status = 'IN_TRANSIT' and d.started_at + make_interval(mins => d.zone_eta_minutes) < ${clock.now.toISOString()}::timestamptz)
  or (d.status in ('PENDING', 'IN_TRANSIT') and d.delivery_date < ${clock.today}::date), false)`;

/** What SQL computes for a view: the day as text, `late`, and whether there is a photo (without reading it). */
const computed = (clock: LateClock) =>
  [
    sql<string>`to_char(d.delivery_date, 'YYYY-MM-DD')`.as('day'),
    lateOf(clock).as('late'),
    sql<boolean>`d.photo is not null`.as('has_photo'),
  ] as const;

function filtered(db: DeliveriesReadDb, f: DeliveryListFilter, clock: LateClock) {
  let q = db.selectFrom('deliveries as d');
  if (f.driverId !== undefined) q = q.where('d.driver_id', '=', f.driverId);
  if (f.zoneId !== undefined) q = q.where('d.zone_id', '=', f.zoneId);
  if (f.date !== undefined) q = q.where(sql<boolean>`d.delivery_date = ${f.date}::date`);
  if (f.status === 'active') q = q.where('d.status', 'in', ACTIVE);
  else if (f.status === 'late') q = q.where(lateOf(clock));
  else if (f.status !== undefined) q = q.where('d.status', '=', f.status);
  return q;
}

/** The list's columns (no photo) of the deliveries `f` scopes (the offline copy's feed, read-api/sync, reads them too). */
export function listedDeliveries(db: DeliveriesReadDb, f: DeliveryListFilter, clock: LateClock) {
  return filtered(db, f, clock).select(LISTED).select(computed(clock));
}

/** By day, then what needs attention (on the road, waiting, closed), then id: the same order on every rebuild. */
export async function listDeliveries(db: DeliveriesReadDb, f: DeliveryListFilter, clock: LateClock, page: number) {
  const [rows, counted] = await Promise.all([
    listedDeliveries(db, f, clock)
      .orderBy('d.delivery_date')
      .orderBy('d.status_order')
      .orderBy('d.id')
      .limit(DELIVERY_PAGE_SIZE)
      .offset((page - 1) * DELIVERY_PAGE_SIZE)
      .execute(),
    filtered(db, f, clock)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items: DeliveryView[] = (rows as DeliveryListRow[]).map(toDeliveryView);
  return { items, total: Number(counted.n) };
}

/**
 * One delivery whole, if `driverId` (a driver's own reading) is its driver or is undefined (the
 * staff). Another driver's delivery, or one not assigned yet, answers as an unknown one does.
 */
export async function deliveryDetail(
  db: DeliveriesReadDb,
  id: string,
  clock: LateClock,
  driverId: string | undefined,
): Promise<DeliveryView | undefined> {
  const row = await db
    .selectFrom('deliveries as d')
    .select([...LISTED, 'd.photo'])
    .select(computed(clock))
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!row || (driverId !== undefined && row.driver_id !== driverId)) return undefined;
  return toDeliveryDetail(row as DeliveryDetailRow);
}

/** What a delivery's label prints. */
export async function labelFacts(db: DeliveriesReadDb, id: string) {
  return db
    .selectFrom('deliveries as d')
    .select([
      'd.source_number',
      'd.customer_name',
      'd.address',
      'd.zone_name',
      'd.tracking_code',
      sql<string>`to_char(d.delivery_date, 'YYYY-MM-DD')`.as('day'),
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
}
export type LabelFacts = NonNullable<Awaited<ReturnType<typeof labelFacts>>>;
