import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// The read-api's OpenAPI document, generated from the zod schemas of its routes (params and query),
// at /api/read-docs (JSON at /api/read-docs/json). The command-api's is at /api/docs; the gateway
// sends every other GET here. Registered before the routes: the plugin sees only later ones.

export const READ_DOCS = '/api/read-docs';

export async function registerReadDocs(app: FastifyInstance): Promise<void> {
  // The documentation routes belong to a plugin that knows nothing of our access rule.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(READ_DOCS)) route.config = { ...route.config, access: 'public' };
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Flora read-api', version: '0.1.0', description: 'Consultas del back office de Flora' },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: READ_DOCS });
}
