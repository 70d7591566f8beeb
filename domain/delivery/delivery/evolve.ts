import type { DeliveryEvent, DeliveryStatus } from './events';

// What decide() needs of a delivery: its status, its driver, whether the package left the shop with
// them, its code (the pickup scan is checked against it) and how many attempts failed.

export interface KnownDelivery {
  status: DeliveryStatus;
  deliveryId: string;
  trackingCode: string;
  driverId: string | null;
  pickedUp: boolean;
  attempts: number;
}

export type DeliveryState = { status: 'absent' } | KnownDelivery;

export const initialDelivery = (): DeliveryState => ({ status: 'absent' });

export function evolveDelivery(state: DeliveryState, event: DeliveryEvent): DeliveryState {
  if (event.type === 'DeliveryScheduled') {
    const { deliveryId, trackingCode } = event.data;
    return { status: 'PENDING', deliveryId, trackingCode, driverId: null, pickedUp: false, attempts: 0 };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'DriverAssigned':
      return { ...state, driverId: event.data.driverId, pickedUp: false };
    case 'DeliveryPickedUp':
      return { ...state, pickedUp: true };
    case 'DeliveryRouteStarted':
      return { ...state, status: 'IN_TRANSIT' };
    case 'DeliveryCompleted':
      return { ...state, status: 'DELIVERED' };
    // The package comes back to the shop: the next attempt starts with a new scan.
    case 'DeliveryAttemptFailed':
      return { ...state, status: 'PENDING', pickedUp: false, attempts: event.data.attempt };
    case 'DeliveryCancelled':
      return { ...state, status: 'CANCELLED' };
    default:
      // Total: an event type this version does not know (written by a newer one) changes nothing.
      return state;
  }
}
