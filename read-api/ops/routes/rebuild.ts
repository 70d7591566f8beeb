import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { RebuildJobList, RebuildStarted, RetryAnswer } from '../../../domain/ops';
import type { AppDatabase } from '../../../infra/db/app-tables';
import { sendProblem } from '../../../infra/http/problem';
import { clearFault, loadCheckpoint } from '../../../projections/engine/checkpoints';
import type { RebuildJobs } from '../../../projections/engine/jobs';
import { RebuildRefused } from '../../../projections/engine/rebuild';
import { projectionNamed } from '../../../projections/registry';
import { nameParams, noQuery, rebuildRunning, SAFE_NAME, unknownProjection } from '../query-schemas';

// Retry a fault and rebuild a read model from the screen. A rebuild answers 202 at once with its job;
// its progress reaches the operators' sockets ({ type: 'rebuild-progress', … }) and GET /api/ops/jobs.

export interface RebuildRouteDeps {
  db: Kysely<AppDatabase>;
  jobs: RebuildJobs;
}

const operators = { access: 'system-config' } as const;

export const rebuildRoutes: FastifyPluginAsyncZod<RebuildRouteDeps> = async (app, { db, jobs }) => {
  app.post(
    '/api/ops/projections/:name/retry',
    {
      config: operators,
      schema: {
        summary: 'Reintenta una proyección o reactor en fallo desde su punto de control',
        params: nameParams,
        querystring: noQuery,
        response: { 200: RetryAnswer },
      },
    },
    async (req, reply) => {
      const { name } = req.params;
      // Reactors are known by their checkpoint rows (the read-api does not import them).
      const known = projectionNamed(name) ?? (SAFE_NAME.test(name) && (await loadCheckpoint(db, name)));
      if (!known) return sendProblem(reply, unknownProjection(name));
      return { name, cleared: (await clearFault(db, name)) !== undefined };
    },
  );

  app.post(
    '/api/ops/projections/:name/rebuild',
    {
      config: operators,
      schema: {
        summary: 'Reconstruye un modelo de lectura junto al vivo (sin cortes) y cambia al terminar',
        params: nameParams,
        querystring: noQuery,
        response: { 202: RebuildStarted },
      },
    },
    async (req, reply) => {
      const projection = projectionNamed(req.params.name);
      if (!projection) return sendProblem(reply, unknownProjection(req.params.name));
      try {
        return reply.code(202).send(await jobs.start(projection));
      } catch (err) {
        if (err instanceof RebuildRefused) return sendProblem(reply, rebuildRunning(projection.name));
        throw err;
      }
    },
  );

  app.get(
    '/api/ops/jobs',
    {
      config: operators,
      schema: {
        summary: 'Las últimas reconstrucciones y su progreso',
        querystring: noQuery,
        response: { 200: RebuildJobList },
      },
    },
    async () => ({ items: await jobs.list() }),
  );
};
