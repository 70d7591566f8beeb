import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission, type RouteRule } from '../../domain/identity';
import {
  cancelOrderBody,
  emptyOrderBody,
  orderDecider,
  orderNotFound,
  orderStream,
  payOrderBody,
  placeOrderBody,
  type OrderCommand,
} from '../../domain/orders';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandBody } from '../../application/handler';
import { commandHeaders, commandResponses, problemBody } from '../schemas';
import { commandContext, sendCommand, type CommandDeps } from '../send-command';
import { cancelling } from './cancelling';
import { orderToPlace } from './order-to-place';

// Orders (issue 14): a customer places one; the warehouse confirms, prepares and readies it; it is
// paid at delivery or at the counter (no online payment processor is reachable: decision 0063); it
// can be cancelled until it leaves — by the staff, or by its customer while it is not yet prepared.
// Placing takes its units and cancelling puts them back in the command's own transaction (issue 41:
// placing.ts, cancelling.ts); the stock reactor (reactors/stock-follows-order) follows older orders.

const STAFF: RouteRule = { permissions: ['process-orders'] };
const CANCEL: RouteRule = { permissions: ['process-orders', 'place-order'] };
const PAY: RouteRule = { permissions: ['process-orders', 'process-sales', 'update-delivery-status'] };

const params = z.object({ id: z.uuid({ error: 'Identificador de pedido inválido.' }) });
const responses = {
  ...commandResponses,
  404: { description: 'Pedido no encontrado', content: { 'application/problem+json': { schema: problemBody } } },
};

export interface OrderRouteDeps extends CommandDeps {
  /** The clock the delivery rules read (the shop's day and minute); tests pin it. */
  now?: () => Date;
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRouteDeps> = async (app, { now = () => new Date(), ...deps }) => {
  const schema = { tags: ['orders'], headers: commandHeaders, response: responses };

  app.post(
    '/api/orders',
    {
      config: { access: 'place-order' },
      schema: {
        ...schema,
        summary: 'Hace un pedido: precios del catálogo, zona y envío de la tienda',
        body: placeOrderBody,
      },
    },
    async (req, reply) => {
      const context = commandContext(req);
      // From the command id: an Idempotency-Key repeat is the same order.
      const orderId = req.body.orderId ?? commandIdFor(context.commandId, 'order');
      const toSend = await orderToPlace(deps.handler, { ...req.body, orderId }, context, now());
      return sendCommand(deps, req, reply, toSend, { context });
    },
  );

  const toOrder = (orderId: string, command: CommandBody<OrderCommand>) => ({
    decider: orderDecider,
    id: orderId,
    streamId: orderStream(orderId),
    command,
  });

  const steps = [
    ['confirm', 'ConfirmOrder', 'Confirma un pedido pendiente'],
    ['prepare', 'PrepareOrder', 'Empieza a preparar un pedido confirmado'],
    ['ready', 'MarkOrderReady', 'Marca un pedido como listo para entrega'],
  ] as const;
  for (const [path, type, summary] of steps)
    app.post(
      `/api/orders/:id/${path}`,
      { config: { access: STAFF }, schema: { ...schema, summary, params, body: emptyOrderBody.optional() } },
      (req, reply) => sendCommand(deps, req, reply, toOrder(req.params.id, { type, data: { orderId: req.params.id } })),
    );

  app.post(
    '/api/orders/:id/cancel',
    {
      config: { access: CANCEL },
      schema: {
        ...schema,
        summary: 'Cancela un pedido antes de que salga, con su motivo',
        params,
        body: cancelOrderBody,
      },
    },
    async (req, reply) => {
      const orderId = req.params.id;
      // Read first for the products it took from (a placed order's units never change).
      const { state } = await deps.handler.load(orderDecider, orderStream(orderId));
      if (state.status === 'absent') throw orderNotFound();
      const customer = hasPermission(req.principal!, 'process-orders') ? undefined : req.principal!.userId;
      return sendCommand(deps, req, reply, cancelling(state, req.body.reason, customer));
    },
  );

  app.post(
    '/api/orders/:id/pay',
    {
      config: { access: PAY },
      schema: {
        ...schema,
        summary: 'Registra el pago (efectivo o tarjeta, al entregar o en mostrador)',
        params,
        body: payOrderBody,
      },
    },
    (req, reply) =>
      sendCommand(
        deps,
        req,
        reply,
        toOrder(req.params.id, { type: 'MarkOrderPaid', data: { orderId: req.params.id, ...req.body } }),
      ),
  );
};
