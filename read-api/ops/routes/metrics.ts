import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { AppDatabase } from '../../../infra/db/app-tables';
import type { EventStore } from '../../../infra/event-store/port';
import { fileAnswer } from '../../../infra/http/answers';
import { watchFollowers } from '../../../infra/metrics/followers';
import { sendMetrics } from '../../../infra/metrics/http';
import { watchPool } from '../../../infra/metrics/pools';
import { followerFigures } from '../queries/follower-figures';
import { noQuery } from '../query-schemas';

// Issue 42: the shop's figures in Prometheus' text format. Every read-api reports every projection
// and reactor from the database (position, lag, status, events applied, rebuild progress) beside its
// own process's series (requests, pools, Node). `/metrics` on the read-api's own port is the
// deployment's scraper's (infra/metrics/http.ts); this route is the operators', through the app's
// address, with their token.

export interface OpsMetricsDeps {
  db: Kysely<AppDatabase>;
  store: EventStore;
  pool: pg.Pool;
  replica?: pg.Pool;
}

export const opsMetricsRoutes: FastifyPluginAsyncZod<OpsMetricsDeps> = async (app, { db, store, pool, replica }) => {
  const unwatch = watchFollowers(() => followerFigures(db, store));
  app.addHook('onClose', async () => unwatch());
  watchPool('primary', pool);
  watchPool('replica', replica);

  app.get(
    '/api/metrics',
    {
      config: { access: 'system-config' },
      schema: {
        summary: 'Métricas de la tienda en formato Prometheus (proyecciones, reactores, peticiones, conexiones)',
        querystring: noQuery,
        response: { 200: fileAnswer('text/plain', 'Las series en el formato de texto de Prometheus (version 0.0.4)') },
      },
    },
    async (_req, reply) => sendMetrics(reply),
  );
};
