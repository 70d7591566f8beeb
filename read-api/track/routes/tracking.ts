import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { ORDER_QUERY_MESSAGES, TrackingView, trackingLookupCode } from '../../../domain/orders';
import { problem, sendProblem } from '../../../infra/http/problem';
import type { ReadModels } from '../../../projections/read-models';
import { readYourWrites, type ConsistencyDeps } from '../../shared/consistency';
import { useReadModelErrors } from '../../shared/read-model-errors';
import { orderByTrackingCode } from '../queries';
import * as q from '../query-schemas';
import type { TrackingWatch } from './live';
import { trackingLookupLimit, type TrackingLimit } from './rate-limit';

export interface TrackRouteDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
  /** Lookups per client address (tests lower it); 60 a minute by default. */
  limit?: TrackingLimit;
  /** The live page's socket (issue 15); absent, the route is not offered. */
  watch?: TrackingWatch;
  /** The read side's clock (tests fix it): whether the driver's position is fresh, and the arrival. */
  now?: () => Date;
}

// Spec 2.1: /track/:trackingCode is public. It answers where an order stands and nothing personal
// (domain/orders TrackingView). Unknown and malformed codes get one answer, which says nothing of
// either: no 400 for the form, no hint that a code is close to a real one.
const config = { access: 'public' as const };
const notFound = () => problem(404, 'TRACKING.NOT_FOUND', ORDER_QUERY_MESSAGES['TRACKING.NOT_FOUND']);

export const trackReadRoutes: FastifyPluginAsyncZod<TrackRouteDeps> = async (
  app,
  { db, consistency, limit, watch, now = () => new Date() },
) => {
  useReadModelErrors(app);
  // The limit first: a request past it costs no wait and no query.
  const limited = await trackingLookupLimit(app, limit);
  // The order and its delivery (the driver on the road) are two read models: the answer waits for both.
  const preHandler = [limited, readYourWrites(consistency, ['orders', 'deliveries'])];

  app.get(
    '/api/track/:trackingCode',
    {
      config,
      schema: {
        summary: 'Seguimiento público de un pedido por su código (sin datos personales)',
        security: [],
        params: q.trackingParams,
        querystring: q.trackingQuery,
        response: { 200: TrackingView },
      },
      preHandler,
    },
    async (req, reply) => {
      const code = trackingLookupCode(req.params.trackingCode);
      const found = code === undefined ? undefined : await orderByTrackingCode(db, code, now());
      return found ?? sendProblem(reply, notFound());
    },
  );

  if (!watch) return;
  // The same limit as a lookup: opening a socket is one more guess at a code.
  app.get(
    '/api/track/:trackingCode/live',
    { websocket: true, config, schema: { params: q.trackingParams, hide: true }, preHandler: limited },
    (socket, req) => void watch.add(socket, trackingLookupCode(req.params.trackingCode)),
  );
};
