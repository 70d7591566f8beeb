import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// Each API's OpenAPI document, generated from the zod schemas of its routes: the command-api's at
// /api/docs, the read-api's at /api/read-docs (JSON at …/json). Registered before the routes: the
// plugin sees only later ones.

/** The documentation's own routes (the swagger plugin's, under either API's prefix): no answer of ours. */
export const isDocsRoute = (url: string) => /^\/api\/(docs|read-docs)(\/|$)/.test(url);

export interface OpenApiDocument {
  prefix: string;
  title: string;
  description: string;
}

export async function registerOpenApi(
  app: FastifyInstance,
  { prefix, title, description }: OpenApiDocument,
): Promise<void> {
  // The documentation routes belong to a plugin that knows nothing of our access rule.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(prefix)) route.config = { ...route.config, access: 'public' };
  });
  await app.register(swagger, {
    openapi: {
      info: { title, version: '0.1.0', description },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: prefix });
}

type Paths = Record<string, Record<string, unknown>>;
export interface OpenApiObject {
  openapi: string;
  info: Record<string, unknown>;
  paths?: Paths;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  [key: string]: unknown;
}

/**
 * One document for the whole shop (issue 39, at the gateway's /api/docs/json): every path of both
 * APIs, the methods of a path both serve side by side (GET /api/system/config is the read-api's,
 * PUT the command-api's).
 */
export function mergeOpenApiDocuments(command: OpenApiObject, read: OpenApiObject): OpenApiObject {
  const paths: Paths = {};
  for (const doc of [command, read])
    for (const [path, methods] of Object.entries(doc.paths ?? {})) paths[path] = { ...paths[path], ...methods };
  return {
    ...command,
    info: {
      ...command.info,
      title: 'Flora API',
      description: 'Comandos (command-api) y consultas (read-api) de Flora: un documento para toda la tienda',
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      ...command.components,
      schemas: { ...read.components?.schemas, ...command.components?.schemas },
    },
  };
}
