import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientDecider, clientStream } from '../../domain/billing';
import { registerClientRequest } from '../../domain/billing';
import { BILLING } from '../../domain/identity';
import { commandIdFor } from '../../infra/event-store/event-id';
import { commandHeaders, commandResponses } from '../schemas';
import { commandContext, sendCommand, type CommandDeps } from '../send-command';
import { invoiceRoutes } from './invoice-routes';

// Billing's commands (spec 2.8): clients and invoices. Every route has billing's access (warehouse,
// admin, owner, accounting, or the permissions manage-inventory / accounting-view), the same rule
// as the screen. Reads (lists, the preview, the PDF) are the read-api's.

export const billingRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  app.post(
    '/api/billing/clients',
    {
      config: { access: BILLING },
      schema: {
        tags: ['billing'],
        headers: commandHeaders,
        response: commandResponses,
        summary: 'Registra un cliente de facturación (NIT/RUT)',
        body: registerClientRequest,
      },
    },
    async (req, reply) => {
      const context = commandContext(req);
      // From the command id: an Idempotency-Key repeat (an offline sync sent again) is the same client.
      const clientId = req.body.clientId ?? commandIdFor(context.commandId, 'client');
      const { name, email = '', phone = '', address = '', taxId = '' } = req.body;
      const command = {
        type: 'RegisterClient' as const,
        data: { clientId, name, email, phone, address, taxId },
      };
      return sendCommand(
        deps,
        req,
        reply,
        { decider: clientDecider, id: clientId, streamId: clientStream(clientId), command },
        { context },
      );
    },
  );

  await app.register(invoiceRoutes, deps);
};
