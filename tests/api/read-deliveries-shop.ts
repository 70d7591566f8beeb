import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import {
  deliveryDecider,
  deliveryStream,
  driverDecider,
  driverStream,
  type DeliveryCommand,
  type DriverProfile,
} from '../../domain/delivery';
import { orderDecider, orderStream, type OrderCommand, type OrderPlaced } from '../../domain/orders';
import type { Command, Decider, DomainEvent } from '../../domain/shared';
import { userStream } from '../../domain/users';
import { buildReadApi } from '../../read-api/app';
import type { Said } from './inventory-shop';
import { config } from './read-fixtures';
import { openOrderShop, type NewOrder } from './read-orders-shop';

// Deliveries made the way the command side makes them — the delivery, driver and order deciders
// decide, the store appends with the actor and time a test chooses — on the orders test shop, with
// the users, orders and deliveries read models, and read-apis on a clock the test fixes.

export const DELIVERY_MODELS = ['users', 'orders', 'deliveries'] as const;

/** Where and when a test delivery goes; by default the order's own zone (Brickell) and day. */
export interface NewDelivery extends NewOrder {
  date?: string;
  zone?: { id: string; name: string; estimatedDeliveryTime: number };
}

export const DOWNTOWN = { id: 'downtown', name: 'Downtown', estimatedDeliveryTime: 30 };

export async function openDeliveryShop(prefix: string) {
  const shop = await openOrderShop(prefix);
  const apps: FastifyInstance[] = [];

  /** Load → decide → append, as the command handler does; the position written. */
  async function decide<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    stream: string,
    command: Omit<C, 'metadata'>,
    said: Said,
  ): Promise<string> {
    const history = await shop.store.readStream(stream);
    const state = history.reduce((s, e) => decider.evolve(s, e as unknown as E), decider.initialState());
    const commandId = randomUUID();
    const actor = { userId: said.actor ?? 'u-delivery', roles: ['delivery'] };
    const events = decider.decide({ ...command, metadata: { commandId, now: said.at, actor } } as C, state);
    const metadata = { commandId, correlationId: commandId, causationId: commandId, actor };
    const last = history[history.length - 1];
    const appended = await shop.store.appendToStream(
      stream,
      events.map((e) => ({
        type: e.type,
        data: e.data,
        metadata: { ...metadata, source: { app: 'test' }, occurredAt: said.at, schemaVersion: 1 },
      })),
      { expected: last ? last.revision : 'no_stream' },
    );
    return appended.position;
  }

  async function registerDriver(userId: string, name: string, roles = ['driver']) {
    const data = { userId, email: `${userId}@flora.test`, name, firstName: name, lastName: '', roles };
    const at = '2026-01-01T00:00:00.000Z';
    const id = randomUUID();
    const metadata = {
      commandId: id,
      correlationId: id,
      causationId: id,
      actor: { userId, roles: [] },
      source: { app: 'test' },
      occurredAt: at,
      schemaVersion: 1,
    };
    await shop.store.appendToStream(
      userStream(userId),
      [{ type: 'UserRegistered', data: { ...data, registeredAt: at }, metadata }],
      { expected: 'no_stream' },
    );
  }

  /** An order placed, and its delivery scheduled as the reactor schedules it (the order's id). */
  async function scheduled(order: NewDelivery, said: Said) {
    const { id, code } = await shop.place(order, said);
    const placed = (await shop.eventsOf(id))[0]!.data as OrderPlaced['data'];
    const { street, city, state, zipCode } = placed.deliveryAddress;
    const data = {
      deliveryId: id,
      source: { type: 'order' as const, id, number: placed.orderNumber },
      trackingCode: code,
      customerName: placed.recipientName,
      recipientPhone: placed.recipientPhone,
      destination: { address: { street, city, state, zipCode }, location: { latitude: 25.762, longitude: -80.19 } },
      zone: order.zone ?? placed.zone,
      deliveryDate: order.date ?? placed.deliveryDate,
    };
    await delivery(id, { type: 'ScheduleDelivery', data }, said);
    return { id, code, number: placed.orderNumber };
  }

  const delivery = (id: string, command: Omit<DeliveryCommand, 'metadata'>, said: Said) =>
    decide(deliveryDecider, deliveryStream(id), command, said);
  const as = (driverId: string, at: string) => ({ at, actor: driverId });

  return {
    ...shop,
    registerDriver,
    scheduled,
    delivery,
    assign: (id: string, driverId: string, driverName: string, at: string, reassign = false) =>
      delivery(id, { type: 'AssignDriver', data: { deliveryId: id, driverId, driverName, reassign } }, { at }),
    /** Scanned at the shop, then on the road. */
    onTheRoad: async (id: string, driverId: string, code: string, at: string) => {
      await delivery(id, { type: 'PickUpDelivery', data: { deliveryId: id, driverId, code } }, as(driverId, at));
      return delivery(id, { type: 'StartDeliveryRoute', data: { deliveryId: id, driverId } }, as(driverId, at));
    },
    complete: (id: string, driverId: string, recipientName: string, photo: string | null, at: string) =>
      delivery(
        id,
        {
          type: 'CompleteDelivery',
          data: { deliveryId: id, driverId, recipientName, notes: 'En la puerta', photo, handoverPoint: null },
        },
        as(driverId, at),
      ),
    fail: (id: string, driverId: string, reason: string, at: string) =>
      delivery(id, { type: 'FailDeliveryAttempt', data: { deliveryId: id, driverId, reason } }, as(driverId, at)),
    cancelDelivery: (id: string, reason: string, at: string) =>
      delivery(id, { type: 'CancelDelivery', data: { deliveryId: id, reason } }, { at }),
    profile: (driverId: string, profile: DriverProfile, at: string) =>
      decide(
        driverDecider,
        driverStream(driverId),
        { type: 'UpdateDriverProfile', data: { driverId, ...profile } },
        {
          at,
          actor: driverId,
        },
      ),
    /** The order following its delivery, as the reactor makes it. */
    orderFollows: (orderId: string, command: Omit<OrderCommand, 'metadata'>, at: string) =>
      decide(orderDecider, orderStream(orderId), command, { at, actor: 'reactor' }),
    /** A driver's latest ping, as the command side keeps it. */
    ping: (driverId: string, latitude: number, longitude: number, at: string) =>
      sql`insert into driver_positions (driver_id, latitude, longitude, accuracy, at)
          values (${driverId}, ${latitude}, ${longitude}, 12, ${at})
          on conflict (driver_id) do update set latitude = excluded.latitude, longitude = excluded.longitude,
            accuracy = excluded.accuracy, at = excluded.at`.execute(shop.db),
    projectDeliveries: (batchSize = 50) => shop.project(batchSize, DELIVERY_MODELS),
    /** A read-api whose clock stands at `now`. */
    async appAt(now: string) {
      const app = await buildReadApi({
        db: shop.db,
        store: shop.store,
        pool: shop.pool,
        config,
        options: { consistency: { timeoutMs: 2000, pollMs: 50 }, accounts: 'trust-token', now: () => new Date(now) },
      });
      apps.push(app);
      return app;
    },
    async close() {
      await Promise.all(apps.splice(0).map((a) => a.close()));
      await shop.close();
    },
  };
}

export type DeliveryShop = Awaited<ReturnType<typeof openDeliveryShop>>;
