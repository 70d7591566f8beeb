import {
  agreementDecider,
  agreementStream,
  decideStockWith,
  type AgreementCommand,
  type AgreementEvent,
  type AgreementState,
} from '../../domain/consignment';
import { productDecider, productStream, type ProductAtHand, type ProductState } from '../../domain/inventory';
import type { Decider } from '../../domain/shared';
import type { CommandBody, CommandHandler, DecisionMetadata, StreamToLoad } from '../../application/handler';
import type { Loaded } from '../../application/stream-memory';
import { commandIdFor, eventIdFor } from '../../infra/event-store/event-id';
import type { CommandsToSend } from '../send-command';

// An agreement command and the product movements it causes, as one command on the agreement's
// stream and its products' (issue 41): decided together, appended in one transaction, answered with
// the agreement's revision. The agreement's events are the first appended (ids 0, 1, … of the
// command), so the movements get the very ids the stock reactor derives from those events.

type AgreementDecider = Decider<AgreementCommand, AgreementEvent, AgreementState>;

/** What the agreement decides, on its state and the products' as they are in this attempt. */
export type AgreementDecision = (
  agreement: AgreementState,
  products: readonly ProductAtHand[],
  metadata: DecisionMetadata,
) => AgreementEvent[];

/** The reactor's ids for an event appended by this command (see domain decideStockWith). */
const stockIds = (commandId: string) => ({
  eventIdOf: (index: number) => eventIdFor(commandId, index),
  idsFor: (eventId: string) => (name: string) => commandIdFor(eventId, name),
});

/** Each id once, in the order given: a stream appears once in a command. */
export const distinct = (ids: readonly string[]) => [...new Set(ids)];

/**
 * The command for `decision` with the movements of `productIds` (every product it may move: the
 * lines' products for a sale or a return, the agreement's items for a settlement or a cancellation).
 */
export function decidedWithStock(
  agreementId: string,
  productIds: readonly string[],
  decision: AgreementDecision,
): CommandsToSend {
  const products = distinct(productIds);
  const streams: StreamToLoad[] = [
    { decider: agreementDecider as StreamToLoad['decider'], streamId: agreementStream(agreementId) },
    ...products.map((id) => ({ decider: productDecider as StreamToLoad['decider'], streamId: productStream(id) })),
  ];
  return {
    id: agreementId,
    streams,
    answer: 0,
    decide: (loaded, metadata) => {
      const [agreement, ...rest] = loaded as [Loaded<AgreementState>, ...Loaded<ProductState>[]];
      const atHand = rest.map((l, i) => ({ productId: products[i]!, state: l.state }));
      const decided = decision(agreement.state, atHand, metadata);
      const ids = stockIds(metadata.commandId);
      const both = decideStockWith(agreementId, decided, atHand, ids, metadata);
      return [both.agreement, ...both.products];
    },
  };
}

/** An agreement command as a route sends it (sale, return, settlement, cancellation), with its stock. */
export function withStock(
  agreementId: string,
  command: CommandBody<AgreementCommand>,
  productIds: readonly string[],
  decider: AgreementDecider = agreementDecider,
): CommandsToSend {
  return decidedWithStock(agreementId, productIds, (agreement, _products, metadata) =>
    decider.decide({ ...command, metadata } as AgreementCommand, agreement),
  );
}

/** The products an agreement has (the only ones its settlement or cancellation can bring back). */
export async function itemsOf(handler: CommandHandler, agreementId: string): Promise<string[]> {
  const { state } = await handler.load(agreementDecider, agreementStream(agreementId));
  return state.status === 'absent' ? [] : state.items.map((item) => item.productId);
}
