import type { OrderEvent, OrderPlaced, OrderStatus, ReturnedUnits } from './events';

// What decide() needs of an order: its status, its money, whether it was paid, and its units —
// where they come from, and whether they were taken (at the checkout, or by the stock reactor for
// orders placed before issue 41), so a cancellation returns them exactly once, whichever comes first.

export interface KnownOrder extends Pick<OrderPlaced['data'], 'orderId' | 'totalCents' | 'customerId'> {
  status: OrderStatus;
  paid: boolean;
  units: ReturnedUnits[];
  stockTaken: boolean;
}

export type OrderState = { status: 'absent' } | KnownOrder;

export const initialOrder = (): OrderState => ({ status: 'absent' });

/** An order's units place by place: what the stock reactor takes, and what a cancel puts back. */
export const unitsOf = (items: OrderPlaced['data']['items']): ReturnedUnits[] =>
  items.flatMap((l) => l.takeFrom.map((t) => ({ productId: l.productId, ...t })));

export function evolveOrder(state: OrderState, event: OrderEvent): OrderState {
  if (event.type === 'OrderPlaced') {
    const { orderId, totalCents, customerId, items } = event.data;
    return {
      status: 'pending',
      paid: false,
      orderId,
      totalCents,
      customerId,
      units: unitsOf(items),
      // Taken in its own commit (issue 41); before, the stock reactor's OrderStockTaken said so.
      stockTaken: event.data.stockTakenAtCheckout === true,
    };
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
    case 'OrderStockTaken':
      return { ...state, stockTaken: true };
    case 'OrderPaid':
      return { ...state, paid: true };
    case 'OrderOutForDelivery':
      return { ...state, status: 'out_for_delivery' };
    case 'OrderDelivered':
      return { ...state, status: 'delivered' };
    case 'OrderDeliveryFailed':
      return { ...state, status: 'ready' };
    default:
      // Total: an event type this version does not know (written by a newer one) changes nothing.
      return state;
  }
}
