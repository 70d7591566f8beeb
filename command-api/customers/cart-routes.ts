import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartDecider, cartStream, setCartBody } from '../../domain/customers';
import { commandHeaders, commandResponses } from '../schemas';
import { sendCommand, type CommandDeps } from '../send-command';

// The customer's cart on the server (issue 43), so it follows them to another browser or device:
// their own stream, written whole by the storefront as it changes. Whoever may order has one;
// reading it back is the read-api's (GET /api/cart).

export const cartRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  app.put(
    '/api/cart',
    {
      config: { access: 'place-order' },
      schema: {
        tags: ['profile'],
        summary: 'Guarda el carrito del cliente (productos y cantidades)',
        headers: commandHeaders,
        response: commandResponses,
        body: setCartBody,
      },
    },
    (req, reply) => {
      const userId = req.principal!.userId;
      return sendCommand(deps, req, reply, {
        decider: cartDecider,
        id: userId,
        streamId: cartStream(userId),
        command: { type: 'SetCart', data: { lines: req.body.lines } },
      });
    },
  );
};
