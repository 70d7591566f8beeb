import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POS_REFUND, POS_SELL } from '../../domain/identity';
import { refundBody, saleBody } from '../../domain/pos';
import { commandIdFor } from '../../infra/event-store/event-id';
import { commandHeaders } from '../schemas';
import { commandContext } from '../send-command';
import type { PosDeps } from './deps';
import { makeSale } from './make-sale';
import { refundSale } from './refund-sale';
import { posResponses } from './sessions';

// Counter sales (issue 17), each one command on every stream it touches (issue 41, make-sale.ts).
// The command's id derives from the sale's — the device's, or the Idempotency-Key's — so a retry of
// the same sale finds it made and answers 200. Refunds (refund-sale.ts): pos_supervisor, admin, owner.

const params = z.object({ id: z.uuid({ error: 'Venta no encontrada.' }) });

/** The command answer; `id` is the sale's, what its own routes take. */
const answerOf = (id: string, at: { streamId: string; revision: bigint; position: string | null }) => ({
  id,
  streamId: at.streamId,
  revision: Number(at.revision),
  position: at.position,
});

export const saleRoutes: FastifyPluginAsyncZod<PosDeps> = async (app, deps) => {
  const schema = { tags: ['pos'], headers: commandHeaders, response: posResponses };

  app.post(
    '/api/pos/sales',
    {
      config: { access: POS_SELL },
      schema: {
        ...schema,
        summary: 'Registra una venta de mostrador (toma el stock, la cuenta en caja)',
        body: saleBody,
      },
    },
    async (req, reply) => {
      const context = commandContext(req);
      // From the command id when the device names none: an Idempotency-Key repeat is the same sale.
      const saleId = req.body.saleId ?? commandIdFor(context.commandId, 'sale');
      const outcome = await makeSale(deps, req.body, saleId, context);
      return reply.code(outcome.appendedNow ? 201 : 200).send(answerOf(saleId, outcome));
    },
  );

  app.post(
    '/api/pos/sales/:id/refund',
    {
      config: { access: POS_REFUND },
      schema: {
        ...schema,
        summary: 'Devuelve una venta (entera o por líneas, con motivo): el stock vuelve una vez',
        params,
        body: refundBody,
      },
    },
    async (req, reply) => {
      const context = commandContext(req);
      const refundId = req.body.refundId ?? commandIdFor(context.commandId, 'refund');
      const { appendedNow, at } = await refundSale(deps, req.params.id, refundId, req.body, context);
      return reply.code(appendedNow ? 201 : 200).send(answerOf(req.params.id, at));
    },
  );
};
