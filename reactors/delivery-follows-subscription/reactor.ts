import type { CommandBody } from '../../application/handler';
import { deliveryDecider, deliveryStream, type DeliveryCommand } from '../../domain/delivery';
import {
  deliveryOfCycle,
  SUBSCRIPTION_STREAM_PREFIX,
  type SubscriptionCycleScheduled,
} from '../../domain/subscriptions';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { RecordedEvent } from '../../infra/event-store/port';
import type { OwedCommand } from '../engine/failures';
import { reactor } from '../engine/reactor';

// A subscription's cycle, once scheduled (subscription-scheduler), schedules its delivery (issue 16) with the
// id the cycle named, so the subscription, its charge and the delivery are one id on every screen.
// The command's id comes from the event: a crash, a retry, a replay or a second worker never
// schedules it twice.

export const SUBSCRIPTION_DELIVERY_REACTOR = 'subscription-delivery';
const DEVICE = 'reactor:subscription-delivery';

type Owed = OwedCommand<CommandBody<DeliveryCommand>>;

export function commandsOwedBy(event: RecordedEvent): Owed[] {
  if (!event.streamId.startsWith(SUBSCRIPTION_STREAM_PREFIX) || event.type !== 'SubscriptionCycleScheduled') return [];
  const cycle = event.data as SubscriptionCycleScheduled['data'];
  const { actor, correlationId } = event.metadata;
  return [
    {
      commandId: commandIdFor(event.eventId, 'delivery'),
      causeEventId: event.eventId,
      streamId: deliveryStream(cycle.deliveryId),
      command: { type: 'ScheduleDelivery', data: deliveryOfCycle(cycle) },
      context: { actor, correlationId, deviceId: DEVICE, causationId: event.eventId },
    },
  ];
}

export const deliveryFollowsSubscription = reactor({
  name: SUBSCRIPTION_DELIVERY_REACTOR,
  what: 'delivery of a subscription cycle',
  decider: deliveryDecider,
  owedBy: commandsOwedBy,
});
