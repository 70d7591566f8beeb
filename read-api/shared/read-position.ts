import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { sendProblem } from '../../infra/http/problem';
import { isDocsRoute } from '../../infra/http/openapi';
import { invalidPosition, isPosition } from '../../infra/http/positions';
import {
  minPositionOf,
  minPositionQuery,
  readYourWrites,
  WAITS_FOR_READ_MODELS,
  type ConsistencyDeps,
} from './consistency';

// Read-your-writes on every GET of the read-api (issue 39), held once for the route table instead of
// remembered route by route (the reports forgot it and refused ?minPosition as an unknown key):
// - every GET's query takes `minPosition` (added to its schema, so the OpenAPI document shows it);
// - a malformed one is refused before the route's own validation looks at the rest;
// - a route that waits for its read models keeps its own wait (readYourWrites); one that reads the
//   store itself (zones, terms, addresses, the operators' events) has every position there is and
//   only refuses one past the store's last event.

const isApiGet = (route: RouteOptions) =>
  [route.method].flat().includes('GET') &&
  !(route as { websocket?: boolean }).websocket &&
  route.url.startsWith('/api/') &&
  !isDocsRoute(route.url) &&
  route.url !== '/api/health';

/** The route's query schema, taking minPosition too (its own wait reads it from the raw URL). */
function withMinPosition(query: unknown): unknown {
  if (query === undefined) return z.strictObject(minPositionQuery);
  if (!(query instanceof z.ZodObject) || 'minPosition' in query.shape) return query;
  // A schema that refuses unknown keys by a refinement (named in Spanish) cannot be extended: it
  // judges the query without minPosition instead.
  if (query._zod.def.checks?.length) return z.preprocess(withoutMinPosition, query);
  return query.extend(minPositionQuery);
}

const withoutMinPosition = (query: unknown) => {
  if (query === null || typeof query !== 'object') return query;
  const { minPosition: _, ...rest } = query as Record<string, unknown>;
  return rest;
};

/** Installed before the read-api's routes: onRoute sees only the routes registered after it. */
export function everyReadTakesMinPosition(app: FastifyInstance, deps: ConsistencyDeps): void {
  const storeRead = readYourWrites(deps, []);
  app.addHook('onRoute', (route) => {
    if (!isApiGet(route)) return;
    route.schema = { ...route.schema, querystring: withMinPosition(route.schema?.querystring) };
    const own = [route.preHandler ?? []].flat();
    if (!own.some((h) => (h as { [WAITS_FOR_READ_MODELS]?: boolean })[WAITS_FOR_READ_MODELS]))
      route.preHandler = [...own, storeRead];
  });
  app.addHook('preValidation', async (req, reply) => {
    if (req.method !== 'GET' || !req.url.startsWith('/api/')) return;
    const minPosition = minPositionOf(req);
    if (minPosition !== null && !isPosition(deps.store, minPosition)) return sendProblem(reply, invalidPosition());
  });
}
