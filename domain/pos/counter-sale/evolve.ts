import type { CounterSaleEvent, CounterSaleMade } from './events';

// What decide() needs of a sale: the ticket as made (for a retry to be recognised and refunds to be
// priced), the units still refundable per product, and the refunds already made (by id: once each).

export interface KnownSale {
  status: 'made';
  sale: CounterSaleMade['data'];
  refundable: Record<string, number>;
  refundedCents: number;
  refunds: string[];
}
export type CounterSaleState = { status: 'absent' } | KnownSale;

export const initialCounterSale = (): CounterSaleState => ({ status: 'absent' });

export function evolveCounterSale(state: CounterSaleState, event: CounterSaleEvent): CounterSaleState {
  if (event.type === 'CounterSaleMade') {
    const refundable = Object.fromEntries(event.data.lines.map((l) => [l.productId, l.quantity]));
    return { status: 'made', sale: event.data, refundable, refundedCents: 0, refunds: [] };
  }
  if (state.status === 'absent') return state;
  if (event.type === 'CounterSaleRefunded') {
    const refundable = { ...state.refundable };
    for (const l of event.data.lines) refundable[l.productId] = (refundable[l.productId] ?? 0) - l.quantity;
    return {
      ...state,
      refundable,
      refundedCents: state.refundedCents + event.data.amountCents,
      refunds: [...state.refunds, event.data.refundId],
    };
  }
  return state;
}
