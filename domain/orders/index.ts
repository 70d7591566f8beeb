import type { Decider } from '../shared/decider';
import type { OrderCommand } from './order/commands';
import type { OrderEvent } from './order/events';
import { decideOrder } from './order/decide';
import { evolveOrder, initialOrder, type OrderState } from './order/evolve';

export * from './order/events';
export * from './order/commands';
export * from './order/errors';
export * from './order/tracking';
export { decideOrder, placeOrder } from './order/decide';
export { evolveOrder, initialOrder, type OrderState, type KnownOrder } from './order/evolve';

export const ORDER_STREAM_PREFIX = 'order-';
export const orderStream = (orderId: string) => `${ORDER_STREAM_PREFIX}${orderId}`;

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  stateVersion: 1,
  initialState: initialOrder,
  evolve: evolveOrder,
  decide: decideOrder,
};
