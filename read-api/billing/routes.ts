import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shopDay } from '../../domain/billing';
import { invoiceStream } from '../../domain/billing';
import { INVOICE_PAGE_SIZE } from '../../domain/billing';
import { BILLING } from '../../domain/identity';
import type { EventStore } from '../../infra/event-store/port';
import { problem, sendProblem } from '../../infra/http/problem';
import { historyWithActors } from '../audit/history-with-actors';
import { readYourWrites, type ConsistencyDeps } from '../consistency';
import { pageOf } from '../shared/paging';
import { useReadModelErrors } from '../read-model-errors';
import { invoicePdf } from './invoice-pdf';
import { clientById, invoiceDetail, listBillingProducts, listClients, listInvoices } from './queries';
import * as q from './query-schemas';
import { billingSettings } from './settings';
import type { BillingReadDb } from './to-response';

export interface BillingRouteDeps {
  db: BillingReadDb;
  store: Pick<EventStore, 'readStream'>;
  consistency: ConsistencyDeps;
}

// Spec 2.3: the billing screen's rule (warehouse, admin, owner, accounting, or their permissions)
// guards its API as well.
const config = { access: BILLING };
const invoiceNotFound = () => problem(404, 'INVOICE.NOT_FOUND', 'Factura no encontrada.');
const clientNotFound = () => problem(404, 'CLIENT.NOT_FOUND', 'Cliente no encontrado.');

// ?minPosition waits for 'billing' (clients and invoices are one read model); an invoice's history
// comes from 'audit', the products from 'inventory'. The settings are read from their stream.
export const billingReadRoutes: FastifyPluginAsyncZod<BillingRouteDeps> = async (app, { db, store, consistency }) => {
  useReadModelErrors(app);
  const billing = readYourWrites(consistency, ['billing']);

  app.get(
    '/api/billing/clients',
    { config, schema: { querystring: q.clientListQuery }, preHandler: billing },
    async (req) => listClients(db, req.query.search || undefined),
  );

  app.get(
    '/api/billing/invoices',
    { config, schema: { querystring: q.invoiceListQuery }, preHandler: billing },
    async (req) => {
      const { search, status, dateRange, startDate, endDate, today, page } = req.query;
      const filter = {
        search: search || undefined,
        status,
        dateRange,
        startDate,
        endDate,
        today: today ?? shopDay(new Date()),
      };
      const found = await listInvoices(db, filter, page);
      return pageOf(found.items, found.total, page, INVOICE_PAGE_SIZE);
    },
  );

  const one = { config, schema: { params: q.idParams, querystring: q.plainQuery }, preHandler: billing };

  // The id a client's registration answers fetches it (issue 11).
  app.get(
    '/api/billing/clients/:id',
    one,
    async (req, reply) => (await clientById(db, req.params.id)) ?? sendProblem(reply, clientNotFound()),
  );

  app.get(
    '/api/billing/invoices/:id',
    one,
    async (req, reply) => (await invoiceDetail(db, req.params.id))?.view ?? sendProblem(reply, invoiceNotFound()),
  );

  app.get(
    '/api/billing/invoices/:id/history',
    { ...one, preHandler: readYourWrites(consistency, ['audit']) },
    async (req, reply) => {
      const history = await historyWithActors(db, invoiceStream(req.params.id));
      return history.length > 0 ? history : sendProblem(reply, invoiceNotFound());
    },
  );

  app.get('/api/billing/invoices/:id/pdf', one, async (req, reply) => {
    const found = await invoiceDetail(db, req.params.id);
    if (!found) return sendProblem(reply, invoiceNotFound());
    const pdf = await invoicePdf(found.view, await billingSettings(store));
    const name = (found.view.number ?? 'borrador').replace(/[^A-Za-z0-9\-_]/g, '_');
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="factura-${name}.pdf"`)
      .header('x-flora-position', found.position)
      .send(Buffer.from(pdf));
  });

  app.get(
    '/api/billing/products',
    {
      config,
      schema: { querystring: q.productListQuery },
      preHandler: readYourWrites(consistency, ['inventory']),
    },
    async (req) => listBillingProducts(db, req.query.search || undefined),
  );

  app.get('/api/billing/settings', { config, schema: { querystring: q.plainQuery } }, async () =>
    billingSettings(store),
  );
};
