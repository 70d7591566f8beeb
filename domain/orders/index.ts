import type { Decider } from '../shared/decider';
import type { OrderCommand } from './order/commands';
import type { OrderEvent } from './order/events';
import { decideOrder } from './order/decide';
import { evolveOrder, initialOrder, type OrderState } from './order/evolve';
import type { AssignOrderNumber } from './numbering/commands';
import type { OrderNumberAssigned } from './numbering/events';
import { decideOrderNumbering } from './numbering/decide';
import { evolveOrderNumbering, initialOrderNumbering, type OrderNumberingState } from './numbering/evolve';

export * from './order/events';
export * from './order/commands';
export * from './order/errors';
export * from './order/tracking';
export { deliveryOfOrder } from './order/delivery';
export * from './responses';
export * from './query';
export { decideOrder, placeOrder } from './order/decide';
export { evolveOrder, initialOrder, unitsOf, type OrderState, type KnownOrder } from './order/evolve';
export type { AssignOrderNumber } from './numbering/commands';
export type { OrderNumberAssigned } from './numbering/events';
export { orderNumberOf as assignedOrderNumber, type OrderNumberingState } from './numbering/evolve';

export const ORDER_STREAM_PREFIX = 'order-';
export const orderStream = (orderId: string) => `${ORDER_STREAM_PREFIX}${orderId}`;

export const orderDecider: Decider<OrderCommand, OrderEvent, OrderState> = {
  stateVersion: 1,
  initialState: initialOrder,
  evolve: evolveOrder,
  decide: decideOrder,
};

/** One stream per year: `numbering-orders-2026` (not under `order-`, which names orders). */
export const orderNumberingStream = (year: number) => `numbering-orders-${year}`;

export const orderNumberingDecider: Decider<AssignOrderNumber, OrderNumberAssigned, OrderNumberingState> = {
  stateVersion: 2, // 2: the latest numbers only (NUMBERS_REMEMBERED), not the whole year's
  initialState: initialOrderNumbering,
  evolve: evolveOrderNumbering,
  decide: decideOrderNumbering,
};
