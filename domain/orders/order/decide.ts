import type {
  CancelOrder,
  MarkOrderPaid,
  OrderCommand,
  RecordOrderDelivered,
  RecordOrderDeliveryFailed,
  RecordOrderOutForDelivery,
} from './commands';
import { orderIllegal, orderInvalid, orderNotFound } from './errors';
import type { OrderCancelled, OrderEvent, OrderPaid, OrderStatus } from './events';
import type { KnownOrder, OrderState } from './evolve';
import { placeOrder } from './place';

export { placeOrder } from './place';

/** The staff's steps, each from the one status before it (asking again for the step just taken is a no-op). */
const STEPS = {
  ConfirmOrder: { from: 'pending', to: 'confirmed', event: 'OrderConfirmed', at: 'confirmedAt' },
  PrepareOrder: { from: 'confirmed', to: 'preparing', event: 'OrderPreparationStarted', at: 'startedAt' },
  MarkOrderReady: { from: 'preparing', to: 'ready', event: 'OrderMarkedReady', at: 'readyAt' },
} as const;

/** Spec: an order can be cancelled until it leaves the shop. */
const CANCELLABLE: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready'];

export function decideOrder(command: OrderCommand, state: OrderState): OrderEvent[] {
  switch (command.type) {
    case 'PlaceOrder':
      return placeOrder(command, state);
    case 'ConfirmOrder':
    case 'PrepareOrder':
    case 'MarkOrderReady': {
      const order = known(state);
      const step = STEPS[command.type];
      if (order.status === step.to) return [];
      if (order.status !== step.from) throw orderIllegal('ORDER.ILLEGAL_TRANSITION');
      return [{ type: step.event, data: { orderId: order.orderId, [step.at]: command.metadata.now } } as OrderEvent];
    }
    case 'CancelOrder':
      return cancelOrder(command, known(state));
    case 'RecordOrderStockTaken': {
      const order = known(state);
      if (order.stockTaken) return [];
      // Cancelled before its units were taken: they go straight back.
      const returnedLines = order.status === 'cancelled' ? order.units : [];
      return [
        { type: 'OrderStockTaken', data: { orderId: order.orderId, takenAt: command.metadata.now, returnedLines } },
      ];
    }
    case 'MarkOrderPaid':
      return markPaid(command, known(state));
    case 'RecordOrderOutForDelivery':
    case 'RecordOrderDelivered':
    case 'RecordOrderDeliveryFailed':
      return followDelivery(command, known(state));
    default: {
      const unknown: never = command;
      throw new Error(`unknown order command ${(unknown as OrderCommand).type}`);
    }
  }
}

function known(state: OrderState): KnownOrder {
  if (state.status === 'absent') throw orderNotFound();
  return state;
}

function cancelOrder(command: CancelOrder, order: KnownOrder): OrderCancelled[] {
  if (order.status === 'cancelled') return []; // a retried cancel: cancelled once
  // The reactor's shortage cancel after the order's units were all taken (a stale retry): nothing.
  if (command.data.stockShort && order.stockTaken) return [];
  if (!CANCELLABLE.includes(order.status)) throw orderIllegal('ORDER.CANNOT_CANCEL');
  const reason = command.data.reason.trim();
  if (!reason) throw orderInvalid('ORDER.CANCEL_REASON_REQUIRED', 'reason');
  return [
    {
      type: 'OrderCancelled',
      data: {
        orderId: order.orderId,
        reason,
        previousStatus: order.status,
        cancelledAt: command.metadata.now,
        returnedLines: order.stockTaken ? order.units : [],
        ...(command.data.returnsStock ? { stockReturnedAtCancel: true as const } : {}),
      },
    },
  ];
}

/**
 * The package's own story, told by the delivery reactor: it left with its driver (whatever step the
 * queue had marked: the package is on the road), was handed over, or came back. A repeat is a no-op;
 * a cancelled order refuses (its delivery is being cancelled by the same reactor).
 */
function followDelivery(
  command: RecordOrderOutForDelivery | RecordOrderDelivered | RecordOrderDeliveryFailed,
  order: KnownOrder,
): OrderEvent[] {
  const { orderId } = order;
  const at = command.metadata.now;
  if (order.status === 'cancelled') throw orderIllegal('ORDER.ILLEGAL_TRANSITION');
  if (order.status === 'delivered') return [];
  switch (command.type) {
    case 'RecordOrderOutForDelivery':
      return order.status === 'out_for_delivery'
        ? []
        : [{ type: 'OrderOutForDelivery', data: { orderId, leftAt: at } }];
    case 'RecordOrderDelivered':
      return [{ type: 'OrderDelivered', data: { orderId, deliveredAt: at } }];
    case 'RecordOrderDeliveryFailed':
      if (order.status !== 'out_for_delivery') return [];
      return [{ type: 'OrderDeliveryFailed', data: { orderId, reason: command.data.reason, failedAt: at } }];
  }
}

function markPaid(command: MarkOrderPaid, order: KnownOrder): OrderPaid[] {
  if (order.paid) throw orderIllegal('ORDER.ALREADY_PAID');
  if (order.status === 'cancelled') throw orderIllegal('ORDER.ILLEGAL_TRANSITION');
  const { method, place } = command.data;
  return [
    {
      type: 'OrderPaid',
      data: { orderId: order.orderId, method, place, amountCents: order.totalCents, paidAt: command.metadata.now },
    },
  ];
}
