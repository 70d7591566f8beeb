import {
  counterSaleDecider,
  counterSaleStream,
  registerDecider,
  registerIllegal,
  registerStream,
  saleNotFound,
  type CounterSaleRefunded,
  type RefundBody,
} from '../../domain/pos';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { RecordedEvent } from '../../infra/event-store/port';
import type { CommandContext } from '../../application/handler';
import { COUNTER_SALE_STEPS, sendOnce, type OnceDeps } from '../../application/once';
import { stepContext } from './sale-steps';
import { unitsByProduct } from '../../application/pos-stock-steps';

// A refund's steps: the sale decides what comes back and for how much, once per refund id; then
// the register counts the money out of the session the refund names, once (once.ts). The units
// come back through the reactor stock-follows-counter-sale.

export interface Refunded {
  appendedNow: boolean;
  /** The sale's CounterSaleRefunded event for this refund (the first time's, on a repeat). */
  event: RecordedEvent;
}

export async function refundSale(
  deps: OnceDeps,
  saleId: string,
  refundId: string,
  body: RefundBody,
  context: CommandContext,
): Promise<Refunded> {
  const { handler, store } = deps;
  const streamId = counterSaleStream(saleId);
  const { state } = await handler.load(counterSaleDecider, streamId);
  if (state.status !== 'made') throw saleNotFound();
  const { registerId } = state.sale;
  let appendedNow = false;
  if (!state.refunds.includes(refundId)) {
    const { state: register } = await handler.load(registerDecider, registerStream(registerId));
    if (!register.open) throw registerIllegal('REGISTER.NO_OPEN_SESSION');
    const { items, method = null, reason } = body;
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
    const refund = { type: 'RefundCounterSale' as const, data };
    appendedNow = (await handler.handle(counterSaleDecider, streamId, refund, refunding)).appendedNow;
  }
  const event = (await store.readStream(streamId)).find(
    (e) => e.type === 'CounterSaleRefunded' && (e.data as CounterSaleRefunded['data']).refundId === refundId,
  );
  if (!event) throw new Error(`${streamId} holds no refund ${refundId} after refunding it`);
  const r = event.data as CounterSaleRefunded['data'];
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
  return { appendedNow, event };
}
