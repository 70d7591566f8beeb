import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Access } from './auth';

// Every route an app registers, with the access it declares, so a test can walk them all (the
// role matrix). Installed before the routes: onRoute sees only routes registered after it.
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  /** The route's schemas (params, querystring, body, response): the contract the route-table tests walk. */
  schema: FastifySchema | undefined;
  /** A websocket's upgrade (@fastify/websocket): no HTTP answer to hold to a schema. */
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
  }
}

export function collectDeclaredRoutes(app: FastifyInstance): void {
  const routes: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', routes);
  app.addHook('onRoute', (route) => {
    // Read when listed, not now: a later onRoute hook may still set the access (the docs' 'public').
    for (const method of [route.method].flat())
      routes.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
        schema: route.schema,
        websocket: (route as { websocket?: boolean }).websocket === true,
      });
  });
}
