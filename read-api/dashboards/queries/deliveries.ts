import type { Kysely } from 'kysely';
import { DELIVERY_STATUSES } from '../../../domain/delivery';
import type { DeliveryFigures } from '../../../domain/reports';
import type { ReadModels } from '../../../projections/read-models';

// Today's deliveries by status (the dispatch board's day): those whose delivery day is the shop's
// today, orders' and subscriptions' alike. `total` leaves the cancelled out: they will not go out.

export async function deliveriesToday(db: Kysely<ReadModels>, today: string): Promise<DeliveryFigures> {
  const rows = await db
    .selectFrom('deliveries')
    .select((s) => ['status', s.fn.countAll<string>().as('n')])
    .where('delivery_date', '=', today as unknown as Date)
    .groupBy('status')
    .execute();
  const out = Object.fromEntries(DELIVERY_STATUSES.map((s) => [s, 0])) as DeliveryFigures;
  out.total = 0;
  for (const r of rows) {
    out[r.status] = Number(r.n);
    if (r.status !== 'CANCELLED') out.total += Number(r.n);
  }
  return out;
}
