import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PosDeps } from './deps';
import { saleRoutes } from './sales';
import { sessionRoutes } from './sessions';

// The point of sale's command routes (issue 17): cash sessions and counter sales. Reading them
// (sessions with the X report, sales, receipts) is the read-api's job.
export const posRoutes: FastifyPluginAsyncZod<PosDeps> = async (app, deps) => {
  await app.register(sessionRoutes, deps);
  await app.register(saleRoutes, deps);
};
