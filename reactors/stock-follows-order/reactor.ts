import type { CommandBody } from '../../application/handler';
import { productDecider, productStream, type RegisterMovement } from '../../domain/inventory';
import {
  ORDER_EVENT_TYPES,
  ORDER_STREAM_PREFIX,
  orderDecider,
  orderStream,
  type OrderCommand,
  type OrderEvent,
  type ReturnedUnits,
  unitsOf,
} from '../../domain/orders';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { RecordedEvent } from '../../infra/event-store/port';
import type { Landing } from '../engine/exactly-once';
import type { OwedCommand } from '../engine/failures';
import type { Reactor } from '../engine/reactor';

// Stock follows the order (issue 14): OrderPlaced takes each line's units with a sale movement
// referencing the order. All landed → the order records it (RecordOrderStockTaken). One refused —
// another order took the last units, and the product never goes below zero → the units this order
// did take go back, and the order is cancelled with the reason the customer sees. A cancellation (or
// a take that lands after one) puts back exactly the units it names (returnedLines). Every command's
// id comes from the event and the unit, so a crash, a retry or a second worker never doubles one.
// Since issue 41 the checkout takes the units in the order's own commit and a cancellation puts them
// back in its own (command-api/orders): their events say so, and owe nothing here. This reactor
// follows the orders placed before, whose events are still in the stores.

export const ORDER_STOCK_REACTOR = 'order-stock';
const DEVICE = 'reactor:order-stock';

type Owed = OwedCommand<CommandBody<RegisterMovement>> | OwedCommand<CommandBody<OrderCommand>>;

const orderIdOf = (streamId: string) =>
  streamId.startsWith(ORDER_STREAM_PREFIX) ? streamId.slice(ORDER_STREAM_PREFIX.length) : undefined;
const orderEvent = (event: RecordedEvent) =>
  orderIdOf(event.streamId) && (ORDER_EVENT_TYPES as string[]).includes(event.type)
    ? ({ type: event.type, data: event.data } as OrderEvent)
    : undefined;

function context(event: RecordedEvent): Owed['context'] {
  const { actor, correlationId } = event.metadata;
  return { actor, correlationId, deviceId: DEVICE, causationId: event.eventId };
}

/**
 * A sale is named by the OrderPlaced that owes it. A return is named by its order and unit alone:
 * whichever event owes it (the shortage's settlement, a cancellation, a take after a cancellation),
 * the units an order took go back once, even when a crash made two of those paths owe the same units.
 */
function movement(event: RecordedEvent, orderId: string, unit: ReturnedUnits, type: 'sale' | 'return'): Owed {
  const cause = type === 'sale' ? event.eventId : `order-return:${orderId}`;
  const name = (purpose: string) => commandIdFor(cause, `${unit.productId}:${unit.locationId}:${type}:${purpose}`);
  const notes = type === 'sale' ? 'Venta del pedido en línea' : 'Devolución del pedido cancelado';
  return {
    commandId: name('command'),
    causeEventId: event.eventId,
    streamId: productStream(unit.productId),
    command: {
      type: 'RegisterMovement',
      data: {
        movementId: name('movement'),
        type,
        quantity: unit.quantity,
        locationId: unit.locationId,
        reference: { type: 'order', id: orderId },
        notes,
      },
    },
    context: context(event),
  };
}

function toOrder(event: RecordedEvent, orderId: string, purpose: string, command: CommandBody<OrderCommand>): Owed {
  return {
    commandId: commandIdFor(event.eventId, `order:${purpose}`),
    causeEventId: event.eventId,
    streamId: orderStream(orderId),
    command,
    context: context(event),
  };
}

/** Done in the event's own commit (issue 41): its units were taken, or put back, beside it. */
const doneInItsCommit = (order: OrderEvent) =>
  (order.type === 'OrderPlaced' && order.data.stockTakenAtCheckout === true) ||
  (order.type === 'OrderCancelled' && order.data.stockReturnedAtCancel === true);

export function commandsOwedBy(event: RecordedEvent): Owed[] {
  const order = orderEvent(event);
  if (!order || doneInItsCommit(order)) return [];
  const { orderId } = order.data;
  if (order.type === 'OrderPlaced') return unitsOf(order.data.items).map((u) => movement(event, orderId, u, 'sale'));
  if (order.type === 'OrderCancelled' || order.type === 'OrderStockTaken')
    return order.data.returnedLines.map((u) => movement(event, orderId, u, 'return'));
  return [];
}

/** After OrderPlaced's sales: all landed → recorded on the order; one refused → put back and cancel. */
export function settleOrder(event: RecordedEvent, landings: readonly Landing[]): Owed[] | undefined {
  const order = orderEvent(event);
  if (order?.type !== 'OrderPlaced' || doneInItsCommit(order)) return undefined;
  const { orderId } = order.data;
  const units = unitsOf(order.data.items);
  const refused = landings.findIndex((l) => 'refused' in l);
  if (refused < 0)
    return [toOrder(event, orderId, 'stock-taken', { type: 'RecordOrderStockTaken', data: { orderId } })];
  const short = order.data.items.find((l) => l.productId === units[refused]!.productId)!;
  const reason = `Sin stock suficiente de ${short.name}: otro pedido se llevó las últimas unidades.`;
  // The cancellation first: once it stands, a redo whose refused sale now lands (a crash between
  // these, stock put back meanwhile) finds the order cancelled, and the take it records returns every
  // unit — those already returned here under the same names, once.
  return [
    toOrder(event, orderId, 'stock-short', { type: 'CancelOrder', data: { orderId, reason, stockShort: true } }),
    ...units.filter((_, i) => !('refused' in landings[i]!)).map((u) => movement(event, orderId, u, 'return')),
  ];
}

export const stockFollowsOrder: Reactor = {
  name: ORDER_STOCK_REACTOR,
  what: 'order stock movement',
  owedBy: commandsOwedBy,
  settle: settleOrder,
  // Two kinds of target: products (movements) and the order itself.
  send: (once, owed) =>
    owed.streamId.startsWith(ORDER_STREAM_PREFIX)
      ? once.send(orderDecider, owed as OwedCommand<CommandBody<OrderCommand>>)
      : once.send(productDecider, owed as OwedCommand<CommandBody<RegisterMovement>>),
};
