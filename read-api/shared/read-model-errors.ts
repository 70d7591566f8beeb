import type { FastifyInstance } from 'fastify';
import { problem, sendProblem } from '../../infra/http/problem';

// Postgres' undefined_table: the projection that owns the view has not created it yet (a fresh
// install before the runner's first start). That is "not ready", not an internal error.
const UNDEFINED_TABLE = '42P01';

/** Scoped to the plugin it is called in; every other error goes on to the central handler. */
export function useReadModelErrors(app: FastifyInstance): void {
  app.setErrorHandler((err, _req, reply) => {
    if ((err as { code?: unknown }).code !== UNDEFINED_TABLE) throw err;
    reply.header('retry-after', '5');
    return sendProblem(
      reply,
      problem(
        503,
        'READ_MODEL_NOT_READY',
        'Los datos de esta pantalla aún se están preparando; vuelve a intentarlo en unos segundos.',
      ),
    );
  });
}
