import type { CommandBody } from '../../application/handler';
import { deliveryDecider, deliveryStream, type CancelDelivery, type DeliveryCommand } from '../../domain/delivery';
import { deliveryOfOrder, ORDER_STREAM_PREFIX, type OrderCancelled, type OrderPlaced } from '../../domain/orders';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { RecordedEvent } from '../../infra/event-store/port';
import type { OwedCommand } from '../engine/failures';
import { reactor } from '../engine/reactor';

// A placed order schedules its delivery (issue 15), with the order's id, so staff and customers
// name both by one id; a cancelled order cancels it. Each command's id comes from the event, so a
// crash, a retry or a second worker never schedules or cancels twice. Orders placed before this
// reactor existed are scheduled when it first runs from the start of the store.

export const DELIVERY_SCHEDULE_REACTOR = 'delivery-schedule';
const DEVICE = 'reactor:delivery-schedule';

type Owed = OwedCommand<CommandBody<DeliveryCommand>>;

function owed(event: RecordedEvent, deliveryId: string, command: CommandBody<DeliveryCommand>): Owed {
  const { actor, correlationId } = event.metadata;
  return {
    commandId: commandIdFor(event.eventId, 'delivery'),
    causeEventId: event.eventId,
    streamId: deliveryStream(deliveryId),
    command,
    context: { actor, correlationId, deviceId: DEVICE, causationId: event.eventId },
  };
}

const cancel = (o: OrderCancelled['data']): CommandBody<CancelDelivery> => ({
  type: 'CancelDelivery',
  data: { deliveryId: o.orderId, reason: `Pedido cancelado: ${o.reason}` },
});

export function commandsOwedBy(event: RecordedEvent): Owed[] {
  if (!event.streamId.startsWith(ORDER_STREAM_PREFIX)) return [];
  if (event.type === 'OrderPlaced') {
    const data = event.data as OrderPlaced['data'];
    return [owed(event, data.orderId, { type: 'ScheduleDelivery', data: deliveryOfOrder(data) })];
  }
  if (event.type === 'OrderCancelled') {
    const data = event.data as OrderCancelled['data'];
    return [owed(event, data.orderId, cancel(data))];
  }
  return [];
}

export const deliveryFollowsOrder = reactor({
  name: DELIVERY_SCHEDULE_REACTOR,
  what: 'delivery of an order',
  decider: deliveryDecider,
  owedBy: commandsOwedBy,
});
