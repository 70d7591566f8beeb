import { orderNumberOf as formatted } from '../order/tracking';
import type { AssignOrderNumber } from './commands';
import type { OrderNumberAssigned } from './events';
import { orderNumberOf, type OrderNumberingState } from './evolve';

// Orders are numbered P-{year}-{nnnn} in the order they are placed, like invoices: the stream's
// events are the sequence, so two orders at once cannot share a number and the count never skips.
export function decideOrderNumbering(
  { data, metadata }: AssignOrderNumber,
  state: OrderNumberingState,
): OrderNumberAssigned[] {
  if (orderNumberOf(state, data.orderId)) return [];
  const sequence = state.lastSequence + 1;
  return [
    {
      type: 'OrderNumberAssigned',
      data: { orderId: data.orderId, number: formatted(data.year, sequence), sequence, assignedAt: metadata.now },
    },
  ];
}
