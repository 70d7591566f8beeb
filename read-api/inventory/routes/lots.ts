import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { shopClockAt } from '../../../domain/delivery';
import { INVENTORY_MESSAGES, ProductLotsView, ShopLotList } from '../../../domain/inventory';
import { problem, sendProblem } from '../../../infra/http/problem';
import type { ReadModels } from '../../../projections/read-models';
import { readYourWrites, type ConsistencyDeps } from '../../shared/consistency';
import { useReadModelErrors } from '../../shared/read-model-errors';
import { shopTimeZone, type SettingsReader } from '../../shared/shop-settings';
import { productLots, shopLots } from '../queries/lots';
import * as q from '../query-schemas';
import { INVENTORY_READ } from './products';

// Issue 44: a product's lots and the shop's lots near or past their sell-by, for whoever reads the
// inventory (warehouse, admin, owner). A lot's status is judged against the shop's today, in its
// time zone (settings), so the landing's "Por vencer" turns at the shop's midnight, not UTC's.

export interface LotRouteDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
  /** The settings stream: the shop's time zone. */
  store: SettingsReader;
  /** The read side's clock (tests fix it). */
  now?: () => Date;
}

const access = INVENTORY_READ;
const notFound = () => problem(404, 'PRODUCT.NOT_FOUND', INVENTORY_MESSAGES['PRODUCT.NOT_FOUND']);

export const lotReadRoutes: FastifyPluginAsyncZod<LotRouteDeps> = async (
  app,
  { db, consistency, store, now = () => new Date() },
) => {
  useReadModelErrors(app);
  const lots = readYourWrites(consistency, ['lots']);
  const today = async () => shopClockAt(now(), await shopTimeZone(store)).today;

  app.get(
    '/api/inventory/products/:id/lots',
    {
      config: { access },
      schema: {
        summary: 'Los lotes de un producto con unidades (sin lote primero, luego por fecha de venta)',
        params: q.productParams,
        querystring: q.productLotsQuery,
        response: { 200: ProductLotsView },
      },
      preHandler: lots,
    },
    async (req, reply) =>
      (await productLots(db, req.params.id, await today(), req.query.within)) ?? sendProblem(reply, notFound()),
  );

  app.get(
    '/api/inventory/lots',
    {
      config: { access },
      schema: {
        summary: 'Lotes con unidades por fecha de venta: frescos, por vencer (dentro de within días) o vencidos',
        querystring: q.lotsQuery,
        response: { 200: ShopLotList },
      },
      preHandler: lots,
    },
    async (req) => {
      const { status, within, location } = req.query;
      return shopLots(db, { status, within, location, today: await today() });
    },
  );
};
