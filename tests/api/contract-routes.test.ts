import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDocsRoute } from '../../infra/http/openapi';
import type { DeclaredRoute } from '../../infra/http/route-access';
import { openIdentityApps } from './identity-support';

// Section 7 as tests over the route table (issue 39): what every route of both APIs must declare,
// walked from the routes themselves, so a route added later without it fails here by name.

const name = (r: DeclaredRoute) => `${r.method} ${r.url}`;
const inContract = (app: FastifyInstance) =>
  app.declaredRoutes.filter((r) => r.method !== 'HEAD' && !r.websocket && !isDocsRoute(r.url));

/** A route's success answer: a schema for 200, 201 or 202 (or a file's content type), or 204's none. */
const declaresAnswer = (r: DeclaredRoute) => {
  const response = (r.schema?.response ?? {}) as Record<string, unknown>;
  return ['200', '201', '202', '204', '2xx'].some((code) => response[code] !== undefined);
};

describe('the route table of both APIs', () => {
  let apps: Awaited<ReturnType<typeof openIdentityApps>>;
  beforeAll(async () => {
    apps = await openIdentityApps('contract_routes');
  });
  afterAll(async () => apps?.close());
  const routes = () => [...inContract(apps.command), ...inContract(apps.read)];

  it('declares an answer schema on every route', () => {
    const missing = routes()
      .filter((r) => !declaresAnswer(r))
      .map(name);
    expect(missing).toEqual([]);
  });
});
