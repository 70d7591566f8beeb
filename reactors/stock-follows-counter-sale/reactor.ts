import type { CommandBody } from '../../application/handler';
import { COUNTER_SALE_STOCK } from '../../application/once';
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

// Stock follows the counter sale (issue 17): CounterSaleMade owes a sale movement per product, with
// the very ids the sale's route took them under (application/pos-stock-steps.ts), so the units
// leave once however the request ended — taken by the route, it finds them answered; a request
// that died before taking them, it takes them now. CounterSaleRefunded owes the refunded units back,
// named by the refund and the product: a refund repeated (its id once on the sale) brings them once.
// A refusal is an answer, not a failure to retry (the units went meanwhile: the sale stands, its
// ticket is the receipt, the shortfall is the stock count's to find).

const DEVICE = 'reactor:counter-sale-stock';
type Owed = OwedCommand<CommandBody<RegisterMovement>>;

function owed(event: RecordedEvent, step: StockStep): Owed {
  const { actor, correlationId } = event.metadata;
  return {
    commandId: step.commandId,
    causeEventId: event.eventId,
    streamId: step.streamId,
    command: step.command,
    // The sale's actor, as the route's steps: the same hash in command_results (once.ts).
    context: { actor, correlationId, deviceId: DEVICE, causationId: event.eventId },
  };
}

export function commandsOwedBy(event: RecordedEvent): Owed[] {
  if (!event.streamId.startsWith(COUNTER_SALE_STREAM_PREFIX)) return [];
  const sale = { type: event.type, data: event.data } as CounterSaleEvent;
  if (sale.type === 'CounterSaleMade') {
    const { saleId, locationId, lines } = sale.data as CounterSaleMade['data'];
    return [...unitsByProduct(lines)].map(([productId, n]) => owed(event, saleTake(saleId, productId, n, locationId)));
  }
  if (sale.type === 'CounterSaleRefunded') {
    // The refund event does not name the counter's location (yet): a newer one may; else the
    // product's home takes the units back.
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
