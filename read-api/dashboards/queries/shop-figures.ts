import type { Kysely } from 'kysely';
import type { ReadModels } from '../../../projections/read-models';
import { countHelpRequests } from '../../support';
import { deliveriesToday } from './deliveries';
import { salesByChannel } from './sales-by-channel';
import type { ShopPeriods } from './shop-periods';
import { staffFigures } from './staff';
import { stockFigures } from './stock';
import { subscriptionFigures } from './subscriptions';

// The figures both landings show. Given a transaction, its reads queue on its one connection and
// see its one snapshot; given the pool, they run side by side.

export async function shopFigures(db: Kysely<ReadModels>, p: ShopPeriods) {
  const [sales, stock, deliveries, subscriptions, staff, helpRequests] = await Promise.all([
    salesByChannel(db, p),
    stockFigures(db),
    deliveriesToday(db, p.today),
    subscriptionFigures(db, p.today),
    staffFigures(db),
    countHelpRequests(db, 'open'),
  ]);
  const period = { today: p.today, weekStart: p.weekStart, monthStart: p.monthStart, timeZone: p.timeZone };
  return { period, sales, stock, deliveries, subscriptions, staff, helpRequests: { open: helpRequests } };
}
