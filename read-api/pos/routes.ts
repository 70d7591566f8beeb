import { TZDate } from '@date-fns/tz';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { COMPANY } from '../../domain/billing';
import { POS_READ } from '../../domain/identity';
import { CounterProductList, CounterTerms, SalePage, SaleView, SessionPage, SessionView } from '../../domain/pos';
import { addDays, isIsoDay } from '../../domain/shared';
import { fileAnswer } from '../../infra/http/answers';
import { problem, sendProblem } from '../../infra/http/problem';
import { readYourWrites, type ConsistencyDeps } from '../shared/consistency';
import { useReadModelErrors } from '../shared/read-model-errors';
import { pageOf } from '../shared/paging';
import { shopSettings, type SettingsReader } from '../shared/shop-settings';
import {
  counterProducts,
  listSales,
  listSessions,
  POS_PAGE_SIZE,
  saleDetail,
  sessionDetail,
  type PosReadDb,
} from './queries';
import * as q from './query-schemas';
import { receiptPdf, type ReceiptFacts } from './to-response/receipt-pdf';
import { moneyFormat } from '../../domain/settings';

export interface PosRouteDeps {
  db: PosReadDb;
  consistency: ConsistencyDeps;
  /** The settings stream: the shop's time zone (the sales' days, the receipt's time) and money format. */
  store: SettingsReader;
}

const config = { access: POS_READ };

const sessionNotFound = () => problem(404, 'POS.SESSION_NOT_FOUND', 'Sesión de caja no encontrada.');
const saleNotFound = () => problem(404, 'POS.SALE_NOT_FOUND', 'Venta no encontrada.');

/** Midnight of a 'yyyy-mm-dd' day in the shop's time zone. */
const startOf = (day: string, timeZone: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(new TZDate(y!, m! - 1, d!, timeZone).getTime());
};

/** The shop's name (no setting names it yet: the company's), its money and its time zone. */
async function receiptFacts(store: SettingsReader): Promise<ReceiptFacts> {
  const settings = await shopSettings(store);
  const money = moneyFormat(settings.money);
  return { shopName: COMPANY.name, money: (amount) => money.format(amount), timeZone: settings.timeZone };
}

// ?minPosition waits for 'pos' and 'users' (the cashiers' names).
export const posReadRoutes: FastifyPluginAsyncZod<PosRouteDeps> = async (app, { db, consistency, store }) => {
  useReadModelErrors(app);
  const fresh = readYourWrites(consistency, ['pos', 'users']);

  app.get(
    '/api/pos/sessions',
    {
      config,
      schema: {
        summary: 'Sesiones de caja, 50 por página, la más reciente primero',
        querystring: q.sessionListQuery,
        response: { 200: SessionPage },
      },
      preHandler: fresh,
    },
    async (req) => {
      const { status, cashier, page } = req.query;
      const found = await listSessions(db, { status, cashierId: cashier }, page);
      return pageOf(found.items, found.total, page, POS_PAGE_SIZE);
    },
  );

  app.get(
    '/api/pos/sessions/:id',
    {
      config,
      schema: {
        summary: 'Una sesión de caja con su informe X (abierta) o Z (cerrada) y el arqueo',
        params: q.sessionParams,
        querystring: q.plainQuery,
        response: { 200: SessionView },
      },
      preHandler: fresh,
    },
    async (req, reply) => (await sessionDetail(db, req.params.id)) ?? sendProblem(reply, sessionNotFound()),
  );

  app.get(
    '/api/pos/sales',
    {
      config,
      schema: {
        summary: 'Ventas de mostrador, 50 por página, la más reciente primero: por sesión o por días',
        querystring: q.saleListQuery,
        response: { 200: SalePage },
      },
      preHandler: fresh,
    },
    async (req, reply) => {
      const { sessionId, from, to, page } = req.query;
      const timeZone = from || to ? (await shopSettings(store)).timeZone : 'UTC';
      const since = from === undefined ? undefined : isIsoDay(from) ? startOf(from, timeZone) : new Date(from);
      const until = to === undefined ? undefined : isIsoDay(to) ? startOf(addDays(to, 1), timeZone) : new Date(to);
      if (since && until && since >= until) {
        const message = q.POS_QUERY_MESSAGES['POS.INVALID_RANGE'];
        return sendProblem(reply, problem(400, 'POS.INVALID_RANGE', message, [{ path: 'from', message }]));
      }
      const found = await listSales(db, { sessionId, from: since, to: until }, page);
      return pageOf(found.items, found.total, page, POS_PAGE_SIZE);
    },
  );

  const one = { config, schema: { params: q.saleParams, querystring: q.plainQuery }, preHandler: fresh };

  app.get(
    '/api/pos/sales/:id',
    { ...one, schema: { ...one.schema, response: { 200: SaleView } } },
    async (req, reply) => (await saleDetail(db, req.params.id))?.view ?? sendProblem(reply, saleNotFound()),
  );

  const receipt = fileAnswer('application/pdf', 'El ticket de la venta en PDF');
  app.get(
    '/api/pos/sales/:id/receipt.pdf',
    { ...one, schema: { ...one.schema, response: { 200: receipt } } },
    async (req, reply) => {
      const found = await saleDetail(db, req.params.id);
      if (!found) return sendProblem(reply, saleNotFound());
      const pdf = await receiptPdf(found.view, await receiptFacts(store));
      const name = found.view.number.replace(/[^A-Za-z0-9\-_]/g, '_') || 'venta';
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="ticket-${name}.pdf"`)
        .header('x-flora-position', found.position)
        .send(Buffer.from(pdf));
    },
  );

  // The counter's own product search (issue 43): the storefront's catalogue knows no SKU or barcode
  // search, and the inventory's lookup is the warehouse's.
  app.get(
    '/api/pos/products',
    {
      config,
      schema: {
        summary: 'Productos activos para la caja: por nombre, o por el comienzo del SKU o del código de barras',
        querystring: q.counterSearchQuery,
        response: { 200: CounterProductList },
      },
      // The lots model too: each product's next sell-by (issue 44).
      preHandler: readYourWrites(consistency, ['inventory', 'lots']),
    },
    async (req): Promise<CounterProductList> => ({ items: await counterProducts(db, req.query.search) }),
  );

  // The counter's terms as the shop set them (settings stream): the tax it prices with and the most a
  // supervisor may take off, so the ticket on screen is the one the server will decide.
  app.get(
    '/api/pos/terms',
    { config, schema: { summary: 'IVA y descuento máximo con que vende la caja', response: { 200: CounterTerms } } },
    async (): Promise<CounterTerms> => {
      const settings = await shopSettings(store);
      return { taxRate: settings.taxRateBasisPoints / 100, maxDiscount: settings.maxDiscountBasisPoints / 100 };
    },
  );
};
