import type { CompleteDelivery, DeliveryCommand } from './commands';
import { deliveryIllegal, deliveryInvalid, deliveryNotFound } from './errors';
import type { DeliveryEvent } from './events';
import type { DeliveryState, KnownDelivery } from './evolve';

// Each step from the one status it follows; asking again for the step just taken is a no-op, so a
// driver's phone retrying on a bad network never fails nor doubles anything.

/** A package code as scanned: the code itself, or the tracking page's address ending in it. */
export const scannedCode = (text: string) => text.trim().split(/[/?#]/).filter(Boolean).at(-1)?.toUpperCase() ?? '';

export function decideDelivery(command: DeliveryCommand, state: DeliveryState): DeliveryEvent[] {
  const now = command.metadata.now;
  if (command.type === 'ScheduleDelivery') {
    if (state.status !== 'absent') return []; // the reactor's retry: scheduled once
    return [{ type: 'DeliveryScheduled', data: { ...command.data, scheduledAt: now } }];
  }
  if (state.status === 'absent') throw deliveryNotFound();
  // A driver acts on their own deliveries only; another's is "not found" (never say it exists).
  if ('driverId' in command.data && command.type !== 'AssignDriver') {
    const acting = command.data.driverId;
    if (acting !== null && acting !== state.driverId) throw deliveryNotFound();
  }
  const { deliveryId } = state;
  switch (command.type) {
    case 'AssignDriver': {
      const { driverId, driverName, reassign } = command.data;
      if (state.driverId === driverId && state.status !== 'DELIVERED' && state.status !== 'CANCELLED') return [];
      if (state.status !== 'PENDING') throw deliveryIllegal('DELIVERY.CLOSED');
      if (state.pickedUp) throw deliveryIllegal('DELIVERY.ALREADY_PICKED_UP');
      if (state.driverId && !reassign) throw deliveryIllegal('DELIVERY.ALREADY_ASSIGNED');
      const previousDriverId = state.driverId;
      return [
        { type: 'DriverAssigned', data: { deliveryId, driverId, driverName, previousDriverId, assignedAt: now } },
      ];
    }
    case 'PickUpDelivery': {
      const driverId = assigned(state);
      if (state.status !== 'PENDING') return closedOr(state, 'IN_TRANSIT');
      if (scannedCode(command.data.code) !== state.trackingCode)
        throw deliveryInvalid('DELIVERY.WRONG_PACKAGE', 'code');
      if (state.pickedUp) return [];
      return [{ type: 'DeliveryPickedUp', data: { deliveryId, driverId, pickedUpAt: now } }];
    }
    case 'StartDeliveryRoute': {
      const driverId = assigned(state);
      if (state.status !== 'PENDING') return closedOr(state, 'IN_TRANSIT');
      if (!state.pickedUp) throw deliveryIllegal('DELIVERY.NOT_PICKED_UP');
      return [{ type: 'DeliveryRouteStarted', data: { deliveryId, driverId, startedAt: now } }];
    }
    case 'CompleteDelivery':
      return complete(command, state);
    case 'FailDeliveryAttempt': {
      if (state.status !== 'IN_TRANSIT') throw deliveryIllegal('DELIVERY.NOT_IN_TRANSIT');
      const reason = command.data.reason.trim();
      if (!reason) throw deliveryInvalid('DELIVERY.REASON_REQUIRED', 'notes');
      const driverId = assigned(state);
      const attempt = state.attempts + 1;
      return [{ type: 'DeliveryAttemptFailed', data: { deliveryId, driverId, reason, attempt, failedAt: now } }];
    }
    case 'CancelDelivery': {
      if (state.status === 'CANCELLED') return [];
      if (state.status === 'DELIVERED') throw deliveryIllegal('DELIVERY.CANNOT_CANCEL');
      const reason = command.data.reason.trim();
      if (!reason) throw deliveryInvalid('DELIVERY.REASON_REQUIRED', 'notes');
      return [
        { type: 'DeliveryCancelled', data: { deliveryId, reason, previousStatus: state.status, cancelledAt: now } },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown delivery command ${(unknown as DeliveryCommand).type}`);
    }
  }
}

function assigned(state: KnownDelivery): string {
  if (!state.driverId) throw deliveryIllegal('DELIVERY.NOT_ASSIGNED');
  return state.driverId;
}

/** Past the step asked for: a repeat of it is a no-op; a closed delivery refuses. */
function closedOr(state: KnownDelivery, repeatable: KnownDelivery['status']): DeliveryEvent[] {
  if (state.status === repeatable) return [];
  throw deliveryIllegal('DELIVERY.CLOSED');
}

function complete(command: CompleteDelivery, state: KnownDelivery): DeliveryEvent[] {
  if (state.status === 'DELIVERED') return [];
  if (state.status !== 'IN_TRANSIT') throw deliveryIllegal('DELIVERY.NOT_IN_TRANSIT');
  const recipientName = command.data.recipientName.trim();
  if (!recipientName) throw deliveryInvalid('DELIVERY.RECIPIENT_REQUIRED', 'recipientName');
  const { notes, photo, handoverPoint } = command.data;
  return [
    {
      type: 'DeliveryCompleted',
      data: {
        deliveryId: state.deliveryId,
        driverId: state.driverId!,
        recipientName,
        notes: notes.trim(),
        photo,
        handoverPoint,
        deliveredAt: command.metadata.now,
      },
    },
  ];
}
