import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventStore } from '../infra/event-store/port';

const healthAnswer = z.object({
  status: z.enum(['ok', 'unavailable']),
  eventStore: z.string().describe('postgres | kurrentdb'),
  eventStoreStatus: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'error']),
});

// A hung server must not hang the probe: each check gets a bounded time.
async function check(probe: () => Promise<unknown>, timeoutMs = 2000): Promise<'ok' | 'error'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'error';
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ store: EventStore; db: Kysely<any> }> = async (app, { store, db }) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['ops'], summary: 'Estado del servicio', security: [], response: { 200: healthAnswer, 503: healthAnswer } },
    },
    async (_req, reply) => {
      const [database, eventStoreStatus] = await Promise.all([
        check(() => sql`select 1`.execute(db)),
        check(() => store.headPosition()),
      ]);
      const ok = database === 'ok' && eventStoreStatus === 'ok';
      return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'unavailable', eventStore: store.kind, eventStoreStatus, database });
    },
  );
};
