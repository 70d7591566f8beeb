import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { CATALOG_PROBLEM_KINDS, CatalogDebugAnswer, type CatalogProblemKind } from '../../domain/catalog';
import { ROUTE_ACCESS } from '../../domain/identity';
import { onlyKnownParameters } from '../../domain/orders';
import type { ReadModels } from '../../projections/read-models';
import { minPositionQuery, readYourWrites, type ConsistencyDeps } from '../shared/consistency';
import { useReadModelErrors } from '../shared/read-model-errors';
import { catalogProblems, MAX_PER_KIND } from './queries';

// Issue 20: GET /api/catalog-debug, the /flower-catalog-debug screen's findings; the API answers the
// screen's own rule (admin, owner).

export interface CatalogDebugDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
}

/** Said once on the screen: why "below minimum" does not yet look at purchases. */
export const BELOW_MINIMUM_NOTE =
  'Aún no existen órdenes de compra a proveedores: se listan todos los productos activos con existencias por debajo del mínimo.';

export const catalogDebugRoutes: FastifyPluginAsyncZod<CatalogDebugDeps> = async (app, { db, consistency }) => {
  useReadModelErrors(app);
  app.get(
    '/api/catalog-debug',
    {
      config: { access: ROUTE_ACCESS['/flower-catalog-debug']! },
      schema: {
        tags: ['catalog'],
        summary:
          'Problemas del catálogo: sin imagen, sin precio, sin categoría, duplicados, bajo mínimo, inactivos con stock',
        querystring: onlyKnownParameters(minPositionQuery),
        response: { 200: CatalogDebugAnswer },
      },
      preHandler: readYourWrites(consistency, ['inventory']),
    },
    async (): Promise<CatalogDebugAnswer> => {
      const items = await catalogProblems(db);
      const counts = Object.fromEntries(CATALOG_PROBLEM_KINDS.map((k) => [k, 0])) as Record<CatalogProblemKind, number>;
      for (const item of items) counts[item.kind]++;
      return { items, counts, maxPerKind: MAX_PER_KIND, notes: { 'below-minimum': BELOW_MINIMUM_NOTE } };
    },
  );
};
