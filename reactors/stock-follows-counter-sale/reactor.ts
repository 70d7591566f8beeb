import type { CommandBody } from '../../application/handler';
import { refundReturn, saleTake, unitsByProduct, type StockStep } from '../../application/pos-stock-steps';
import { productDecider, type RegisterMovement } from '../../domain/inventory';
import {
  COUNTER_SALE_STREAM_PREFIX,
  type CounterSaleEvent,
  type CounterSaleMade,
  type CounterSaleRefunded,
} from '../../domain/pos';
import type { RecordedEvent } from '../../infra/event-store/port';
import type { OwedCommand } from '../engine/failures';
import { reactor } from '../engine/reactor';

// Stock follows the counter sale (issue 17) — for the sales and refunds made before issue 41.
// Since then a sale moves its units in its own transaction and says so (stockMoved): nothing is
// owed. An event without it was made by the steps of before: CounterSaleMade owes a sale movement
// per product, with the very ids those steps took them under (application/pos-stock-steps.ts), so
// the units leave once however the request ended — taken by the steps, it finds them answered in
// command_results; a request that died before taking them, it takes them now. CounterSaleRefunded
// owes the refunded units back, named by the refund and the product: a refund repeated (its id once
// on the sale) brings them once. A refusal is an answer, not a failure to retry (the units went
// meanwhile: the sale stands, its ticket is the receipt, the shortfall is the stock count's to find).

/** The reactor's name (its checkpoint) and what the steps of before kept their takes under: it finds them. */
export const COUNTER_SALE_STOCK = 'counter-sale-stock';

const DEVICE = 'reactor:counter-sale-stock';
type Owed = OwedCommand<CommandBody<RegisterMovement>>;

function owed(event: RecordedEvent, step: StockStep): Owed {
  const { actor, correlationId } = event.metadata;
  return {
    commandId: step.commandId,
    causeEventId: event.eventId,
    streamId: step.streamId,
    command: step.command,
    // The sale's actor, as the steps of before: the same hash in command_results as their takes.
    context: { actor, correlationId, deviceId: DEVICE, causationId: event.eventId },
  };
}

export function commandsOwedBy(event: RecordedEvent): Owed[] {
  if (!event.streamId.startsWith(COUNTER_SALE_STREAM_PREFIX)) return [];
  const sale = { type: event.type, data: event.data } as CounterSaleEvent;
  // Moved in the sale's (or the refund's) own transaction: nothing left to move.
  if (sale.data.stockMoved) return [];
  if (sale.type === 'CounterSaleMade') {
    const { saleId, locationId, lines } = sale.data as CounterSaleMade['data'];
    return [...unitsByProduct(lines)].map(([productId, n]) => owed(event, saleTake(saleId, productId, n, locationId)));
  }
  if (sale.type === 'CounterSaleRefunded') {
    // An early refund event may not name the counter's location: then the product's home takes them back.
    const { saleId, refundId, lines, locationId } = sale.data as CounterSaleRefunded['data'];
    return [...unitsByProduct(lines)].map(([productId, n]) =>
      owed(event, refundReturn(refundId, saleId, productId, n, locationId)),
    );
  }
  return [];
}

export const stockFollowsCounterSale = {
  ...reactor({
    name: COUNTER_SALE_STOCK,
    what: 'counter sale stock movement',
    decider: productDecider,
    owedBy: commandsOwedBy,
  }),
  settle: () => [],
};
