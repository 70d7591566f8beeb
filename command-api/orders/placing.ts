import type { StreamToLoad } from '../../application/handler';
import { CONSIGNED, type ProductState } from '../../domain/inventory';
import {
  assignedOrderNumber,
  orderDecider,
  orderNumberingDecider,
  orderNumberingStream,
  orderStream,
  unitsOf,
  type OrderNumberingState,
  type OrderProduct,
  type OrderState,
  type PlaceOrder,
} from '../../domain/orders';
import type { CommandsToSend } from '../send-command';
import { movementsOf, productStreamsOf } from './order-stock';

// Placing an order is one command (issue 41): on the year's numbering stream, the order's stream
// and each product it takes from, decided together and appended in one transaction. The number
// comes from the numbering as it stands in that decision, the order is placed on the products as
// they stand in it, and each line's units are taken by sale movements beside OrderPlaced, which
// says so (stockTakenAtCheckout: the stock reactor owes it nothing). Short stock, a Sunday, a zip
// outside the zones: the decision refuses, nothing is appended and no number is spent, so the
// count never skips. Under contention the in-turn queue and the expected revisions decide who
// gets the last units, at the request: the others are answered 409.

/** What the checkout knows before the decision: everything but the number and the products' states. */
export type OrderToPlace = Omit<PlaceOrder['data'], 'orderNumber' | 'items' | 'takesStock'> & {
  items: { productId: string; quantity: number }[];
};

/** A product for the order: offered when active; its units at our places, its home first. */
export function orderProduct(state: ProductState): OrderProduct | null {
  if (state.status === 'absent') return null;
  const places = Object.entries(state.stock)
    .filter(([locationId, units]) => locationId !== CONSIGNED && units > 0)
    .sort(
      ([a, x], [b, y]) => Number(b === state.location) - Number(a === state.location) || y - x || a.localeCompare(b),
    )
    .map(([locationId, quantity]) => ({ locationId, quantity }));
  return {
    productId: state.productId,
    name: state.name,
    sku: state.sku,
    unitPriceCents: state.priceCents,
    available: state.status === 'active',
    stockByLocation: places,
  };
}

/** The order's command: numbering (0), the order (1, the answer), then each product. */
export function placing(order: OrderToPlace, year: number): CommandsToSend {
  const { orderId } = order;
  const products = productStreamsOf(order.items.map((i) => i.productId));
  const streams: StreamToLoad[] = [
    { decider: orderNumberingDecider, streamId: orderNumberingStream(year) },
    { decider: orderDecider, streamId: orderStream(orderId) },
    ...products,
  ];
  return {
    id: orderId,
    streams,
    answer: 1,
    decide: (loaded, metadata) => {
      const [numbering, placed, ...stock] = loaded.map((l) => l.state) as [
        OrderNumberingState,
        OrderState,
        ...ProductState[],
      ];
      // Placed already (a retry with its id): nothing new, and no number asked for.
      if (placed.status !== 'absent') return streams.map(() => []);
      // A number left by the steps of before (a crash between the number and the order) is this order's.
      const numbered = orderNumberingDecider.decide(
        { type: 'AssignOrderNumber', data: { orderId, year }, metadata },
        numbering,
      );
      const orderNumber = assignedOrderNumber(numbered.reduce(orderNumberingDecider.evolve, numbering), orderId)!;
      const items = order.items.map((i) => ({
        ...i,
        product: orderProduct(stock[products.findIndex((p) => p.productId === i.productId)]!),
      }));
      const data = { ...order, orderNumber, items, takesStock: true };
      const orderPlaced = orderDecider.decide({ type: 'PlaceOrder', data, metadata }, placed);
      const lines = orderPlaced.flatMap((e) => (e.type === 'OrderPlaced' ? e.data.items : []));
      const states = products.map((p, i) => ({ productId: p.productId, state: stock[i]! }));
      return [numbered, orderPlaced, ...movementsOf(unitsOf(lines), 'sale', orderId, states, metadata)];
    },
  };
}
