import { randomUUID } from 'node:crypto';
import {
  orderDecider,
  orderStream,
  TRACKING_ALPHABET,
  type OrderCommand,
  type OrderEvent,
  type PlaceOrder,
} from '../../domain/orders';
import { ADDRESS, CLOCK, ROSE, TULIPS } from '../../domain/orders/spec-fixtures';
import type { RecordedEvent } from '../../infra/event-store/port';
import { openInventoryShop, type Said } from './inventory-shop';

// Orders made the way the command side makes them — the order decider decides (prices, zone, fee),
// the store appends with the actor and time a test chooses — on the inventory test shop (its store,
// users, read-api and the runner's batch path), with the orders read model.

export const ORDER_MODELS = ['users', 'orders'] as const;

/** The n-th tracking code of a test: 'K7M2' and n in the code's own alphabet, twelve characters in all. */
export function codeOf(n: number): string {
  let digits = '';
  for (let rest = n; digits.length < 8; rest = Math.floor(rest / TRACKING_ALPHABET.length))
    digits = TRACKING_ALPHABET[rest % TRACKING_ALPHABET.length] + digits;
  return `K7M2${digits}`;
}

export interface NewOrder {
  customerId: string;
  /** Its number (P-2026-000n) and, unless `code` says otherwise, its tracking code (codeOf(n)). */
  n: number;
  code?: string;
  recipientName?: string;
  quantity?: number;
}

export async function openOrderShop(prefix: string) {
  const shop = await openInventoryShop(prefix);

  async function send(orderId: string, command: Omit<OrderCommand, 'metadata'>, said: Said) {
    const stream = orderStream(orderId);
    const history = await shop.store.readStream(stream);
    const state = history.reduce(
      (s, e) => orderDecider.evolve(s, e as unknown as OrderEvent),
      orderDecider.initialState(),
    );
    const commandId = randomUUID();
    const actor = { userId: said.actor ?? 'u-ware', roles: ['warehouse'] };
    const events = orderDecider.decide(
      { ...command, metadata: { commandId, now: said.at, actor } } as OrderCommand,
      state,
    );
    const metadata = {
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor,
      source: { app: 'storefront' },
      occurredAt: said.at,
      schemaVersion: 1,
    };
    const last = history[history.length - 1];
    const appended = await shop.store.appendToStream(
      stream,
      events.map((e) => ({ type: e.type, data: e.data, metadata })),
      { expected: last ? last.revision : 'no_stream' },
    );
    return appended.position;
  }

  /** A customer's order of `quantity` dozen roses and a tulip bouquet, for tomorrow (Friday 16 January). */
  async function place(order: NewOrder, said: Said): Promise<{ id: string; code: string; position: string }> {
    const id = randomUUID();
    const code = order.code ?? codeOf(order.n);
    const data: PlaceOrder['data'] = {
      orderId: id,
      orderNumber: `P-2026-${String(order.n).padStart(4, '0')}`,
      trackingCode: code,
      customerId: order.customerId,
      items: [
        { productId: ROSE.productId, quantity: order.quantity ?? 2, product: ROSE },
        { productId: TULIPS.productId, quantity: 1, product: TULIPS },
      ],
      deliveryAddress: ADDRESS,
      deliveryDate: '2026-01-16',
      recipientName: order.recipientName ?? 'Ana María Pérez',
      recipientPhone: '+1 305 555 0101',
      cardMessage: '¡Feliz cumpleaños, mamá!',
      notes: 'Tocar el timbre dos veces',
      clock: CLOCK,
    };
    const position = await send(id, { type: 'PlaceOrder', data }, { actor: order.customerId, ...said });
    return { id, code, position };
  }

  const step = (type: 'ConfirmOrder' | 'PrepareOrder' | 'MarkOrderReady', orderId: string, said: Said) =>
    send(orderId, { type, data: { orderId } }, said);
  const cancel = (orderId: string, reason: string, said: Said) =>
    send(orderId, { type: 'CancelOrder', data: { orderId, reason } }, said);
  const pay = (orderId: string, said: Said) =>
    send(orderId, { type: 'MarkOrderPaid', data: { orderId, method: 'card', place: 'counter' } }, said);

  return {
    ...shop,
    place,
    step,
    cancel,
    pay,
    /** The events of one order as recorded. */
    eventsOf: (orderId: string): Promise<RecordedEvent[]> => shop.store.readStream(orderStream(orderId)),
    /** The users and orders read models caught up with the store. */
    projectOrders: (batchSize = 50) => shop.project(batchSize, ORDER_MODELS),
  };
}

export type OrderShop = Awaited<ReturnType<typeof openOrderShop>>;
