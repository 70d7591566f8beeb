import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import {
  CATALOG_MESSAGES,
  CATALOG_PAGE_SIZE,
  CatalogCategories,
  CatalogPage,
  CatalogProductView,
} from '../../domain/catalog';
import { problem, sendProblem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import { readYourWrites, type ConsistencyDeps } from '../shared/consistency';
import { useReadModelErrors } from '../shared/read-model-errors';
import { pageOf } from '../shared/paging';
import { ReadModelCache } from '../shared/read-model-cache';
import { catalogCategories, catalogProduct, listCatalog } from './queries';
import * as q from './query-schemas';

export interface CatalogRouteDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
}

// Spec 6: the catalogue is a permission (client, cashier, pos_supervisor; owner and admin pass), not
// a screen's rule, so the storefront and the POS read the same products.
const access = 'view-catalog' as const;
const notFound = () => problem(404, 'PRODUCT.NOT_FOUND', CATALOG_MESSAGES['PRODUCT.NOT_FOUND']);

// Everything here is the inventory read model: ?minPosition waits for 'inventory' alone.
export const catalogReadRoutes: FastifyPluginAsyncZod<CatalogRouteDeps> = async (app, { db, consistency }) => {
  useReadModelErrors(app);
  const inventory = readYourWrites(consistency, ['inventory']);
  // Every visitor asks the same pages: kept until the inventory next changes (read-model-cache.ts).
  const cache = new ReadModelCache<unknown>(consistency.feed, ['inventory']);

  app.get(
    '/api/catalog/products',
    {
      config: { access },
      schema: {
        summary: 'Productos activos de la tienda, 24 por página',
        querystring: q.catalogListQuery,
        response: { 200: CatalogPage },
      },
      preHandler: inventory,
    },
    async (req) => {
      const { search, category, page } = req.query;
      return cache.answer(req, JSON.stringify(['list', search ?? '', category ?? '', page]), async () => {
        const found = await listCatalog(db, { search, category }, page);
        return pageOf(found.items, found.total, page, CATALOG_PAGE_SIZE);
      });
    },
  );

  app.get(
    '/api/catalog/products/:id',
    {
      config: { access },
      schema: {
        summary: 'Un producto activo',
        params: q.productParams,
        querystring: q.plainQuery,
        response: { 200: CatalogProductView },
      },
      preHandler: inventory,
    },
    async (req, reply) =>
      (await cache.answer(req, `product:${req.params.id}`, () => catalogProduct(db, req.params.id))) ??
      sendProblem(reply, notFound()),
  );

  app.get(
    '/api/catalog/categories',
    {
      config: { access },
      schema: {
        summary: 'Categorías de los productos activos con su número de productos',
        querystring: q.plainQuery,
        response: { 200: CatalogCategories },
      },
      preHandler: inventory,
    },
    async (req) => cache.answer(req, 'categories', () => catalogCategories(db)),
  );
};
