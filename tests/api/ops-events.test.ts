import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommandResults } from '../../application/idempotency';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { prepareProjections } from '../../projections/registry';
import { buildCommandApi } from '../../command-api/app';
import { deliveryStream } from '../../domain/delivery';
import { orderStream } from '../../domain/orders';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { buildReadApi } from '../../read-api/app';
import { startReactor, type ReactorRunner } from '../../reactors/engine/start';
import { deliveryFollowsOrder } from '../../reactors/delivery-follows-order';
import { createTestDatabase } from '../support/database';
import { untilAllEventsVisible } from '../support/events';
import { collectingLog } from './consignment-support';
import { roses } from './inventory-support';
import { brickell, SHOP_NOW } from './orders-support';
import { config as readConfig, tokenFor } from './read-fixtures';
import { catchUp } from '../support/catch-up';

// The operators' event explorer and exports (issue 20) over a real history: products added through
// the command api, a client's order (its number, the order and its units taken, one command since
// issue 41), and the delivery-follows-order reactor scheduling its delivery — so the causation chain
// asked of the reactor's event is the one the engine wrote. The audit and inventory read models are
// built by the runner's batch function; the read-api answers from them.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: PostgresEventStore;
let commands: Awaited<ReturnType<typeof buildCommandApi>>;
let read: FastifyInstance;
let runner: ReactorRunner;
let orderId: string;

const bearer = (roles: string[], userId?: string) => ({ authorization: `Bearer ${tokenFor(roles, userId)}` });
const ADMIN = bearer(['admin'], 'u-admin');
const get = (url: string, headers: Record<string, string> = ADMIN) => read.inject({ method: 'GET', url, headers });
const json = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const post = async (url: string, payload: object, headers: Record<string, string>) => {
  const res = await commands.inject({ method: 'POST', url, payload, headers });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const orderEvents = () => store.readStream(orderStream(orderId));
type Summary = { eventId: string; streamId: string; type: string; actor: string; position: string };

beforeAll(async () => {
  database = await createTestDatabase('ops_events');
  store = new PostgresEventStore(database.pool);
  const deps = { store, db: database.db, pool: database.pool };
  commands = await buildCommandApi({ ...deps, config: readConfig, accounts: 'trust-token', clock: () => SHOP_NOW });
  const owner = bearer(['owner'], 'u-owner');
  const rose = await post('/api/inventory/products', roses({ price: 40, currentStock: 5 }), owner);
  const tulip = { name: 'Tulipán', sku: 'TUL-001', barcode: undefined, price: 30, currentStock: 2 };
  await post('/api/inventory/products', roses(tulip), owner);
  const order = {
    items: [{ productId: rose, quantity: 2 }],
    deliveryAddress: brickell,
    deliveryDate: '2026-01-16',
    recipientName: 'Ana Pérez',
    recipientPhone: '+1 305 555 0101',
  };
  orderId = await post('/api/orders', order, bearer(['client'], 'c-1'));
  const log = collectingLog();
  const results = new CommandResults(database.db);
  runner = startReactor({ ...deps, handler: commands.commands, results, log }, deliveryFollowsOrder, {
    lockRetryMs: 50,
    retryMs: 50,
  });
  await untilAllEventsVisible(database.db);
  await runner.caughtUp();
  await prepareProjections(database.db);
  await catchUp(database.db, store, ['audit', 'inventory']);
  read = await buildReadApi({ ...deps, config: readConfig, options: { accounts: 'trust-token' } });
});
afterAll(async () => {
  await read?.close();
  await runner?.stop();
  await commands?.close();
  await store?.close();
  await database?.drop();
});

describe('the event explorer', () => {
  it('lists newest first and filters by stream, type, actor and time', async () => {
    const all = (await json('/api/ops/events?limit=200')).items as Summary[];
    const stored = await store.readAll({ limit: 1000 });
    expect(all.map((e) => e.eventId)).toEqual(stored.map((e) => e.eventId).reverse());
    const products = (await json('/api/ops/events?stream=product-*')).items as Summary[];
    expect(products.length).toBeGreaterThan(2);
    expect(products.every((e) => e.streamId.startsWith('product-'))).toBe(true);
    const order = (await json(`/api/ops/events?stream=order-${orderId}`)).items as Summary[];
    // The order's stream holds the order only: its units are taken on the product's stream.
    expect(order.map((e) => e.type)).toEqual(['OrderPlaced']);
    const byType = (await json('/api/ops/events?type=OrderPlaced,ProductAdded')).items as Summary[];
    expect(new Set(byType.map((e) => e.type))).toEqual(new Set(['OrderPlaced', 'ProductAdded']));
    expect(byType).toHaveLength(3);
    const byClient = (await json('/api/ops/events?actor=c-1')).items as Summary[];
    expect(byClient.length).toBeGreaterThan(0);
    expect(byClient.every((e) => e.actor === 'c-1')).toBe(true);
    expect((await json('/api/ops/events?to=2000-01-01')).items).toEqual([]);
    expect((await json('/api/ops/events?from=2000-01-01')).items).toHaveLength(all.length);
  });

  it('walks the pages by keyset, each event once', async () => {
    const all = (await json('/api/ops/events?limit=200')).items as Summary[];
    const walked: string[] = [];
    let next: string | null = null;
    do {
      const page: { items: Summary[]; next: string | null } = await json(
        `/api/ops/events?limit=2${next ? `&before=${next}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      walked.push(...page.items.map((e) => e.eventId));
      next = page.next;
    } while (next);
    expect(walked).toEqual(all.map((e) => e.eventId));
  });

  it('opens a reactor-caused event with its data, metadata and chain of causation', async () => {
    const stream = deliveryStream(orderId);
    const [scheduled] = (await json(`/api/ops/events?stream=${stream}&type=DeliveryScheduled`)).items as Summary[];
    const found = await json(`/api/ops/events/${scheduled!.eventId}`);
    const placed = (await orderEvents()).find((e) => e.type === 'OrderPlaced')!;
    expect(found.event).toMatchObject({ eventId: scheduled!.eventId, type: 'DeliveryScheduled', streamId: stream });
    expect(found.event.metadata.correlationId).toBe(placed.metadata.correlationId);
    expect(found.event.metadata.causationId).toBe(placed.eventId);
    expect(found.event.metadata.source.deviceId).toBe('reactor:delivery-schedule');
    expect(found.event.data).toMatchObject({ deliveryId: orderId, source: { type: 'order', id: orderId } });
    const chain = found.causation as (Summary & { causationId: string | null })[];
    // The client's one command (its number, the order, the units taken from the product, one
    // transaction under one command id), then what the reactor did because of the order: the
    // delivery scheduled, naming the OrderPlaced event as its cause.
    expect(chain.map((e) => e.type)).toEqual(['OrderNumberAssigned', 'OrderPlaced', 'StockMoved', 'DeliveryScheduled']);
    expect(chain.map((e) => e.streamId)).toEqual([
      expect.stringMatching(/^numbering-orders-/),
      `order-${orderId}`,
      expect.stringMatching(/^product-/),
      stream,
    ]);
    expect(chain[1]!.eventId).toBe(placed.eventId);
    const client = (await store.readAll({ limit: 1000 })).filter((e) =>
      chain.slice(0, 3).some((c) => c.eventId === e.eventId),
    );
    expect(client).toHaveLength(3);
    expect(new Set(client.map((e) => e.metadata.commandId)).size).toBe(1);
    expect(chain[3]!.causationId).toBe(placed.eventId);
    expect(chain.at(-1)!.eventId).toBe(scheduled!.eventId);
  });

  it('refuses what is out of bounds, and an unknown event or table', async () => {
    for (const q of ['limit=201', 'limit=0', 'before=abc', 'from=ayer', 'from=2026-02-02&to=2026-01-01', 'x=1']) {
      const res = await get(`/api/ops/events?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    expect((await get(`/api/ops/events?type=${Array(51).fill('A').join(',')}`)).statusCode).toBe(400);
    expect((await get(`/api/ops/events?stream=${'s'.repeat(301)}`)).statusCode).toBe(400);
    const unknown = await get('/api/ops/events/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe('No hay ningún evento registrado con ese id.');
    expect((await get('/api/ops/events/not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/ops/export/read-models/no_such_table.csv')).statusCode).toBe(404);
    expect((await get('/api/ops/export/read-models/inventory_products')).statusCode).toBe(404);
    expect((await get('/api/ops/export/read-models/projection_checkpoints.csv')).statusCode).toBe(404);
    expect((await get('/api/ops/export/events.ndjson?limit=5')).statusCode).toBe(400);
  });

  it('is for operators only', async () => {
    const urls = [
      '/api/ops/events',
      `/api/ops/events/${(await store.readAll({ limit: 1 }))[0]!.eventId}`,
      '/api/ops/export/events.ndjson',
      '/api/ops/export/read-models/inventory_products.csv',
    ];
    for (const url of urls) {
      for (const roles of [['warehouse'], ['accounting'], ['client']]) {
        const res = await get(url, { authorization: `Bearer ${tokenFor(roles)}` });
        expect(res.statusCode, `${url} ${roles[0]}`).toBe(403);
      }
      expect((await get(url, {})).statusCode).toBe(401);
      expect((await get(url, { authorization: `Bearer ${tokenFor(['owner'])}` })).statusCode).toBe(200);
    }
  });
});

describe('the exports', () => {
  it('streams the events as NDJSON, as many lines as X-Total-Count, with the filters', async () => {
    const all = await get('/api/ops/export/events.ndjson');
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toContain('application/x-ndjson');
    const lines = all.body.trimEnd().split('\n');
    expect(lines).toHaveLength(Number(all.headers['x-total-count']));
    expect(lines).toHaveLength((await store.readAll({ limit: 1000 })).length);
    const first = JSON.parse(lines[0]!);
    expect(first).toHaveProperty('metadata.correlationId');
    expect(first).toHaveProperty('data');
    const products = await get('/api/ops/export/events.ndjson?stream=product-*&type=ProductAdded');
    const created = products.body
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(products.headers['x-total-count']).toBe('2');
    expect(created.map((e) => e.type)).toEqual(['ProductAdded', 'ProductAdded']);
    const none = await get('/api/ops/export/events.ndjson?to=2000-01-01');
    expect([none.headers['x-total-count'], none.body]).toEqual(['0', '']);
  });

  it('streams a live read-model table as CSV that matches the table', async () => {
    const res = await get('/api/ops/export/read-models/inventory_products.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const parsed = Papa.parse<Record<string, string>>(res.body, { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toHaveLength(Number(res.headers['x-total-count']));
    expect(res.headers['x-flora-position']).toBe((await loadCheckpoint(database.db, 'inventory'))!.position);
    // The table read back column by column as text, in UTC like the file.
    const rows = await database.db.transaction().execute(async (trx) => {
      await sql`set local time zone 'UTC'`.execute(trx);
      const fields = parsed.meta.fields!;
      const cols = sql.join(fields.map((f) => sql`${sql.ref(f)}::text as ${sql.ref(f)}`));
      return (await sql<Record<string, string | null>>`select ${cols} from inventory_products`.execute(trx)).rows;
    });
    expect(rows).toHaveLength(2);
    // COPY writes a boolean as Postgres's t/f (requires_lots, issue 44); ::text spells it out.
    const copied = (v: string | null) => (v === 'true' ? 't' : v === 'false' ? 'f' : (v ?? ''));
    const asCsv = rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, copied(v)])));
    const byFirst = (a: Record<string, string>, b: Record<string, string>) =>
      JSON.stringify(a).localeCompare(JSON.stringify(b));
    expect([...parsed.data].sort(byFirst)).toEqual(asCsv.sort(byFirst));
    expect(parsed.data.map((r) => r.name).sort()).toEqual(['Rosa roja Freedom (docena)', 'Tulipán']);
  });
});
