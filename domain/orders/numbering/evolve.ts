import type { OrderNumberAssigned } from './events';

// A year's order numbers: the count, and which order holds which (a retry gets its own number back).
// Records, not Maps: states are stored as JSON snapshots.
export interface OrderNumberingState {
  lastSequence: number;
  byOrder: Record<string, string>;
}

export const initialOrderNumbering = (): OrderNumberingState => ({ lastSequence: 0, byOrder: {} });

export function evolveOrderNumbering(state: OrderNumberingState, { data }: OrderNumberAssigned): OrderNumberingState {
  const byOrder: Record<string, string> = {};
  for (const k in state.byOrder) byOrder[k] = state.byOrder[k]!; // a loop: a year holds thousands
  byOrder[data.orderId] = data.number;
  return { lastSequence: Math.max(state.lastSequence, data.sequence), byOrder };
}

export const orderNumberOf = (state: OrderNumberingState, orderId: string): string | undefined =>
  Object.hasOwn(state.byOrder, orderId) ? state.byOrder[orderId] : undefined;
