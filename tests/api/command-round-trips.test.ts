import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import { CommandHandler, type CommandContext } from '../../application/handler';
import { productDecider, productStream } from '../../domain/inventory';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { createDb, createPool } from '../../infra/db/pool';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { SnapshotStore } from '../../infra/event-store/snapshots';
import { createTestDatabase } from '../support/database';

// A command on a warm stream (one this process has used before) costs at most two database round
// trips: the state comes from the handler's memory, verified by the expected revision, and the
// Idempotency-Key's claim, the append and the recorded answer go in one statement.

/** A pool that counts the statements its connections send, by text. */
function countingPool(url: string) {
  const pool = createPool(url, 4);
  const sent: string[] = [];
  pool.on('connect', (client: pg.PoolClient) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      const first = args[0];
      sent.push(typeof first === 'string' ? first : String((first as { text?: string }).text));
      return query(...args);
    };
  });
  return { pool, sent };
}

// The store's coalesced NOTIFY goes out after the answer, a few ms later, once per burst.
const onAnswersPath = (sent: string[]) => sent.filter((s) => !s.includes('pg_notify'));

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function warmShop() {
  const database = await createTestDatabase('roundtrips');
  const { pool, sent } = countingPool(database.url);
  const db = createDb(pool);
  const store = new PostgresEventStore(pool);
  const config = loadConfig({ JWT_SECRET: 'roundtrips-secret' });
  const app = await buildCommandApi({ store, db, config, accounts: 'trust-token' });
  cleanups.push(
    () => database.drop(),
    () => db.destroy(),
    () => store.close(),
    () => app.close(),
  );
  const owner = signToken({ userId: 'owner-1', roles: ['owner'] }, config.jwtSecret);
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${owner}`, ...headers } });
  const added = await post('/api/inventory/products', {
    name: 'Rosa roja',
    sku: 'ROS-001',
    price: 450,
    currentStock: 10,
    minStockLevel: 3,
    category: 'Rosas',
  });
  expect(added.statusCode).toBe(201);
  const productId = added.json().id as string;
  const purchase = () => ({ productId, type: 'purchase', quantity: 1 });
  // Warm: this process has decided on the product's stream once.
  expect((await post('/api/inventory/movements', purchase(), { 'idempotency-key': randomUUID() })).statusCode).toBe(
    201,
  );
  /** The statements one request sends. */
  const measure = async (send: () => Promise<{ statusCode: number }>) => {
    sent.length = 0;
    const res = await send();
    return { res, statements: onAnswersPath(sent) };
  };
  return { post, purchase, measure };
}

describe('round trips of a command on a warm stream', () => {
  it('RegisterMovement with an Idempotency-Key takes one: key, append and answer in one statement', async () => {
    const { post, purchase, measure } = await warmShop();
    const key = randomUUID();
    const first = await measure(() => post('/api/inventory/movements', purchase(), { 'idempotency-key': key }));
    expect(first.res.statusCode).toBe(201);
    expect(first.statements).toEqual([expect.stringContaining('append_command(')]);
    // The repeat answers as the first did, within the same bound.
    const repeat = await measure(() => post('/api/inventory/movements', purchase(), { 'idempotency-key': key }));
    expect(repeat.res.statusCode).toBe(201);
    expect(repeat.statements.length).toBeLessThanOrEqual(2);
  });

  it('RegisterMovement with its movementId as the command id takes one: the append', async () => {
    const { post, purchase, measure } = await warmShop();
    const body = { ...purchase(), movementId: randomUUID() };
    const first = await measure(() => post('/api/inventory/movements', body));
    expect(first.res.statusCode).toBe(201);
    expect(first.statements).toEqual([expect.stringContaining('append_to_stream(')]);
  });
});

describe('a decision taken on the state a handler remembers', () => {
  const context = (commandId: string): CommandContext => ({
    commandId,
    correlationId: commandId,
    actor: { userId: 'u', roles: ['owner'] },
  });
  const movement = (type: 'sale' | 'purchase') => ({
    type: 'RegisterMovement' as const,
    data: {
      movementId: randomUUID(),
      type,
      quantity: 1,
      ...(type === 'sale' ? { reference: { type: 'pos', id: 'T-1' } } : {}),
    },
  });

  it('is checked against the stream before a refusal or a "nothing to change" is answered', async () => {
    const database = await createTestDatabase('memory');
    const store = new PostgresEventStore(database.pool);
    cleanups.push(
      () => database.drop(),
      () => store.close(),
    );
    const handler = () => new CommandHandler({ store, snapshots: new SnapshotStore(database.db) });
    const [a, b] = [handler(), handler()];
    const productId = randomUUID();
    const stream = productStream(productId);
    const product = { productId, name: 'Rosa', sku: 'R-1', price: 10, currentStock: 0, minStockLevel: 0 };
    const data = { ...product, category: 'Rosas', status: 'active' as const, images: [] };
    await a.handle(productDecider, stream, { type: 'AddProduct', data }, context(randomUUID()));
    await expect(a.handle(productDecider, stream, movement('sale'), context(randomUUID()))).rejects.toMatchObject({
      code: 'MOVEMENT.INSUFFICIENT_STOCK',
    });
    // a remembers no stock; b's purchase since makes a's sale possible.
    await b.handle(productDecider, stream, movement('purchase'), context(randomUUID()));
    const sold = await a.handle(productDecider, stream, movement('sale'), context(randomUUID()));
    expect(sold).toMatchObject({ revision: 2n, appendedNow: true });
    // a remembers the product as it is; b renames it; a's rename back is a change, not "nothing to change".
    const rename = (name: string) => ({ type: 'UpdateProduct' as const, data: { name } });
    await b.handle(productDecider, stream, rename('Rosa roja'), context(randomUUID()));
    const renamed = await a.handle(productDecider, stream, rename('Rosa'), context(randomUUID()));
    expect(renamed).toMatchObject({ revision: 4n, appendedNow: true });
  });
});
