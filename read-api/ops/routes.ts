import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { EventStore } from '../../infra/event-store/port';
import { readProjectionStatus } from '../../projections/status';

export interface OpsRouteDeps {
  db: Kysely<AppDatabase>;
  store: EventStore;
}

// Operators watch every projection and reactor: position, lag behind the store's head, faults.
export const opsRoutes: FastifyPluginAsync<OpsRouteDeps> = async (app, { db, store }) => {
  app.get(
    '/api/ops/projections',
    {
      config: { access: 'system-config' },
    },
    async () => ({ items: await readProjectionStatus(db, store) }),
  );
};
