import type { StreamToLoad } from '../../application/handler';
import type { ProductState } from '../../domain/inventory';
import {
  orderDecider,
  orderIllegal,
  orderNotFound,
  orderStream,
  type KnownOrder,
  type OrderState,
} from '../../domain/orders';
import type { CommandsToSend } from '../send-command';
import { movementsOf, productStreamsOf } from './order-stock';

// Cancelling an order is one command (issue 41): OrderCancelled and the return movements of the
// units it names, on the order's stream and its products', in one transaction. The event says so
// (stockReturnedAtCancel), and the stock reactor owes it nothing. An order whose units were not
// taken yet (placed before issue 41, its reactor behind) names none: its OrderStockTaken will.

/** What a customer may still cancel by themselves: nothing is being made for it yet. */
const CLIENT_CANCELLABLE: readonly string[] = ['pending', 'confirmed'];

/**
 * A customer cancels only their own order (another's is "not found": never say it exists), and only
 * before it is prepared; judged on the order as the decision sees it, not as it was read before.
 */
function mayCancel(order: OrderState, customerId: string): void {
  if (order.status === 'absent' || order.customerId !== customerId) throw orderNotFound();
  if (order.status !== 'cancelled' && !CLIENT_CANCELLABLE.includes(order.status))
    throw orderIllegal('ORDER.CLIENT_CANCEL_LATE');
}

/**
 * The order's command: the order (0, the answer), then each product it took from (known from the
 * order as read before: its units never change once placed). `customerId`: sent by its customer.
 */
export function cancelling(order: KnownOrder, reason: string, customerId?: string): CommandsToSend {
  const { orderId } = order;
  const products = productStreamsOf(order.units.map((u) => u.productId));
  const streams: StreamToLoad[] = [{ decider: orderDecider, streamId: orderStream(orderId) }, ...products];
  return {
    id: orderId,
    streams,
    answer: 0,
    decide: (loaded, metadata) => {
      const [now, ...stock] = loaded.map((l) => l.state) as [OrderState, ...ProductState[]];
      if (customerId !== undefined) mayCancel(now, customerId);
      const command = { type: 'CancelOrder' as const, data: { orderId, reason, returnsStock: true }, metadata };
      const cancelled = orderDecider.decide(command, now);
      const returned = cancelled.flatMap((e) => (e.type === 'OrderCancelled' ? e.data.returnedLines : []));
      const states = products.map((p, i) => ({ productId: p.productId, state: stock[i]! }));
      return [cancelled, ...movementsOf(returned, 'return', orderId, states, metadata)];
    },
  };
}
