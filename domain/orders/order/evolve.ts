import type { OrderEvent, OrderPlaced, OrderStatus } from './events';

// What decide() needs of an order: its status, its money, and whether it was paid.

export type OrderState =
  | { status: 'absent' }
  | ({ status: OrderStatus; paid: boolean } & Pick<OrderPlaced['data'], 'orderId' | 'totalCents' | 'customerId'>);

export type KnownOrder = Exclude<OrderState, { status: 'absent' }>;

export const initialOrder = (): OrderState => ({ status: 'absent' });

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  if (event.type === 'OrderPlaced') {
    const { orderId, totalCents, customerId } = event.data;
    return { status: 'pending', paid: false, orderId, totalCents, customerId };
  }
  if (state.status === 'absent') return state;
  switch (event.type) {
    case 'OrderConfirmed':
      return { ...state, status: 'confirmed' };
    case 'OrderPreparationStarted':
      return { ...state, status: 'preparing' };
    case 'OrderMarkedReady':
      return { ...state, status: 'ready' };
    case 'OrderCancelled':
      return { ...state, status: 'cancelled' };
    case 'OrderPaid':
      return { ...state, paid: true };
    default:
      // Total: an event type this version does not know (written by a newer one) changes nothing.
      return state;
  }
}
