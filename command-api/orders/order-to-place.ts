import { randomInt } from 'node:crypto';
import {
  assignedOrderNumber,
  initialOrder,
  orderDecider,
  orderNumberingDecider,
  orderNumberingStream,
  orderStream,
  placeOrder,
  TRACKING_ALPHABET,
  TRACKING_CODE_LENGTH,
  type OrderProduct,
  type PlaceOrder,
  type PlaceOrderBody,
} from '../../domain/orders';
import { shopClockAt, ZONE_BOOK_STREAM, zoneBookDecider } from '../../domain/delivery';
import { CONSIGNED, productDecider, productStream, type ProductState } from '../../domain/inventory';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandContext, CommandHandler } from '../../application/handler';
import { inTurn } from '../../application/in-turn';

// What placing an order needs that only other aggregates and the clock know: each product as it
// stands (price, whether it is offered, its units place by place), the delivery zones as the admin
// keeps them, the shop's day and minute in its zone, an order number and a tracking code. The order is decided once without them first, so a
// refused checkout (short stock, a Sunday, outside the zones) spends no number: the count never skips.

type Data = PlaceOrder['data'];

/** Spec: random, unambiguous letters and digits, never sequential (crypto, not Math.random). */
export const drawTrackingCode = () =>
  Array.from({ length: TRACKING_CODE_LENGTH }, () => TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)]).join('');

/** A product for the order: offered when active; its units at our places, its home first. */
function orderProduct(state: ProductState): OrderProduct | null {
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

async function numberFor(handler: CommandHandler, orderId: string, year: number, context: CommandContext) {
  const streamId = orderNumberingStream(year);
  const numbering: CommandContext = {
    ...context,
    // Derived from the order command's id: a retry of that command is the same numbering command.
    commandId: commandIdFor(context.commandId, 'order-number'),
    causationId: context.causationId ?? context.commandId,
  };
  return inTurn(handler, streamId, async () => {
    await handler.handle(
      orderNumberingDecider,
      streamId,
      { type: 'AssignOrderNumber', data: { orderId, year } },
      numbering,
    );
    // What the command just left, without reading it back (read only if this process forgot it).
    const state =
      handler.remembered(orderNumberingDecider, streamId) ??
      (await handler.load(orderNumberingDecider, streamId)).state;
    const number = assignedOrderNumber(state, orderId);
    if (!number) throw new Error(`${streamId} holds no number for order ${orderId} after assigning one`);
    return number;
  });
}

export async function orderToPlace(
  handler: CommandHandler,
  body: PlaceOrderBody & { orderId: string },
  context: CommandContext,
  now: Date,
): Promise<Data> {
  const { items, orderId, ...rest } = body;
  const existing = await handler.load(orderDecider, orderStream(orderId));
  const [{ state: settings }, { state: book }] = await Promise.all([
    handler.load(settingsDecider, SETTINGS_STREAM),
    handler.load(zoneBookDecider, ZONE_BOOK_STREAM),
  ]);
  const products = await Promise.all(items.map((i) => handler.load(productDecider, productStream(i.productId))));
  const data: Data = {
    ...rest,
    orderId,
    orderNumber: 'P-0000-0000',
    trackingCode: drawTrackingCode(),
    customerId: context.actor.userId,
    items: items.map((item, i) => ({ ...item, product: orderProduct(products[i]!.state) })),
    clock: shopClockAt(now, settings.timeZone),
    zones: book.zones,
  };
  // Placed already (a retry): decide() answers nothing new, so no number is asked for.
  if (existing.revision >= 0n) return data;
  placeOrder(
    {
      type: 'PlaceOrder',
      data,
      metadata: { commandId: context.commandId, now: now.toISOString(), actor: context.actor },
    },
    initialOrder(),
  );
  const year = Number(data.clock.today.slice(0, 4));
  return { ...data, orderNumber: await numberFor(handler, orderId, year, context) };
}
