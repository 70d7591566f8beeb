import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  agreementDecider,
  agreementStream,
  cancelAgreementBody,
  createAgreementBody,
  partnerDecider,
  partnerStream,
  registerPartnerBody,
  registerReturnBody,
  registerSaleBody,
  settleAgreementBody,
  updatePartnerBody,
  type AgreementCommand,
} from '../../domain/consignment';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandBody } from '../handler';
import { commandHeaders, commandResponses, problemBody } from '../schemas';
import { commandContext, sendCommand, type CommandDeps } from '../send-command';
import { agreementToCreate } from './agreement-checks';

// Consignment's commands: partners, agreements and what happens to an agreement (sale, return,
// settlement, cancellation). The stock follows through the stock reactor; reads are the read-api's.
// Access (issue 5, both readings of spec 2.3): partners are written by 'manager' (admin, owner);
// agreements by 'manage-consignments' (warehouse; admin and owner pass).

const partnerAccess = 'manager' as const;
const agreementAccess = 'manage-consignments' as const;
const idParams = (what: string) => z.object({ id: z.uuid({ error: `Identificador de ${what} inválido.` }) });
const notFound = (what: string) => ({ 404: { description: `${what} no encontrado`, content: { 'application/problem+json': { schema: problemBody } } } });
const agreementResponses = { ...commandResponses, ...notFound('Acuerdo') };

type Context = ReturnType<typeof commandContext>;

/** A line of business sent again with its own id (the app retrying) appends nothing twice. */
function contextWithOwnId(req: FastifyRequest, ownId: string | undefined): Context {
  const context = commandContext(req);
  return !context.keyed && ownId ? { ...context, commandId: ownId } : context;
}

export const consignmentRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const schema = { tags: ['consignment'], headers: commandHeaders, response: commandResponses };
  const toAgreement = (req: FastifyRequest, reply: FastifyReply, agreementId: string, command: CommandBody<AgreementCommand>, context = commandContext(req)) =>
    sendCommand(deps, req, reply, { decider: agreementDecider, id: agreementId, streamId: agreementStream(agreementId), command }, { context });

  app.post('/api/consignment/partners', {
    config: { access: partnerAccess },
    schema: { ...schema, summary: 'Registra un socio de consignación (comisión por defecto 20 %)', body: registerPartnerBody },
  }, async (req, reply) => {
    const context = commandContext(req);
    // From the command id: an Idempotency-Key repeat is the same partner.
    const partnerId = req.body.partnerId ?? commandIdFor(context.commandId, 'partner');
    const command = { type: 'RegisterPartner' as const, data: { ...req.body, partnerId } };
    return sendCommand(deps, req, reply, { decider: partnerDecider, id: partnerId, streamId: partnerStream(partnerId), command }, { context });
  });

  app.patch('/api/consignment/partners/:id', {
    config: { access: partnerAccess },
    schema: { ...schema, summary: 'Cambia datos, comisión o estado de un socio', params: idParams('socio'), body: updatePartnerBody, response: { ...commandResponses, ...notFound('Socio') } },
  }, async (req, reply) => {
    const command = { type: 'UpdatePartner' as const, data: req.body };
    return sendCommand(deps, req, reply, { decider: partnerDecider, id: req.params.id, streamId: partnerStream(req.params.id), command });
  });

  app.post('/api/consignment/agreements', {
    config: { access: agreementAccess },
    schema: { ...schema, summary: 'Crea un acuerdo de consignación; el stock sale a consignación tras él', body: createAgreementBody, response: { ...commandResponses, ...notFound('Socio') } },
  }, async (req, reply) => {
    const context = commandContext(req);
    const agreementId = req.body.agreementId ?? commandIdFor(context.commandId, 'agreement');
    const data = await agreementToCreate(deps.handler, { ...req.body, agreementId });
    return toAgreement(req, reply, agreementId, { type: 'CreateAgreement', data }, context);
  });

  const agreementParams = idParams('acuerdo');

  app.post('/api/consignment/agreements/:id/sales', {
    config: { access: agreementAccess },
    schema: { ...schema, summary: 'Registra una venta del socio (cantidad limitada a lo que queda)', params: agreementParams, body: registerSaleBody, response: agreementResponses },
  }, async (req, reply) => {
    const context = contextWithOwnId(req, req.body.saleId);
    const data = { ...req.body, saleId: req.body.saleId ?? context.commandId };
    return toAgreement(req, reply, req.params.id, { type: 'RegisterConsignmentSale', data }, context);
  });

  app.post('/api/consignment/agreements/:id/returns', {
    config: { access: agreementAccess },
    schema: { ...schema, summary: 'Registra una devolución del socio (limitada a lo que queda)', params: agreementParams, body: registerReturnBody, response: agreementResponses },
  }, async (req, reply) => {
    const context = contextWithOwnId(req, req.body.returnId);
    const data = { ...req.body, returnId: req.body.returnId ?? context.commandId };
    return toAgreement(req, reply, req.params.id, { type: 'RegisterConsignmentReturn', data }, context);
  });

  app.post('/api/consignment/agreements/:id/settle', {
    config: { access: agreementAccess },
    schema: { ...schema, summary: 'Liquida el acuerdo: lo no vendido ni devuelto vuelve al inventario', params: agreementParams, body: settleAgreementBody, response: agreementResponses },
  }, async (req, reply) => toAgreement(req, reply, req.params.id, { type: 'SettleAgreement', data: req.body }));

  app.post('/api/consignment/agreements/:id/cancel', {
    config: { access: agreementAccess },
    schema: { ...schema, summary: 'Cancela un acuerdo sin ventas: todo vuelve al inventario', params: agreementParams, body: cancelAgreementBody, response: agreementResponses },
  }, async (req, reply) => toAgreement(req, reply, req.params.id, { type: 'CancelAgreement', data: req.body }));
};
