import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { problem, sendProblem } from '../../infra/http/problem';

const ROOT_FILE = /^\/[^/]*\.[^/]*$/;

/**
 * Serves the built app when `dir` exists: its files as they are, and index.html for every other
 * non-/api GET so the router's history-mode URLs survive a reload. Returns whether it serves.
 */
export async function serveFrontend(app: FastifyInstance, dir: string): Promise<boolean> {
  const root = resolve(dir);
  if (!existsSync(resolve(root, 'index.html'))) return false;
  await app.register(async (scope) => {
    // The app's files need no token; every route still states its access.
    scope.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), access: 'public' };
    });
    await scope.register(fastifyStatic, {
      root,
      wildcard: false,
      // Hashed bundles never change under their name; index.html must be revalidated to pick up a release.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    scope.get('/*', async (req, reply) => {
      const path = req.url.split('?')[0]!;
      // A missing bundle (an old page asking for a chunk of a previous build) must fail as a 404,
      // so the app's preload-error handler offers a reload instead of parsing index.html as JS.
      // The same for a file at the top (/favicon.ico, /robots.txt): the browser asks for those on its
      // own and must not be handed the app's HTML. No screen's path has a dot in its first segment.
      if (path === '/api' || path.startsWith('/api/') || path.startsWith('/assets/') || ROOT_FILE.test(path)) {
        return sendProblem(reply, problem(404, 'NOT_FOUND', `No existe GET ${path}`));
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  });
  return true;
}
