import { sql, type Kysely } from 'kysely';
import type { TrackingView } from '../../domain/orders';
import type { ReadModels } from '../../projections/read-models';
import { toTrackingView } from './to-response';

// One order by its tracking code: one probe of the code's unique index, selecting only what the
// public may see (recipient_name is cut to its first word before it leaves the server). Its delivery
// (the order's own, by the deliveries' source index) and, while that is on the road, its driver's last
// position come in the same statement: where and when, never who.

export async function orderByTrackingCode(
  db: Kysely<ReadModels>,
  code: string,
  now: Date,
): Promise<TrackingView | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .leftJoin('deliveries as d', (join) => join.onRef('d.source_id', '=', 'o.id').on('d.source_type', '=', 'order'))
    .leftJoin('driver_positions as p', (join) =>
      join.onRef('p.driver_id', '=', 'd.driver_id').on('d.status', '=', 'IN_TRANSIT'),
    )
    .select([
      'o.order_number',
      'o.status',
      'o.history',
      'o.zone_name',
      'o.zone_eta_minutes',
      'o.recipient_name',
      sql<string>`to_char(o.delivery_date, 'YYYY-MM-DD')`.as('day'),
      'd.status as delivery_status',
      'd.picked_up_at',
      'd.started_at',
      'd.zone_eta_minutes as delivery_eta_minutes',
      'd.latitude as destination_latitude',
      'd.longitude as destination_longitude',
      'p.latitude as driver_latitude',
      'p.longitude as driver_longitude',
      'p.at as driver_at',
    ])
    .where('o.tracking_code', '=', code)
    .orderBy('d.id')
    .executeTakeFirst();
  return row ? toTrackingView(row, now) : undefined;
}
