import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  productDecider,
  productStream,
  type AddProduct,
  type ProductCommand,
  type ProductEvent,
  type RegisterMovement,
  type UpdateProduct,
  type UpdateStock,
} from '../../domain/inventory';
import { userStream } from '../../domain/users';
import type { RecordedEvent } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { prepareProjections } from '../../projections/registry';
import { buildReadApi } from '../../read-api/app';
import { createTestDatabase } from '../support/database';
import { config } from './read-fixtures';
import { catchUp } from '../support/catch-up';

// A shop's history made the way the command side makes it — the product decider decides, the
// store appends with the actor and the time a test chooses — and the read models built from it by
// the runner's own batch function (applyBatch), so the inventory read suites test the real
// projections behind the real read-api, on real Postgres.

export const READ_MODELS = ['audit', 'users', 'inventory', 'stock-ledger'] as const;

export interface Said {
  at: string;
  actor?: string;
  deviceId?: string;
}

type Data<C extends ProductCommand> = C['data'];

export async function openInventoryShop(prefix: string) {
  const database = await createTestDatabase(prefix);
  await prepareProjections(database.db);
  const store = new PostgresEventStore(database.pool);
  const apps: FastifyInstance[] = [];

  /** Load → decide → append, as the command handler does; the events as recorded. */
  async function send(
    productId: string,
    command: Omit<ProductCommand, 'metadata'>,
    said: Said,
  ): Promise<RecordedEvent[]> {
    const stream = productStream(productId);
    const history = await store.readStream(stream);
    const state = history.reduce(
      (s, e) => productDecider.evolve(s, e as unknown as ProductEvent),
      productDecider.initialState(),
    );
    const commandId = randomUUID();
    const actor = { userId: said.actor ?? 'u-ware', roles: ['warehouse'] };
    const events = productDecider.decide(
      { ...command, metadata: { commandId, now: said.at, actor } } as ProductCommand,
      state,
    );
    if (events.length === 0) return [];
    const metadata = {
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor,
      source: said.deviceId ? { app: 'backoffice', deviceId: said.deviceId } : { app: 'backoffice' },
      occurredAt: said.at,
      schemaVersion: 1,
    };
    const last = history[history.length - 1];
    await store.appendToStream(
      stream,
      events.map((e) => ({ type: e.type, data: e.data, metadata })),
      {
        expected: last ? last.revision : 'no_stream',
      },
    );
    return (await store.readStream(stream)).slice(history.length);
  }

  const addProduct = (data: Partial<Data<AddProduct>> & { name: string; sku: string; price: number }, said: Said) => {
    const productId = data.productId ?? randomUUID();
    const full = {
      currentStock: 0,
      minStockLevel: 0,
      status: 'active' as const,
      images: [],
      category: 'Rosas',
      ...data,
      productId,
    };
    return send(productId, { type: 'AddProduct', data: full }, said).then(() => productId);
  };
  const move = (productId: string, data: Omit<Data<RegisterMovement>, 'movementId'>, said: Said) =>
    send(productId, { type: 'RegisterMovement', data: { movementId: randomUUID(), ...data } }, said);
  const count = (productId: string, data: Omit<Data<UpdateStock>, 'movementId'>, said: Said) =>
    send(productId, { type: 'UpdateStock', data: { movementId: randomUUID(), ...data } }, said);
  const update = (productId: string, data: Data<UpdateProduct>, said: Said) =>
    send(productId, { type: 'UpdateProduct', data }, said);

  async function registerUser(userId: string, name: string) {
    const data = {
      userId,
      email: `${userId}@flora.test`,
      name,
      firstName: name,
      lastName: '',
      roles: ['warehouse'],
      registeredAt: '2026-01-01T00:00:00.000Z',
    };
    const metadata = {
      commandId: randomUUID(),
      correlationId: randomUUID(),
      causationId: randomUUID(),
      actor: { userId, roles: [] },
      source: { app: 'test' },
      occurredAt: data.registeredAt,
      schemaVersion: 1,
    };
    await store.appendToStream(userStream(userId), [{ type: 'UserRegistered', data, metadata }], {
      expected: 'no_stream',
    });
  }

  /** Every read model caught up with the store, in batches of `batchSize` (the runner's batch path). */
  async function project(batchSize = 50, names: readonly string[] = READ_MODELS) {
    await catchUp(database.db, store, names, batchSize);
  }

  return {
    ...database,
    store,
    send,
    addProduct,
    move,
    count,
    update,
    registerUser,
    project,
    async app() {
      const app = await buildReadApi({
        db: database.db,
        store,
        pool: database.pool,
        config,
        options: { consistency: { timeoutMs: 2000, pollMs: 50 }, accounts: 'trust-token' },
      });
      apps.push(app);
      return app;
    },
    async close() {
      await Promise.all(apps.map((a) => a.close()));
      await store.close();
      await database.drop();
    },
  };
}

export type InventoryShop = Awaited<ReturnType<typeof openInventoryShop>>;
