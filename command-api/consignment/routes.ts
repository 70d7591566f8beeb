import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import { z } from 'zod';
import {
  cancelAgreementBody,
  partnerDecider,
  partnerStream,
  registerPartnerBody,
  updatePartnerBody,
} from '../../domain/consignment';
import {
  createAgreementRequest,
  registerReturnRequest,
  registerSaleRequest,
  settleAgreementRequest,
} from '../../domain/consignment';
import { commandIdFor } from '../../infra/event-store/event-id';
import { checkComputed, pathIdField } from '../computed-fields';
import { commandHeaders, commandResponses, problemBody } from '../schemas';
import { commandContext, sendCommand, type CommandDeps, type CommandsToSend } from '../send-command';
import { agreementToCreate } from './agreement-checks';
import { itemsOf, withStock } from './agreement-stock';
import { PartnerKeys } from './partner-keys';
import { saleAsClaimed } from './spec-claims';

// Consignment's commands: partners, agreements and what happens to an agreement (sale, return,
// settlement, cancellation). An agreement command decides on the agreement and on the products whose
// units it moves, and appends both at once (agreement-stock.ts); reads are the read-api's.
// Access (issue 5, both readings of spec 2.3): partners are written by 'manager' (admin, owner);
// agreements by 'manage-consignments' (warehouse; admin and owner pass).

const partnerAccess = 'manager' as const;
const agreementAccess = 'manage-consignments' as const;
const idParams = (what: string) => z.object({ id: z.uuid({ error: `Identificador de ${what} inválido.` }) });
const notFound = (what: string) => ({
  404: {
    description: `${what} no encontrado`,
    content: { 'application/problem+json': { schema: problemBody } },
  },
});
const agreementResponses = { ...commandResponses, ...notFound('Acuerdo') };

type Context = ReturnType<typeof commandContext>;

/** A line of business sent again with its own id (the app retrying) appends nothing twice. */
function contextWithOwnId(req: FastifyRequest, ownId: string | undefined): Context {
  const context = commandContext(req);
  return !context.keyed && ownId ? { ...context, commandId: ownId } : context;
}

export const consignmentRoutes: FastifyPluginAsyncZod<CommandDeps & { db: Kysely<AppDatabase> }> = async (
  app,
  deps,
) => {
  // A partner's RFC is unique among partners: reserved before its command (409 naming the holder).
  const partnerKeys = new PartnerKeys(deps.db, deps.handler);
  const schema = { tags: ['consignment'], headers: commandHeaders, response: commandResponses };
  const toAgreement = (
    req: FastifyRequest,
    reply: FastifyReply,
    toSend: CommandsToSend,
    context = commandContext(req),
  ) => sendCommand(deps, req, reply, toSend, { context });
  /** The products a sale's or a return's lines name (decide() refuses one not in the agreement). */
  const linesOf = (items: readonly { productId: string }[]) => items.map((line) => line.productId.trim());
  /** The spec's payloads repeat the agreement's id: it must be the route's. */
  const sameAgreement = (routeId: string, claims: { agreementId?: string }) =>
    checkComputed([pathIdField('agreementId', claims.agreementId, routeId)]);

  app.post(
    '/api/consignment/partners',
    {
      config: { access: partnerAccess },
      schema: {
        ...schema,
        summary: 'Registra un socio de consignación (comisión por defecto 20 %)',
        body: registerPartnerBody,
      },
    },
    async (req, reply) => {
      const context = commandContext(req);
      // From the command id: an Idempotency-Key repeat is the same partner.
      const partnerId = req.body.partnerId ?? commandIdFor(context.commandId, 'partner');
      const command = { type: 'RegisterPartner' as const, data: { ...req.body, partnerId } };
      return partnerKeys.withTaxId(partnerId, req.body.taxId, (after) =>
        sendCommand(
          deps,
          req,
          reply,
          { decider: partnerDecider, id: partnerId, streamId: partnerStream(partnerId), command },
          { context, after },
        ),
      );
    },
  );

  app.patch(
    '/api/consignment/partners/:id',
    {
      config: { access: partnerAccess },
      schema: {
        ...schema,
        summary: 'Cambia datos, comisión o estado de un socio',
        params: idParams('socio'),
        body: updatePartnerBody,
        response: { ...commandResponses, ...notFound('Socio') },
      },
    },
    async (req, reply) => {
      const partnerId = req.params.id;
      const command = { type: 'UpdatePartner' as const, data: req.body };
      return partnerKeys.withTaxId(partnerId, req.body.taxId, (after) =>
        sendCommand(
          deps,
          req,
          reply,
          { decider: partnerDecider, id: partnerId, streamId: partnerStream(partnerId), command },
          { after },
        ),
      );
    },
  );

  app.post(
    '/api/consignment/agreements',
    {
      config: { access: agreementAccess },
      schema: {
        ...schema,
        summary: 'Crea un acuerdo de consignación; el stock sale a consignación con él',
        body: createAgreementRequest,
        response: { ...commandResponses, ...notFound('Socio') },
      },
    },
    async (req, reply) => {
      const context = commandContext(req);
      const { claims, ...body } = req.body;
      const agreementId = body.agreementId ?? commandIdFor(context.commandId, 'agreement');
      const toSend = await agreementToCreate(deps.handler, { ...body, agreementId }, claims);
      return toAgreement(req, reply, toSend, context);
    },
  );

  const agreementParams = idParams('acuerdo');

  app.post(
    '/api/consignment/agreements/:id/sales',
    {
      config: { access: agreementAccess },
      schema: {
        ...schema,
        summary: 'Registra una venta del socio (cantidad limitada a lo que queda)',
        params: agreementParams,
        body: registerSaleRequest,
        response: agreementResponses,
      },
    },
    async (req, reply) => {
      const { claims, ...sale } = req.body;
      sameAgreement(req.params.id, claims);
      const context = contextWithOwnId(req, sale.saleId);
      const data = { ...sale, saleId: sale.saleId ?? context.commandId };
      const command = { type: 'RegisterConsignmentSale' as const, data };
      const toSend = withStock(req.params.id, command, linesOf(sale.items), saleAsClaimed(claims));
      return toAgreement(req, reply, toSend, context);
    },
  );

  app.post(
    '/api/consignment/agreements/:id/returns',
    {
      config: { access: agreementAccess },
      schema: {
        ...schema,
        summary: 'Registra una devolución del socio (limitada a lo que queda)',
        params: agreementParams,
        body: registerReturnRequest,
        response: agreementResponses,
      },
    },
    async (req, reply) => {
      const { claims, ...given } = req.body;
      sameAgreement(req.params.id, claims);
      const context = contextWithOwnId(req, given.returnId);
      const data = { ...given, returnId: given.returnId ?? context.commandId };
      const command = { type: 'RegisterConsignmentReturn' as const, data };
      return toAgreement(req, reply, withStock(req.params.id, command, linesOf(given.items)), context);
    },
  );

  app.post(
    '/api/consignment/agreements/:id/settle',
    {
      config: { access: agreementAccess },
      schema: {
        ...schema,
        summary: 'Liquida el acuerdo: lo no vendido ni devuelto vuelve al inventario',
        params: agreementParams,
        body: settleAgreementRequest,
        response: agreementResponses,
      },
    },
    async (req, reply) => {
      const { claims, ...data } = req.body;
      sameAgreement(req.params.id, claims);
      // What is left on the shelf comes back: any of the agreement's products.
      const products = await itemsOf(deps.handler, req.params.id);
      return toAgreement(req, reply, withStock(req.params.id, { type: 'SettleAgreement', data }, products));
    },
  );

  app.post(
    '/api/consignment/agreements/:id/cancel',
    {
      config: { access: agreementAccess },
      schema: {
        ...schema,
        summary: 'Cancela un acuerdo sin ventas: todo vuelve al inventario',
        params: agreementParams,
        body: cancelAgreementBody,
        response: agreementResponses,
      },
    },
    async (req, reply) => {
      const products = await itemsOf(deps.handler, req.params.id);
      const command = { type: 'CancelAgreement' as const, data: req.body };
      return toAgreement(req, reply, withStock(req.params.id, command, products));
    },
  );
};
