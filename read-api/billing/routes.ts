import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BillingProductView,
  BillingSettings,
  ClientView,
  INVOICE_PAGE_SIZE,
  InvoiceHistoryEntry,
  InvoicePage,
  InvoiceView,
  invoiceStream,
  shopDay,
} from '../../domain/billing';
import { BILLING } from '../../domain/identity';
import type { EventStore } from '../../infra/event-store/port';
import { fileAnswer } from '../../infra/http/answers';
import { problem, sendProblem } from '../../infra/http/problem';
import { historyWithActors } from '../shared/stream-history';
import { readYourWrites, type ConsistencyDeps } from '../shared/consistency';
import { pageOf } from '../shared/paging';
import { useReadModelErrors } from '../shared/read-model-errors';
import { invoicePdf } from './to-response/invoice-pdf';
import { billingSettings, clientById, invoiceDetail, listBillingProducts, listClients, listInvoices } from './queries';
import * as q from './query-schemas';
import type { BillingReadDb } from './to-response/views';

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
    { config, schema: { querystring: q.clientListQuery, response: { 200: z.array(ClientView) } }, preHandler: billing },
    async (req) => listClients(db, req.query.search || undefined),
  );

  app.get(
    '/api/billing/invoices',
    { config, schema: { querystring: q.invoiceListQuery, response: { 200: InvoicePage } }, preHandler: billing },
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
  const answering = <T extends z.ZodType>(answer: T) => ({
    ...one,
    schema: { ...one.schema, response: { 200: answer } },
  });

  // The id a client's registration answers fetches it (issue 11).
  app.get(
    '/api/billing/clients/:id',
    answering(ClientView),
    async (req, reply) => (await clientById(db, req.params.id)) ?? sendProblem(reply, clientNotFound()),
  );

  app.get(
    '/api/billing/invoices/:id',
    answering(InvoiceView),
    async (req, reply) => (await invoiceDetail(db, req.params.id))?.view ?? sendProblem(reply, invoiceNotFound()),
  );

  app.get(
    '/api/billing/invoices/:id/history',
    { ...answering(z.array(InvoiceHistoryEntry)), preHandler: readYourWrites(consistency, ['audit']) },
    async (req, reply) => {
      const history = await historyWithActors(db, invoiceStream(req.params.id));
      return history.length > 0 ? history : sendProblem(reply, invoiceNotFound());
    },
  );

  const pdfAnswer = { 200: fileAnswer('application/pdf', 'La factura en PDF, como la vista previa') };
  app.get(
    '/api/billing/invoices/:id/pdf',
    { ...one, schema: { ...one.schema, response: pdfAnswer } },
    async (req, reply) => {
      const found = await invoiceDetail(db, req.params.id);
      if (!found) return sendProblem(reply, invoiceNotFound());
      const pdf = await invoicePdf(found.view, await billingSettings(store));
      const name = (found.view.number ?? 'borrador').replace(/[^A-Za-z0-9\-_]/g, '_');
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="factura-${name}.pdf"`)
        .header('x-flora-position', found.position)
        .send(Buffer.from(pdf));
    },
  );

  app.get(
    '/api/billing/products',
    {
      config,
      schema: { querystring: q.productListQuery, response: { 200: z.array(BillingProductView) } },
      preHandler: readYourWrites(consistency, ['inventory']),
    },
    async (req) => listBillingProducts(db, req.query.search || undefined),
  );

  app.get(
    '/api/billing/settings',
    { config, schema: { querystring: q.plainQuery, response: { 200: BillingSettings } } },
    async () => billingSettings(store),
  );
};
