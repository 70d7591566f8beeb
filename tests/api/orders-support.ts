import { randomUUID } from 'node:crypto';
import { afterEach, expect } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import type { Role } from '../../domain/identity';
import { drawTrackingCode } from '../../command-api/orders/order-to-place';
import { orderProduct } from '../../command-api/orders/placing';
import { shopClockAt } from '../../domain/delivery';
import { productDecider, productStream } from '../../domain/inventory';
import {
  assignedOrderNumber,
  orderDecider,
  orderNumberingDecider,
  orderNumberingStream,
  orderStream,
  type OrderEvent,
  type PlaceOrderBody,
} from '../../domain/orders';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings';
import { commandIdFor } from '../../infra/event-store/event-id';
import { userDecider, userStream } from '../../domain/users';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import type { RecordedEvent } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../support/database';
import { roses } from './inventory-support';

// Orders' command routes on a fresh database with the shop's clock pinned: Thursday 2026-01-15,
// 10:00 in New York (the default zone), so delivery days and the cutoff are known.

export const SHOP_NOW = new Date('2026-01-15T15:00:00.000Z');
export const brickell = { name: 'Casa', street: '1200 Brickell Ave', city: 'Miami', state: 'FL', zipCode: '33131' };

export function useOrdersApi(prefix: string) {
  const config = loadConfig({ JWT_SECRET: `${prefix}-secret` });
  const token = (role: string, userId = `${role}-1`) => signToken({ userId, roles: [role] }, config.jwtSecret);
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function ordersApi(clock = () => SHOP_NOW) {
    const database = await createTestDatabase(prefix);
    const store = new PostgresEventStore(database.pool);
    const app = await buildCommandApi({ store, db: database.db, config, accounts: 'trust-token', clock });
    cleanups.push(
      () => database.drop(),
      () => store.close(),
      () => app.close(),
    );
    const as = (who: string) => ({ authorization: `Bearer ${who}` });
    const post = (url: string, payload: object, who = token('client'), headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers: { ...as(who), ...headers } });
    const product = async (over: Record<string, unknown> = {}) => {
      const res = await post('/api/inventory/products', roses(over), token('owner'));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const order = (items: { productId: string; quantity: number }[], over: Record<string, unknown> = {}) => ({
      items,
      deliveryAddress: brickell,
      deliveryDate: '2026-01-16',
      recipientName: 'Ana Pérez',
      recipientPhone: '+1 305 555 0101',
      cardMessage: '¡Feliz cumpleaños!',
      ...over,
    });
    const events = async (orderId: string) =>
      (await store.readStream(orderStream(orderId))) as (RecordedEvent & OrderEvent)[];
    /** An account holding `role`, registered in its own stream, and its token. */
    const user = async (role: Role, name: string) => {
      const userId = randomUUID();
      const context = {
        commandId: randomUUID(),
        correlationId: randomUUID(),
        actor: { userId: 'seed', roles: ['owner'] },
      };
      const data = { userId, email: `${userId}@flora.test`, name, roles: [role] };
      await app.commands.handle(userDecider, userStream(userId), { type: 'RegisterUser', data }, context);
      return { id: userId, token: token(role, userId) };
    };
    /**
     * An order placed as before issue 41, as stores still hold them: its number (a command of its
     * own), then OrderPlaced alone, without its units — the stock reactor takes them. Its id.
     */
    const placedTheOldWay = async (body: PlaceOrderBody, userId = 'client-1') => {
      const orderId = randomUUID();
      const commandId = randomUUID();
      const context = { commandId, correlationId: commandId, actor: { userId, roles: ['client'] } };
      const { commands } = app;
      const { timeZone } = (await commands.load(settingsDecider, SETTINGS_STREAM)).state;
      const products = await Promise.all(
        body.items.map((i) => commands.load(productDecider, productStream(i.productId))),
      );
      const numbering = orderNumberingStream(2026);
      const numberCommand = { type: 'AssignOrderNumber' as const, data: { orderId, year: 2026 } };
      await commands.handle(orderNumberingDecider, numbering, numberCommand, {
        ...context,
        commandId: commandIdFor(commandId, 'order-number'),
      });
      const orderNumber = assignedOrderNumber((await commands.load(orderNumberingDecider, numbering)).state, orderId)!;
      const data = {
        ...(body as Omit<PlaceOrderBody, 'items'>),
        orderId,
        orderNumber,
        trackingCode: drawTrackingCode(),
        customerId: userId,
        items: body.items.map((i, k) => ({ ...i, product: orderProduct(products[k]!.state) })),
        clock: shopClockAt(clock(), timeZone),
      };
      const placed = await commands.handle(orderDecider, orderStream(orderId), { type: 'PlaceOrder', data }, context);
      expect(placed.appendedNow).toBe(true);
      return orderId;
    };
    return { app, store, database, post, product, order, events, token, user, placedTheOldWay };
  }
  return { ordersApi, token };
}
