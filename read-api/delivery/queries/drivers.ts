import { sql } from 'kysely';
import { freshSince, type DeliveryStatus, type DriverView } from '../../../domain/delivery';
import type { DeliveriesReadDb, LateClock } from './deliveries';
import { noDeliveries, toDriverView, type DriverPositionRow } from '../to-response/deliveries';

// The drivers (spec 3 "Sample driver"): the users read model's accounts holding the driver role,
// with their profile, the deliveries they are on, where they are while that is fresh, and their day.
// Four queries whatever the number of drivers (accounts, current deliveries, positions, today's
// counts), each one index range over the drivers' ids.

/**
 * Every driver by name (`only`: that one, if they hold the role), inactive ones too: the staff see
 * who can no longer take deliveries. `clock.today` is the shop's day, `clock.now` judges freshness.
 */
export async function listDrivers(db: DeliveriesReadDb, clock: LateClock, only?: string): Promise<DriverView[]> {
  let q = db
    .selectFrom('users as u')
    .leftJoin('driver_profiles as p', 'p.driver_id', 'u.id')
    .select(['u.id', 'u.name', 'u.email', 'u.status', 'p.vehicle_type', 'p.vehicle_plate', 'p.phone'])
    .where(sql<boolean>`'driver' = any(u.roles)`);
  if (only !== undefined) q = q.where('u.id', '=', only);
  const drivers = await q
    .orderBy(sql`lower(u.name)`)
    .orderBy('u.id')
    .execute();
  if (drivers.length === 0) return [];
  const ids = drivers.map((d) => d.id);
  const [onTheWay, positions, today] = await Promise.all([
    onTheRoad(db, ids),
    freshPositions(db, ids, clock.now),
    todayCounts(db, ids, clock.today),
  ]);
  return drivers.map((d) => {
    const held = onTheWay.get(d.id) ?? [];
    // "En ruta" and "n en camino" are one figure (decision 0134): the deliveries he holds on their way
    // whatever day they were for — one taken out yesterday and not yet handed over is on the road today.
    const day = { ...(today.get(d.id) ?? noDeliveries()), IN_TRANSIT: held.length };
    return toDriverView(d, held[0] ?? null, positions.get(d.id), day);
  });
}

/** Each driver's deliveries on the road, the first they started first (the one the card names). */
async function onTheRoad(db: DeliveriesReadDb, ids: string[]): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom('deliveries as d')
    .select(['d.driver_id', 'd.id'])
    .where('d.status', '=', 'IN_TRANSIT')
    .where('d.driver_id', 'in', ids)
    .orderBy('d.driver_id')
    .orderBy('d.started_at')
    .orderBy('d.id')
    .execute();
  const held = new Map<string, string[]>();
  for (const r of rows) held.set(r.driver_id!, [...(held.get(r.driver_id!) ?? []), r.id]);
  return held;
}

/** Their latest position, when it is recent enough to say where they are (POSITION_FRESH_MS). */
async function freshPositions(db: DeliveriesReadDb, ids: string[], now: Date): Promise<Map<string, DriverPositionRow>> {
  const rows = await db
    .selectFrom('driver_positions as p')
    .select(['p.driver_id', 'p.latitude', 'p.longitude', 'p.accuracy', 'p.at'])
    .where('p.driver_id', 'in', ids)
    .where('p.at', '>=', freshSince(now))
    .execute();
  return new Map(rows.map((r) => [r.driver_id, r]));
}

async function todayCounts(
  db: DeliveriesReadDb,
  ids: string[],
  today: string,
): Promise<Map<string, Record<DeliveryStatus, number>>> {
  const rows = await db
    .selectFrom('deliveries as d')
    .select(['d.driver_id', 'd.status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('d.driver_id', 'in', ids)
    .where(sql<boolean>`d.delivery_date = ${today}::date`)
    .groupBy(['d.driver_id', 'd.status'])
    .execute();
  const counts = new Map<string, Record<DeliveryStatus, number>>();
  for (const r of rows) {
    const of = counts.get(r.driver_id!) ?? noDeliveries();
    // A status this version does not know (a newer writer's) counts nowhere rather than under a new key.
    if (r.status in of) of[r.status] = Number(r.n);
    counts.set(r.driver_id!, of);
  }
  return counts;
}
