import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acknowledgeStatementBody,
  agreementDecider,
  agreementStream,
  reportDiscrepancyBody,
  resolveDiscrepancyBody,
  type AgreementCommand,
} from '../../domain/consignment';
import { partnerScope } from '../../domain/identity';
import type { CommandBody } from '../../application/handler';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { EventStore } from '../../infra/event-store/port';
import { problem, sendProblem } from '../../infra/http/problem';
import { commandHeaders, commandResponses, problemBody } from '../schemas';
import { commandContext, sendCommand, type CommandDeps } from '../send-command';

// Issue 45: the two things a partner may write from its portal, about its own agreements only —
// confirm a settlement's statement (who, when, from where) and report a line that does not match —
// and the shop's answer to a discrepancy. The partner is the account's binding (partnerScope), never
// the request's word; another partner's agreement is not found (the decider says so).

/** Only a partner's portal account writes these (the owner passes every rule, and is refused here). */
const partnerAccess = 'partner-portal' as const;
/** The shop resolves a discrepancy as it writes any agreement's event. */
const shopAccess = 'manage-consignments' as const;
const DEVICE_AT_MOST = 200;

const uuid = (what: string) => z.uuid({ error: `Identificador de ${what} inválido.` });
const agreementParams = z.object({ id: uuid('acuerdo') });
const statementParams = z.object({ id: uuid('acuerdo'), settlementId: uuid('liquidación') });
const discrepancyParams = z.object({ id: uuid('diferencia') });
const notFound = (what: string) => ({
  404: { description: `${what} no encontrado`, content: { 'application/problem+json': { schema: problemBody } } },
});
const responses = { ...commandResponses, ...notFound('Acuerdo o liquidación') };
const onlyPartners = () =>
  problem(403, 'PARTNER_PORTAL_ONLY', 'Solo el socio del acuerdo puede hacer esto desde su portal.');

/** The browser the request came from, as its User-Agent says, bounded. */
const deviceOf = (req: FastifyRequest) => (req.headers['user-agent'] ?? '').slice(0, DEVICE_AT_MOST);

/**
 * The id of the agreement's settlement: its AgreementSettled event's id, read from the stream (the
 * aggregate's state holds no event ids). Undefined while the agreement is not settled.
 */
async function settlementOf(store: EventStore, agreementId: string): Promise<string | undefined> {
  const events = await store.readStream(agreementStream(agreementId));
  return events.find((e) => e.type === 'AgreementSettled')?.eventId;
}

export const partnerWriteRoutes: FastifyPluginAsyncZod<CommandDeps & { store: EventStore }> = async (app, deps) => {
  const schema = { tags: ['consignment'], headers: commandHeaders, response: responses };
  const toAgreement = (
    req: FastifyRequest,
    reply: FastifyReply,
    agreementId: string,
    id: string,
    command: CommandBody<AgreementCommand>,
    context = commandContext(req),
  ) =>
    sendCommand(
      deps,
      req,
      reply,
      { decider: agreementDecider, id, streamId: agreementStream(agreementId), command },
      {
        context,
      },
    );

  app.post(
    '/api/consignment/agreements/:id/statements/:settlementId/acknowledge',
    {
      config: { access: partnerAccess },
      schema: {
        ...schema,
        summary: 'El socio confirma la liquidación de su acuerdo (quién, cuándo y desde dónde)',
        params: statementParams,
        body: acknowledgeStatementBody,
      },
    },
    async (req, reply) => {
      const asPartner = partnerScope(req.principal!);
      if (asPartner === undefined) return sendProblem(reply, onlyPartners());
      const { id, settlementId } = req.params;
      const from = { address: req.ip, device: deviceOf(req) };
      const settledAs = await settlementOf(deps.store, id);
      const data = { ...req.body, settlementId, settledAs, asPartner, from };
      return toAgreement(req, reply, id, id, { type: 'AcknowledgeStatement', data });
    },
  );

  app.post(
    '/api/consignment/agreements/:id/discrepancies',
    {
      config: { access: partnerAccess },
      schema: {
        ...schema,
        summary: 'El socio reporta una diferencia en una línea de su acuerdo: llega a la tienda como tarea',
        params: agreementParams,
        body: reportDiscrepancyBody,
      },
    },
    async (req, reply) => {
      const asPartner = partnerScope(req.principal!);
      if (asPartner === undefined) return sendProblem(reply, onlyPartners());
      const context = commandContext(req);
      // From the command id: an Idempotency-Key repeat is the same discrepancy.
      const discrepancyId = req.body.discrepancyId ?? commandIdFor(context.commandId, 'discrepancy');
      const data = { ...req.body, discrepancyId, asPartner };
      return toAgreement(req, reply, req.params.id, discrepancyId, { type: 'ReportDiscrepancy', data }, context);
    },
  );

  app.post(
    '/api/consignment/discrepancies/:id/resolve',
    {
      config: { access: shopAccess },
      schema: {
        ...schema,
        summary: 'La tienda resuelve una diferencia reportada por el socio (nota opcional)',
        params: discrepancyParams,
        body: resolveDiscrepancyBody,
        response: { ...commandResponses, ...notFound('Diferencia') },
      },
    },
    async (req, reply) => {
      const { agreementId, note } = req.body;
      const data = { discrepancyId: req.params.id, ...(note === undefined ? {} : { note }) };
      return toAgreement(req, reply, agreementId, req.params.id, { type: 'ResolveDiscrepancy', data });
    },
  );
};
