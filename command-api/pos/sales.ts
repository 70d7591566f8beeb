import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { POS_REFUND, POS_SELL } from '../../domain/identity';
import {
  counterSaleDecider,
  counterSaleStream,
  refundBody,
  registerDecider,
  registerIllegal,
  registerStream,
  saleBody,
  saleNotFound,
  type CounterSaleRefunded,
} from '../../domain/pos';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { RecordedEvent } from '../../infra/event-store/port';
import { commandHeaders } from '../schemas';
import { commandContext } from '../send-command';
import { COUNTER_SALE_STEPS, sendOnce, type OnceDeps } from './once';
import { ringSale, stepContext, takeUnits } from './sale-steps';
import { saleStepId, saleToMake } from './sale-to-make';
import { posResponses } from './sessions';
import { unitsByProduct } from './stock-steps';

// Counter sales (issue 17), in the order of domain/pos/DESIGN.md: decide the ticket (nothing
// written), take the units, ring it on the register (its number), write the sale. Every step's id
// derives from the sale's id — the device's, or the Idempotency-Key's — so a retry of the same sale
// redoes each step as a no-op and answers 200. Refunds: pos_supervisor, admin, owner.

const params = z.object({ id: z.uuid({ error: 'Venta no encontrada.' }) });

/** The command answer for an event already in the store (a repeat appends nothing: 200). */
const answerOf = (id: string, event: RecordedEvent) => ({
  id,
  streamId: event.streamId,
  revision: Number(event.revision),
  position: event.position,
});

export const saleRoutes: FastifyPluginAsyncZod<OnceDeps> = async (app, deps) => {
  const { handler, store } = deps;
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
      const streamId = counterSaleStream(saleId);
      const toMake = await saleToMake(deps, req.body, saleId, context);
      if ('made' in toMake) {
        const last = (await store.readStream(streamId)).at(-1)!;
        return reply.code(200).send(answerOf(saleId, last));
      }
      await takeUnits(deps, context, toMake);
      const number = await ringSale(deps, context, toMake);
      const outcome = await handler.handle(
        counterSaleDecider,
        streamId,
        { type: 'MakeCounterSale', data: { ...toMake.data, number } },
        stepContext(context, saleStepId(saleId)),
      );
      return reply.code(outcome.appendedNow ? 201 : 200).send({
        id: saleId,
        streamId,
        revision: Number(outcome.revision),
        position: outcome.position,
      });
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
      const saleId = req.params.id;
      const streamId = counterSaleStream(saleId);
      const refundId = req.body.refundId ?? commandIdFor(context.commandId, 'refund');
      const { state } = await handler.load(counterSaleDecider, streamId);
      if (state.status !== 'made') throw saleNotFound();
      const { registerId } = state.sale;
      // The sale first: it decides what comes back and for how much, once per refund id.
      let appendedNow = false;
      if (!state.refunds.includes(refundId)) {
        const { state: register } = await handler.load(registerDecider, registerStream(registerId));
        if (!register.open) throw registerIllegal('REGISTER.NO_OPEN_SESSION');
        const { items, method = null, reason } = req.body;
        const data = {
          saleId,
          refundId,
          registerId,
          sessionId: register.open.sessionId,
          items: items ? [...unitsByProduct(items)].map(([productId, quantity]) => ({ productId, quantity })) : null,
          method,
          reason,
        };
        const refunding = stepContext(context, commandIdFor(refundId, 'sale'));
        const outcome = await handler.handle(
          counterSaleDecider,
          streamId,
          { type: 'RefundCounterSale', data },
          refunding,
        );
        appendedNow = outcome.appendedNow;
      }
      const refunded = (await store.readStream(streamId)).find(
        (e) => e.type === 'CounterSaleRefunded' && (e.data as CounterSaleRefunded['data']).refundId === refundId,
      );
      if (!refunded) throw new Error(`${streamId} holds no refund ${refundId} after refunding it`);
      // Then the register: the money left the session the refund names, counted once (once.ts).
      const r = refunded.data as CounterSaleRefunded['data'];
      const rung = await sendOnce(
        deps,
        COUNTER_SALE_STEPS,
        registerDecider,
        registerStream(registerId),
        {
          type: 'RecordRefund',
          data: {
            registerId,
            sessionId: r.sessionId,
            saleId,
            refundId,
            cashierId: r.refundedBy,
            amountCents: r.amountCents,
            method: r.method,
          },
        },
        stepContext(context, commandIdFor(refundId, 'register')),
      );
      if ('refused' in rung) throw rung.refused;
      // The units come back through the reactor stock-follows-counter-sale.
      return reply.code(appendedNow ? 201 : 200).send(answerOf(saleId, refunded));
    },
  );
};
