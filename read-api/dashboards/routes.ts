import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onlyKnownParameters } from '../../domain/orders';
import { ROUTE_ACCESS } from '../../domain/identity';
import { AdminFiguresAnswer, OwnerFiguresAnswer } from '../../domain/reports';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { EventStore } from '../../infra/event-store/port';
import type { ReadModels } from '../../projections/read-models';
import { minPositionQuery, readYourWrites, type ConsistencyDeps } from '../shared/consistency';
import { useReadModelErrors } from '../shared/read-model-errors';
import { books } from './queries/books';
import { deliveriesToday } from './queries/deliveries';
import { countHelpRequests } from '../support';
import { projectionHealth } from './queries/projections-health';
import { salesByChannel } from './queries/sales-by-channel';
import { shopPeriods, type ShopPeriods } from './queries/shop-periods';
import { staffFigures } from './queries/staff';
import { stockFigures } from './queries/stock';
import { subscriptionFigures } from './queries/subscriptions';
import { userFigures } from './queries/users';

// The owner's and the admin's landing figures (issue 20): sales by channel today, this week and this
// month with a 30-day series, stock, today's deliveries, subscriptions, staff on shift and the help
// requests waiting for a person; the owner
// also the books (margin, cash, receivables), the admin instead the users and the projections' health.
// Each answers the rule of its screen (domain/identity/routes.ts), so the API and the guard agree.

export interface DashboardRouteDeps {
  db: Kysely<ReadModels>;
  /** The write side's tables: the projections' checkpoints and rebuilds, for their health. */
  appDb: Kysely<AppDatabase>;
  /** The settings stream (the shop's time zone) and the store's head (projection lag). */
  store: EventStore;
  consistency: ConsistencyDeps;
  now?: () => Date;
}

/** Every read model a figure comes from: a ?minPosition= waits for all of them. */
export const DASHBOARD_PROJECTIONS = [
  'ledger',
  'inventory',
  'deliveries',
  'subscriptions',
  'hr',
  'users',
  'help-requests',
] as const;

const dashboardQuery = onlyKnownParameters(minPositionQuery);

/** The figures both landings show. */
async function shopFigures(db: Kysely<ReadModels>, p: ShopPeriods) {
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

export const dashboardReadRoutes: FastifyPluginAsyncZod<DashboardRouteDeps> = async (app, deps) => {
  const { db, appDb, store, now = () => new Date() } = deps;
  useReadModelErrors(app);
  const fresh = readYourWrites(deps.consistency, DASHBOARD_PROJECTIONS);

  app.get(
    '/api/dashboards/owner',
    {
      config: { access: ROUTE_ACCESS['/admin/owner']! },
      preHandler: fresh,
      schema: {
        summary: 'Las cifras del panel del dueño, con las finanzas',
        querystring: dashboardQuery,
        response: { 200: OwnerFiguresAnswer },
      },
    },
    async () => {
      const p = await shopPeriods(store, now());
      const shop = await shopFigures(db, p);
      return { ...shop, books: await books(db, p, shop.sales.month) };
    },
  );

  app.get(
    '/api/dashboards/admin',
    {
      config: { access: ROUTE_ACCESS['/admin']! },
      preHandler: fresh,
      schema: {
        summary: 'Las cifras del panel de administración: sin finanzas, con usuarios y proyecciones',
        querystring: dashboardQuery,
        response: { 200: AdminFiguresAnswer },
      },
    },
    async () => {
      const p = await shopPeriods(store, now());
      const [shop, users, projections] = await Promise.all([
        shopFigures(db, p),
        userFigures(db, p.monthStart, p.timeZone),
        projectionHealth(appDb, store),
      ]);
      return { ...shop, users, projections };
    },
  );
};
