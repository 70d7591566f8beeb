import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cancelInvoiceBody,
  invoiceDecider,
  invoiceStream,
  issueInvoiceBody,
  payInvoiceBody,
  type InvoiceCommand,
} from '../../domain/billing';
import { createInvoiceRequest, updateInvoiceRequest } from '../../domain/billing';
import { BILLING } from '../../domain/identity';
import { commandIdFor } from '../../infra/event-store/event-id';
import { checkComputed, pathIdField } from '../computed-fields';
import type { CommandBody } from '../../application/handler';
import { commandHeaders, commandResponses, problemBody } from '../schemas';
import { commandContext, sendCommand, type CommandDeps } from '../send-command';
import { checkInvoiceClaims, hasInvoiceClaims } from './invoice-claims';
import { invoiceToCreate, invoiceToUpdate, numberToIssue } from './invoice-commands';
import { invoiceInput } from './invoice-input';

// An invoice's life (spec 4 and the brief's decisions): created as a draft or issued at once,
// edited while draft or pending, issued, paid, cancelled. Each route sends one command to the
// invoice's stream; issuing first takes the number from the year's numbering stream.

const config = { access: BILLING };
const invoiceParams = z.object({ id: z.uuid({ error: 'Identificador de factura inválido.' }) });
const asProblem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problemBody } },
});
const schema = {
  tags: ['billing'],
  headers: commandHeaders,
  response: { ...commandResponses, 404: asProblem('Factura, cliente o producto no encontrado') },
};

type Context = ReturnType<typeof commandContext>;

export const invoiceRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const toInvoice = (
    req: FastifyRequest,
    reply: FastifyReply,
    invoiceId: string,
    command: CommandBody<InvoiceCommand>,
    context: Context,
  ) =>
    sendCommand(
      deps,
      req,
      reply,
      { decider: invoiceDecider, id: invoiceId, streamId: invoiceStream(invoiceId), command },
      { context },
    );

  app.post(
    '/api/billing/invoices',
    {
      config,
      schema: {
        ...schema,
        summary: "Crea una factura: borrador con 'saveAsDraft', si no se emite con su número",
        body: createInvoiceRequest,
      },
    },
    async (req, reply) => {
      const { body, claims } = req.body;
      const context = commandContext(req);
      // From the command id: an Idempotency-Key repeat (an offline sync sent again) is the same invoice.
      const invoiceId = body.invoiceId ?? commandIdFor(context.commandId, 'invoice');
      const input = await invoiceInput(deps.handler, body);
      // Not for an invoice already created (a repeat keeps its first answer even if the tax rate moved since).
      const isNew = async () => !(await deps.handler.load(invoiceDecider, invoiceStream(invoiceId))).state.known;
      if (hasInvoiceClaims(claims) && (await isNew())) checkInvoiceClaims(claims, input);
      const data = await invoiceToCreate(
        deps,
        { ...input, invoiceId, offlineCreatedAt: body.offlineCreatedAt ?? null },
        context,
      );
      return toInvoice(req, reply, invoiceId, { type: 'CreateInvoice', data }, context);
    },
  );

  app.put(
    '/api/billing/invoices/:id',
    {
      config,
      schema: {
        ...schema,
        summary: 'Edita una factura en borrador o pendiente; un borrador sin saveAsDraft se emite',
        params: invoiceParams,
        body: updateInvoiceRequest,
      },
    },
    async (req, reply) => {
      const { body, claims } = req.body;
      checkComputed([pathIdField('id', claims.id, req.params.id)]);
      const context = commandContext(req);
      const input = await invoiceInput(deps.handler, body);
      checkInvoiceClaims(claims, input);
      const data = await invoiceToUpdate(deps, req.params.id, input, context);
      return toInvoice(req, reply, req.params.id, { type: 'UpdateInvoice', data }, context);
    },
  );

  app.post(
    '/api/billing/invoices/:id/issue',
    {
      config,
      schema: {
        ...schema,
        summary: 'Emite un borrador: valida su contenido y le asigna número (borrador → pendiente)',
        params: invoiceParams,
        body: issueInvoiceBody,
      },
    },
    async (req, reply) => {
      const context = commandContext(req);
      const number = await numberToIssue(deps, req.params.id, context);
      return toInvoice(req, reply, req.params.id, { type: 'IssueInvoice', data: { number } }, context);
    },
  );

  app.post(
    '/api/billing/invoices/:id/pay',
    {
      config,
      schema: {
        ...schema,
        summary: 'Marca como pagada una factura pendiente',
        params: invoiceParams,
        body: payInvoiceBody,
      },
    },
    async (req, reply) => toInvoice(req, reply, req.params.id, { type: 'PayInvoice', data: {} }, commandContext(req)),
  );

  app.post(
    '/api/billing/invoices/:id/cancel',
    {
      config,
      schema: {
        ...schema,
        summary: 'Cancela una factura en borrador o pendiente (la emitida conserva su número)',
        params: invoiceParams,
        body: cancelInvoiceBody,
      },
    },
    async (req, reply) => {
      const command = { type: 'CancelInvoice' as const, data: { reason: req.body.reason ?? '' } };
      return toInvoice(req, reply, req.params.id, command, commandContext(req));
    },
  );
};
