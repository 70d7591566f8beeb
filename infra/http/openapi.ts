import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// Each API's OpenAPI document, generated from the zod schemas of its routes: the command-api's at
// /api/docs, the read-api's at /api/read-docs (JSON at …/json). Registered before the routes: the
// plugin sees only later ones.

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
