import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import {
  INVENTORY_MESSAGES,
  InventorySummary,
  MovementPage,
  NameList,
  ProductDetailView,
  ProductHistory,
  ProductPage,
  productStream,
  StockAsOfView,
  WarehouseDashboard,
} from '../../../domain/inventory';
import type { RouteRule } from '../../../domain/identity';
import { fileAnswer } from '../../../infra/http/answers';
import { problem, sendProblem } from '../../../infra/http/problem';
import type { ReadModels } from '../../../projections/read-models';
import { historyWithActors } from '../../shared/stream-history';
import { readYourWrites, type ConsistencyDeps } from '../../shared/consistency';
import { ReadModelCache } from '../../shared/read-model-cache';
import { useReadModelErrors } from '../../shared/read-model-errors';
import { pageOf } from '../../shared/paging';
import { warehouseDashboard } from '../queries/dashboard';
import { inventoryCsv } from '../to-response/products-csv';
import { listMovements, stockAsOf } from '../queries/ledger';
import { categories, findByCode, inventorySummary, locations, productDetail } from '../queries/products';
import { productPageJson, type ProductPageJson } from '../queries/product-page';
import { sendProductPage } from '../to-response/product-page';
import * as q from '../query-schemas';

export interface InventoryRouteDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
  /**
   * The pool `db` reads from (the replica's, else the primary's): given, the list's statements are
   * prepared on each connection, planned once instead of at every request (issue 42).
   */
  pool?: pg.Pool;
}

/** What the product list (and the offline copy's inventory, read-api/sync) needs. */
export const INVENTORY_READ = 'view-inventory' as const;
const access = INVENTORY_READ;
/** The counter scans with the same lookup (issue 17): the cashier reads a product by its code, not the stock lists. */
const LOOKUP: RouteRule = { permissions: ['view-inventory', 'pos-view'] };
const notFound = () => problem(404, 'PRODUCT.NOT_FOUND', INVENTORY_MESSAGES['PRODUCT.NOT_FOUND']);
const UNKNOWN_AFTER = 'no hay producto con ese id';
const unknownAfter = [{ path: 'after', message: UNKNOWN_AFTER }];

// ?minPosition waits for the read models the answer is made of: a movement just registered shows
// in the ledger once 'stock-ledger' has it and in the list once 'inventory' has it. Actor names
// (users) are decoration: a stalled users model must not hold inventory screens.
export const inventoryReadRoutes: FastifyPluginAsyncZod<InventoryRouteDeps> = async (
  app,
  { db, consistency, pool },
) => {
  useReadModelErrors(app);
  const waitFor = (...projections: string[]) => readYourWrites(consistency, projections);
  const catalogue = waitFor('inventory');
  const ledger = waitFor('inventory', 'stock-ledger');
  // Every staff screen open on the list asks the same first pages again at each refresh: kept until
  // the inventory next changes (read-model-cache.ts), as the storefront's catalogue. A read with
  // ?minPosition (after the asker's own write) reads afresh.
  const pages = new ReadModelCache<ProductPageJson | undefined>(consistency.feed, ['inventory'], { max: 200 });

  app.get(
    '/api/inventory/products',
    {
      config: { access },
      schema: { querystring: q.productListQuery, response: { 200: ProductPage } },
      preHandler: catalogue,
    },
    async (req, reply) => {
      const { search, category, stockStatus, sort, order, page, pageSize, after } = req.query;
      const filter = { search, category, stockStatus };
      const read = () => productPageJson(pool ?? db, filter, { sort, order }, { page, pageSize, after });
      const key = JSON.stringify([search, category, stockStatus, sort, order, page, pageSize, after]);
      const found = await pages.answer(req, key, read);
      if (!found) return sendProblem(reply, problem(400, 'VALIDATION', `after: ${UNKNOWN_AFTER}`, unknownAfter));
      return sendProductPage(reply, found.items, found.total, page, pageSize);
    },
  );

  app.get(
    '/api/inventory/products/lookup',
    {
      config: { access: LOOKUP },
      schema: { querystring: q.lookupQuery, response: { 200: ProductDetailView } },
      preHandler: catalogue,
    },
    async (req, reply) => {
      const product = await findByCode(db, req.query.code);
      return product ?? sendProblem(reply, notFound());
    },
  );

  app.get(
    '/api/inventory/products/:id',
    {
      config: { access },
      schema: { params: q.productParams, querystring: q.plainQuery, response: { 200: ProductDetailView } },
      preHandler: catalogue,
    },
    async (req, reply) => (await productDetail(db, req.params.id)) ?? sendProblem(reply, notFound()),
  );

  app.get(
    '/api/inventory/products/:id/history',
    {
      config: { access },
      schema: { params: q.productParams, querystring: q.plainQuery, response: { 200: ProductHistory } },
      preHandler: waitFor('audit'),
    },
    async (req, reply) => {
      const history = await historyWithActors(db, productStream(req.params.id));
      return history.length > 0 ? history : sendProblem(reply, notFound());
    },
  );

  app.get(
    '/api/inventory/movements',
    {
      config: { access },
      schema: { querystring: q.movementQuery, response: { 200: MovementPage } },
      preHandler: ledger,
    },
    async (req) => {
      const { productId, type, from, to, page, pageSize } = req.query;
      const found = await listMovements(db, { productId, type, from, until: to }, { page, pageSize });
      return pageOf(found.items, found.total, page, pageSize);
    },
  );

  app.get(
    '/api/inventory/summary',
    {
      config: { access },
      schema: { querystring: q.plainQuery, response: { 200: InventorySummary } },
      preHandler: catalogue,
    },
    async () => inventorySummary(db),
  );

  app.get(
    '/api/inventory/stock',
    { config: { access }, schema: { querystring: q.stockQuery, response: { 200: StockAsOfView } }, preHandler: ledger },
    async (req) => {
      const { asOf, location, productId, page, pageSize } = req.query;
      return stockAsOf(db, { asOf: asOf ?? new Date(), location, productId, page, pageSize });
    },
  );

  app.get(
    '/api/inventory/categories',
    { config: { access }, schema: { querystring: q.plainQuery, response: { 200: NameList } }, preHandler: catalogue },
    async () => categories(db),
  );

  app.get(
    '/api/inventory/locations',
    { config: { access }, schema: { querystring: q.plainQuery, response: { 200: NameList } }, preHandler: catalogue },
    async () => locations(db),
  );

  app.get(
    '/api/inventory/dashboard',
    {
      config: { access },
      schema: { querystring: q.dashboardQuery, response: { 200: WarehouseDashboard } },
      preHandler: ledger,
    },
    async (req) => warehouseDashboard(db, req.query.tz),
  );

  app.get(
    '/api/inventory/export.csv',
    {
      config: { access },
      schema: {
        querystring: q.exportQuery,
        response: { 200: fileAnswer('text/csv', 'Los productos filtrados en CSV (las columnas de la importación)') },
      },
      preHandler: catalogue,
    },
    async (req, reply) => {
      const { search, category, stockStatus, sort, order, tz } = req.query;
      const computedAt = new Date();
      const { csv, position } = await inventoryCsv(db, { search, category, stockStatus }, { sort, order });
      const day = new Intl.DateTimeFormat('en-CA', {
        timeZone: tz,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(computedAt);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="inventario-${day}.csv"`)
        .header('x-flora-position', position ?? 'start')
        .header('x-flora-computed-at', computedAt.toISOString())
        .send(csv);
    },
  );
};
