import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addressBookDecider,
  addressBookStream,
  saveAddressBody,
  updateAddressBody,
  type AddressBookCommand,
} from '../../domain/customers';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandBody } from '../../application/handler';
import { commandHeaders, commandResponses } from '../schemas';
import { commandContext, sendCommand, type CommandDeps } from '../send-command';
import { cartRoutes } from './cart-routes';

// The signed-in person's saved delivery addresses (issue 14): their own stream, so nobody writes
// another's. The cart offers them and the profile manages them; reading is the read-api's. The cart
// itself (issue 43) is the customer's own stream too: cart-routes.ts.

const signedIn = { access: 'authenticated' as const };
const params = z.object({ id: z.uuid({ error: 'Identificador de dirección inválido.' }) });
const schema = { tags: ['profile'], headers: commandHeaders, response: commandResponses };

export const customerRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  await app.register(cartRoutes, deps);
  const send = (
    req: Parameters<typeof commandContext>[0],
    reply: Parameters<typeof sendCommand>[2],
    addressId: string,
    command: CommandBody<AddressBookCommand>,
    context = commandContext(req),
  ) =>
    sendCommand(
      deps,
      req,
      reply,
      { decider: addressBookDecider, id: addressId, streamId: addressBookStream(req.principal!.userId), command },
      { context },
    );

  app.post(
    '/api/profile/addresses',
    {
      config: signedIn,
      schema: {
        ...schema,
        summary: 'Guarda una dirección de entrega',
        body: saveAddressBody.extend({ addressId: z.uuid().optional() }),
      },
    },
    (req, reply) => {
      const context = commandContext(req);
      const { addressId = commandIdFor(context.commandId, 'address'), ...address } = req.body;
      return send(req, reply, addressId, { type: 'SaveAddress', data: { ...address, addressId } }, context);
    },
  );

  app.patch(
    '/api/profile/addresses/:id',
    {
      config: signedIn,
      schema: { ...schema, summary: 'Cambia una dirección o la hace predeterminada', params, body: updateAddressBody },
    },
    (req, reply) =>
      send(req, reply, req.params.id, { type: 'UpdateAddress', data: { ...req.body, addressId: req.params.id } }),
  );

  app.delete(
    '/api/profile/addresses/:id',
    { config: signedIn, schema: { ...schema, summary: 'Elimina una dirección guardada', params } },
    (req, reply) => send(req, reply, req.params.id, { type: 'RemoveAddress', data: { addressId: req.params.id } }),
  );
};
