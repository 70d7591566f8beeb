import type { OrderNumberAssigned } from './events';

/**
 * How many of the year's latest numbers the state keeps by order: a retried PlaceOrder (a crash
 * between its number and its order) gets its own number back within that window. A year holds
 * thousands: keeping them all made every order copy them all, and every snapshot write them all.
 */
export const NUMBERS_REMEMBERED = 1000;

// A year's order numbers: the count, and the latest orders' numbers, oldest first. Arrays, not
// Maps: states are stored as JSON snapshots.
export interface OrderNumberingState {
  lastSequence: number;
  recent: [orderId: string, number: string][];
}

export const initialOrderNumbering = (): OrderNumberingState => ({ lastSequence: 0, recent: [] });

export function evolveOrderNumbering(state: OrderNumberingState, { data }: OrderNumberAssigned): OrderNumberingState {
  const kept = state.recent.length >= NUMBERS_REMEMBERED ? state.recent.slice(1 - NUMBERS_REMEMBERED) : state.recent;
  return {
    lastSequence: Math.max(state.lastSequence, data.sequence),
    recent: [...kept, [data.orderId, data.number]],
  };
}

export const orderNumberOf = (state: OrderNumberingState, orderId: string): string | undefined => {
  for (let i = state.recent.length - 1; i >= 0; i--) if (state.recent[i]![0] === orderId) return state.recent[i]![1];
  return undefined;
};
