import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../infra/db/app-tables';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EventStore } from '../infra/event-store/port';
import { within } from '../infra/net';

const part = z.object({
  state: z
    .enum(['running', 'restarting', 'failed', 'stopped'])
    .describe('failed: reinicios agotados (FLORA_RESTART_LIMIT por minuto)'),
  restarts: z.number().int(),
  lastExit: z.string().nullable().describe('código de salida o señal del último proceso'),
  answers: z.boolean().optional().describe('APIs: su propio /api/health respondió 200'),
});

// This API answers the first four fields. Through `npm start` the gateway answers the route itself
// (infra/launcher/health.ts) with the same fields plus every part, and 'degraded' while a part is
// restarting, given up on, not answering, or a projection is faulted (200; 'unavailable' is 503).
const healthAnswer = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable']).describe('degraded: solo a través de la pasarela de npm start'),
  eventStore: z.string().describe('postgres | kurrentdb'),
  eventStoreStatus: z.enum(['ok', 'error', 'unknown']),
  database: z.enum(['ok', 'error', 'unknown']),
  parts: z.record(z.string(), part).optional().describe('Pasarela: command-api, projections, read-api'),
  faultedProjections: z.array(z.string()).optional().describe('Pasarela: proyecciones detenidas por un error'),
});

// A hung server must not hang the probe: each check gets a bounded time.
async function check(probe: () => Promise<unknown>, timeoutMs = 2000): Promise<'ok' | 'error'> {
  try {
    await within(timeoutMs, probe());
    return 'ok';
  } catch {
    return 'error';
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ store: EventStore; db: Kysely<AppDatabase> }> = async (
  app,
  { store, db },
) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ops'],
        summary: 'Estado del servicio',
        security: [],
        response: { 200: healthAnswer, 503: healthAnswer },
      },
    },
    async (_req, reply) => {
      const [database, eventStoreStatus] = await Promise.all([
        check(() => sql`select 1`.execute(db)),
        check(() => store.headPosition()),
      ]);
      const ok = database === 'ok' && eventStoreStatus === 'ok';
      return reply
        .code(ok ? 200 : 503)
        .send({ status: ok ? 'ok' : 'unavailable', eventStore: store.kind, eventStoreStatus, database });
    },
  );
};
