import type { CommandBody } from '../../application/handler';
import {
  AGREEMENT_EVENT_TYPES,
  agreementIdOfStream,
  stockMovedWith,
  stockMovementsFor,
  type AgreementEvent,
} from '../../domain/consignment';
import { productDecider, productStream, type RegisterMovement } from '../../domain/inventory';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { RecordedEvent } from '../../infra/event-store/port';
import type { OwedCommand } from '../engine/failures';
import { reactor, type ReactorDeps } from '../engine/reactor';
import { startReactor, type ReactorOptions, type ReactorRunner } from '../engine/start';

// Stock follows the agreement (ARCHITECTURE 3): created → consignment_out, sale → consignment_sold,
// return, settlement and cancellation → consignment_return, each product's RegisterMovement sent
// exactly once. A movement the product refuses (its stock was sold between the agreement's check
// and now) is logged and kept, and tried again, in order, each time the reactor starts.
// Since issue 41 the agreement's commands move their stock themselves, in the agreement event's own
// transaction, and mark the event (`stockMoved`): the reactor owes nothing for those. It still
// follows the events written before, which stores (and the demo shops) keep.

export const STOCK_REACTOR = 'consignment-stock';
const DEVICE = 'reactor:consignment-stock';

/** The product movements an agreement event causes, with the event's audit trail. */
export function movementsOwedBy(event: RecordedEvent): OwedCommand<CommandBody<RegisterMovement>>[] {
  const agreementId = agreementIdOfStream(event.streamId);
  if (!agreementId || !(AGREEMENT_EVENT_TYPES as string[]).includes(event.type)) return [];
  const { actor, correlationId } = event.metadata;
  const decided = { type: event.type, data: event.data } as AgreementEvent;
  if (stockMovedWith(decided)) return [];
  return stockMovementsFor(agreementId, decided, event.eventId, (name) => commandIdFor(event.eventId, name)).map(
    (m) => ({
      commandId: m.commandId,
      causeEventId: event.eventId,
      streamId: productStream(m.productId),
      command: { type: 'RegisterMovement' as const, data: m.movement },
      context: { actor, correlationId, deviceId: DEVICE, causationId: event.eventId },
    }),
  );
}

export const stockFollowsAgreement = reactor({
  name: STOCK_REACTOR,
  what: 'stock movement',
  decider: productDecider,
  owedBy: movementsOwedBy,
});

/** The stock reactor as tests and the worker start it. */
export type ConsignmentStockReactor = ReactorRunner;

export const startStockReactor = (deps: ReactorDeps, options?: ReactorOptions) =>
  startReactor(deps, stockFollowsAgreement, options);
