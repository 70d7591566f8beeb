import type { FastifyInstance } from 'fastify';
import { mergeOpenApiDocuments, type OpenApiObject } from '../http/openapi';
import { problem, sendProblem } from '../http/problem';
import type { Balancer } from './balancer';

// The gateway's /api/docs/json (issue 39): the command-api's document and the read-api's merged into
// one with every path, so an integrator (and the docs page at /api/docs, which loads it) sees the
// whole shop. Each side's own document stays at /api/docs/json and /api/read-docs/json behind it.

const documentOf = async (origin: string, path: string): Promise<OpenApiObject> => {
  const res = await fetch(`${origin}${path}`, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as OpenApiObject;
};

export function serveMergedDocs(app: FastifyInstance, sides: { command: Balancer; read: Balancer }): void {
  app.get('/api/docs/json', async (_req, reply) => {
    try {
      const [command, read] = await Promise.all([
        documentOf(sides.command.pick()!, '/api/docs/json'),
        documentOf(sides.read.pick()!, '/api/read-docs/json'),
      ]);
      return reply.header('cache-control', 'no-cache').send(mergeOpenApiDocuments(command, read));
    } catch {
      reply.header('retry-after', '1');
      return sendProblem(
        reply,
        problem(
          503,
          'UPSTREAM_DOWN',
          'El servicio se está reiniciando o no está disponible; vuelve a intentarlo en unos segundos.',
        ),
      );
    }
  });
}
