import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { onlyKnownParameters } from '../../domain/orders';
import { ROUTE_ACCESS } from '../../domain/identity';
import { AdminFiguresAnswer, OwnerFiguresAnswer } from '../../domain/reports';
import type { AppDatabase } from '../../infra/db/app-tables';
import { AnswerDeviation, CHECK_ANSWERS, compile } from '../../infra/http/answers';
import type { EventStore } from '../../infra/event-store/port';
import type { ReadModels } from '../../projections/read-models';
import {
  minPositionOf,
  minPositionQuery,
  READ_POSITION_HEADER,
  readYourWrites,
  WAITS_FOR_READ_MODELS,
  type ConsistencyDeps,
} from '../shared/consistency';
import { useReadModelErrors } from '../shared/read-model-errors';
import { keptOwnerFigures, leastOf, OWNER_PROJECTIONS, type KeptOwnerFigures } from './queries/owner-figures';
import { projectionHealth } from './queries/projections-health';
import { shopFigures } from './queries/shop-figures';
import { shopPeriods } from './queries/shop-periods';
import { userFigures } from './queries/users';

// The owner's and the admin's landing figures (issue 20): sales by channel today, this week and this
// month with a 30-day series, stock, today's deliveries, subscriptions, staff on shift and the help
// requests waiting for a person; the owner also the books (margin, cash, receivables), the admin
// instead the users and the projections' health.
// Each answers the rule of its screen (domain/identity/routes.ts), so the API and the guard agree.
// The owner's answer is kept between two changes of its read models (queries/owner-figures.ts); the
// admin's holds the projections' lag, which moves with every event, and is read each time.

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
export const DASHBOARD_PROJECTIONS = [...OWNER_PROJECTIONS, 'users'] as const;

const dashboardQuery = onlyKnownParameters(minPositionQuery);

const ownerAnswer = compile(OwnerFiguresAnswer);
const written = new WeakMap<KeptOwnerFigures, string>();

/**
 * A kept answer's text, written once by the route's own writer (so it names no field the schema does
 * not): writing it on every request was a fifth of a kept answer's time. Held to the schema under
 * test, as every answer is (infra/http/answers.ts).
 */
function writtenOnce(kept: KeptOwnerFigures): string {
  let json = written.get(kept);
  if (json !== undefined) return json;
  json = ownerAnswer.write(kept.figures);
  if (CHECK_ANSWERS && ownerAnswer.check && !ownerAnswer.check(JSON.parse(json)))
    throw new AnswerDeviation('GET /api/dashboards/owner 200', JSON.stringify(ownerAnswer.check.errors?.[0]));
  written.set(kept, json);
  return json;
}

export const dashboardReadRoutes: FastifyPluginAsyncZod<DashboardRouteDeps> = async (app, deps) => {
  const { db, appDb, store, now = () => new Date() } = deps;
  useReadModelErrors(app);
  const fresh = readYourWrites(deps.consistency, DASHBOARD_PROJECTIONS);
  const ownerFresh = readYourWrites(deps.consistency, OWNER_PROJECTIONS);
  // Only a ?minPosition waits: without one, the answer's own header says exactly where it stands.
  const ownerWait = Object.assign(
    async (req: FastifyRequest, reply: FastifyReply) => {
      if (minPositionOf(req) !== null) await ownerFresh(req, reply);
    },
    { [WAITS_FOR_READ_MODELS]: true },
  );
  const ownerFigures = keptOwnerFigures({ db, store, feed: deps.consistency.feed, now });
  const positions = deps.consistency.store;

  app.get(
    '/api/dashboards/owner',
    {
      config: { access: ROUTE_ACCESS['/admin/owner']! },
      preHandler: ownerWait,
      schema: {
        summary: 'Las cifras del panel del dueño, con las finanzas',
        querystring: dashboardQuery,
        response: { 200: OwnerFiguresAnswer },
      },
    },
    async (req, reply) => {
      // A read after a write (?minPosition) reads the zone from the store, as it reads the checkpoints.
      const kept = await ownerFigures(minPositionOf(req) !== null);
      const least = leastOf(kept.positions, positions);
      if (least !== undefined) reply.header(READ_POSITION_HEADER, least);
      // Text already written: the typed reply expects the figures, fastify sends a JSON string as it is.
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(writtenOnce(kept));
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
