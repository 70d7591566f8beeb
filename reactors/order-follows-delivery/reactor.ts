import type { CommandBody } from '../../application/handler';
import { DELIVERY_STREAM_PREFIX, type DeliveryAttemptFailed, type DeliveryEvent } from '../../domain/delivery';
import { orderDecider, orderStream, type OrderCommand } from '../../domain/orders';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { RecordedEvent } from '../../infra/event-store/port';
import type { OwedCommand } from '../engine/failures';
import type { Reactor } from '../engine/reactor';

// The order follows its delivery (issue 15): the route started → out for delivery; handed over →
// delivered; an attempt failed → back to ready at the shop. An order that refuses has nothing to
// follow, and the refusal is the answer, not a failure to retry: cancelled meanwhile (its delivery
// is being cancelled by the schedule reactor), or none at all (a subscription's delivery).

export const ORDER_DELIVERY_REACTOR = 'order-delivery';
const DEVICE = 'reactor:order-delivery';

type Owed = OwedCommand<CommandBody<OrderCommand>>;

/** The order a delivery event speaks for: a delivery's id is its order's. */
function orderCommand(event: RecordedEvent): CommandBody<OrderCommand> | undefined {
  if (!event.streamId.startsWith(DELIVERY_STREAM_PREFIX)) return undefined;
  const orderId = event.streamId.slice(DELIVERY_STREAM_PREFIX.length);
  switch (event.type as DeliveryEvent['type']) {
    case 'DeliveryRouteStarted':
      return { type: 'RecordOrderOutForDelivery', data: { orderId } };
    case 'DeliveryCompleted':
      return { type: 'RecordOrderDelivered', data: { orderId } };
    case 'DeliveryAttemptFailed': {
      const { reason } = event.data as DeliveryAttemptFailed['data'];
      return { type: 'RecordOrderDeliveryFailed', data: { orderId, reason } };
    }
    default:
      return undefined;
  }
}

export function commandsOwedBy(event: RecordedEvent): Owed[] {
  const command = orderCommand(event);
  if (!command) return [];
  const { actor, correlationId } = event.metadata;
  return [
    {
      commandId: commandIdFor(event.eventId, 'order'),
      causeEventId: event.eventId,
      streamId: orderStream(command.data.orderId),
      command,
      context: { actor, correlationId, deviceId: DEVICE, causationId: event.eventId },
    },
  ];
}

export const orderFollowsDelivery: Reactor = {
  name: ORDER_DELIVERY_REACTOR,
  what: 'order following its delivery',
  owedBy: commandsOwedBy,
  settle: () => [],
  send: (once, owed) => once.send(orderDecider, owed as Owed),
};
