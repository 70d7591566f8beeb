import { sql, type Kysely } from 'kysely';
import type { TrackingView } from '../../domain/orders';
import type { ReadModels } from '../../projections/read-models';
import { toTrackingView } from './to-response';

// One order by its tracking code: one probe of the code's unique index, selecting only what the
// public may see (recipient_name is cut to its first word before it leaves the server).

export async function orderByTrackingCode(db: Kysely<ReadModels>, code: string): Promise<TrackingView | undefined> {
  const row = await db
    .selectFrom('orders as o')
    .select([
      'o.order_number',
      'o.status',
      'o.history',
      'o.zone_name',
      'o.zone_eta_minutes',
      'o.recipient_name',
      sql<string>`to_char(o.delivery_date, 'YYYY-MM-DD')`.as('day'),
    ])
    .where('o.tracking_code', '=', code)
    .executeTakeFirst();
  return row ? toTrackingView(row) : undefined;
}
