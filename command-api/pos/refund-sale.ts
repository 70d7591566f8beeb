import type { CommandContext, DecisionMetadata, StreamToLoad } from '../../application/handler';
import { refundReturn, unitsByProduct } from '../../application/pos-stock-steps';
import { productDecider, productStream, type ProductState } from '../../domain/inventory';
import {
  counterSaleDecider,
  counterSaleStream,
  registerDecider,
  registerIllegal,
  registerStream,
  saleNotFound,
  type CounterSaleRefunded,
  type CounterSaleState,
  type RefundBody,
  type RefundRung,
  type RegisterState,
} from '../../domain/pos';
import type { DomainEvent } from '../../domain/shared';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { PosDeps } from './deps';

// A refund is one command (issue 41): the sale decides what comes back and for how much, once per
// refund id; the register counts the money out of the session open now; the units come back to
// where the sale took them from — all appended in one transaction, or nothing. A refund made by the
// steps of before (no stockMoved on its event) may have been cut short before the register counted
// it: its repeat counts it now, and its units are still the reactor's to bring back.

export interface Refunded {
  appendedNow: boolean;
  /** Where the refund was made: its commit, or its event in the sale's stream on a repeat. */
  at: { streamId: string; revision: bigint; position: string | null };
}

interface RefundAsked {
  saleId: string;
  refundId: string;
  registerId: string;
  productIds: string[];
  body: RefundBody;
}

/** The refund's context (and the register's for a refund of before): named by the refund, caused by the request. */
const refundCommand = (context: CommandContext, refundId: string, step: 'sale' | 'register'): CommandContext => ({
  ...context,
  commandId: commandIdFor(refundId, step),
  causationId: context.causationId ?? context.commandId,
});

function decideRefund(asked: RefundAsked, loaded: readonly { state: unknown }[], metadata: DecisionMetadata) {
  const { saleId, refundId, registerId, productIds, body } = asked;
  const [sale, register, ...products] = loaded.map((l) => l.state) as [
    CounterSaleState,
    RegisterState,
    ...ProductState[],
  ];
  if (sale.status !== 'made') throw saleNotFound();
  if (sale.refunds.includes(refundId)) return loaded.map(() => []);
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
    stockMoved: true,
  };
  const refunded = counterSaleDecider.decide({ type: 'RefundCounterSale', data, metadata }, sale);
  const r = refunded[0]!.data as CounterSaleRefunded['data'];
  const counted = registerDecider.decide({ type: 'RecordRefund', data: rungOf(r), metadata }, register);
  const back: DomainEvent[][] = productIds.map((productId, i) => {
    const line = r.lines.find((l) => l.productId === productId);
    if (!line) return [];
    const { data: movement } = refundReturn(refundId, saleId, productId, line.quantity, r.locationId).command;
    return productDecider.decide({ type: 'RegisterMovement', data: movement, metadata }, products[i]!);
  });
  return [refunded, counted, ...back];
}

/** The register's share of a refund, from the sale's event. */
const rungOf = (r: CounterSaleRefunded['data']): RefundRung['data'] => ({
  registerId: r.registerId,
  sessionId: r.sessionId,
  saleId: r.saleId,
  refundId: r.refundId,
  cashierId: r.refundedBy,
  amountCents: r.amountCents,
  method: r.method,
});

export async function refundSale(
  deps: PosDeps,
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
  if (!state.refunds.includes(refundId)) {
    // Everything still refundable, without items: the sale's products are the ones that may come back.
    const productIds = [...unitsByProduct(body.items ?? state.sale.lines).keys()];
    const streams: StreamToLoad[] = [
      { decider: counterSaleDecider, streamId },
      { decider: registerDecider, streamId: registerStream(registerId) },
      ...productIds.map((p) => ({ decider: productDecider, streamId: productStream(p) })),
    ];
    const asked = { saleId, refundId, registerId, productIds, body };
    const sent = await handler.handleAll(
      streams,
      (loaded, metadata) => decideRefund(asked, loaded, metadata),
      refundCommand(context, refundId, 'sale'),
      { answer: 0 },
    );
    if ('kept' in sent) throw new Error('a refund sent without a key has no kept answer');
    if (sent.outcome.appendedNow) return { appendedNow: true, at: sent.outcome };
  }
  // A repeat (or a concurrent twin that got there first): answered where the refund was made.
  const event = (await store.readStream(streamId)).find(
    (e) => e.type === 'CounterSaleRefunded' && (e.data as CounterSaleRefunded['data']).refundId === refundId,
  );
  if (!event) throw new Error(`${streamId} holds no refund ${refundId} after refunding it`);
  const refund = event.data as CounterSaleRefunded['data'];
  if (!refund.stockMoved) await countRefundOfBefore(deps, refund, context);
  return { appendedNow: false, at: event };
}

/** A refund of before whose register step never landed: counted now, if its session is still open. */
async function countRefundOfBefore(deps: PosDeps, refund: CounterSaleRefunded['data'], context: CommandContext) {
  const streamId = registerStream(refund.registerId);
  const { state } = await deps.handler.load(registerDecider, streamId);
  if (state.open?.sessionId !== refund.sessionId || state.open.counted.includes(refund.refundId)) return;
  const command = { type: 'RecordRefund' as const, data: rungOf(refund) };
  await deps.handler.handle(registerDecider, streamId, command, refundCommand(context, refund.refundId, 'register'));
}
