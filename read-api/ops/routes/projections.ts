import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import { ProjectionList } from '../../../domain/ops';
import type { AppDatabase } from '../../../infra/db/app-tables';
import type { EventStore } from '../../../infra/event-store/port';
import { RebuildJobs } from '../../../projections/engine/jobs';
import { readProjectionStatus } from '../../../projections/engine/status';
import type { PushHub } from '../../shared/ws';
import { JobFeed } from '../queries/job-feed';
import { rebuildRoutes } from './rebuild';
import { noQuery } from '../query-schemas';
import { timeTravelRoutes } from './time-travel';

export interface OpsRouteDeps {
  db: Kysely<AppDatabase>;
  store: EventStore;
  /** Rebuilds and time travels run on it (their locks and COPY need plain connections). */
  pool: pg.Pool;
  /** Where rebuild progress goes: the operators' sockets. Without it nothing is pushed. */
  hub?: PushHub;
}

// Data management (issue 20), operators only ('system-config'): every projection and reactor with
// its position, lag and fault; retry a fault, rebuild beside the live tables with progress pushed
// over the websocket, and time travel (a read model as of a moment, browsed read-only, dropped).
export const opsRoutes: FastifyPluginAsyncZod<OpsRouteDeps> = async (app, { db, store, pool, hub }) => {
  const jobs = new RebuildJobs({ db, store, pool });
  if (hub) {
    const feed = new JobFeed(pool, (m) => hub.toOperators(m), app.log);
    await feed.start();
    app.addHook('onClose', async () => feed.close());
  }
  // Stopped between batches on shutdown; each resumes from its own checkpoint on the next request.
  app.addHook('onClose', async () => jobs.stop());

  app.get(
    '/api/ops/projections',
    {
      config: { access: 'system-config' },
      schema: {
        summary: 'Proyecciones y reactores: estado, posición, retraso y fallo',
        querystring: noQuery,
        response: { 200: ProjectionList },
      },
    },
    async () => ({ items: await readProjectionStatus(db, store) }),
  );
  await app.register(rebuildRoutes, { db, jobs });
  await app.register(timeTravelRoutes, { db, store, pool });
};
