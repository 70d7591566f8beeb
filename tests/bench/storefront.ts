import { randomUUID } from 'node:crypto';
import { buildCommandApi } from '../../command-api/app';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { buildReadApi } from '../../read-api/app';
import { benchDatabase, fmt, rate, ratio, type Row } from './harness';
import { ms, timeRequests } from './http-load';
import { benchProductId, loadMovements, loadProducts } from './inventory-data';

// Issue 14's figures. The catalogue a customer browses (10,000 products, built by the real rebuild):
// p95 of a mix of its requests at 16 concurrent beside GET /api/health's p95 in the same run. Then
// PlaceOrder over HTTP (3 lines, priced from the products' streams, numbered from the year's stream)
// at 16 connections beside single-row INSERTs at 16 connections on the same database.

const CATALOG = [
  'page=1',
  'page=2',
  'page=40',
  'search=rosa',
  'search=tulip%C3%A1n%2012',
  'category=Orqu%C3%ADdeas',
  'category=Girasoles&page=3',
  'search=arreglo&category=Arreglos',
];

export async function benchStorefront(products = Number(process.env.BENCH_PRODUCTS ?? 10_000)): Promise<Row[]> {
  const bench = await benchDatabase('storefront');
  const store = new PostgresEventStore(bench.pool);
  const config = loadConfig({ JWT_SECRET: 'bench-secret' });
  // Monday 2026-06-15, 10:00 in New York: Tuesday is a delivery day.
  const clock = () => new Date('2026-06-15T14:00:00Z');
  const read = await buildReadApi({
    db: bench.db,
    store,
    pool: bench.pool,
    config,
    options: { accounts: 'trust-token' },
  });
  const command = await buildCommandApi({ store, db: bench.db, config, accounts: 'trust-token', clock });
  const rows: Row[] = [];
  try {
    await loadProducts(bench.db, products);
    await loadMovements(bench.db, products, 0, 1); // a purchase of 5 each
    for (const name of ['inventory', 'stock-ledger'])
      await rebuildProjection({ pool: bench.pool, db: bench.db, store }, projectionNamed(name)!);
    const token = signToken({ userId: 'bench-client', roles: ['client'] }, config.jwtSecret);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const readBase = await read.listen({ host: '127.0.0.1', port: 0 });
    const catalog = (i: number) => ({
      path: `/api/catalog/products?${CATALOG[i % CATALOG.length]}`,
      init: { headers },
    });
    const health = () => ({ path: '/api/health' });
    for (const warm of [health, catalog]) await timeRequests(readBase, 300, 16, warm);
    const floor = await timeRequests(readBase, 3000, 16, health);
    const listed = await timeRequests(readBase, 3000, 16, catalog);
    rows.push({
      figure: `GET /api/catalog/products p95, 16 concurrent, ${fmt(products)} products (pages, searches, categories)`,
      value: ms(listed.p95),
      reference: `${ms(floor.p95)} p95 GET /api/health, same concurrency`,
      ratio: ratio(listed.p95, floor.p95),
      goal: '<= 1.50x',
    });
    // Each request a search no one asked before: none is a kept answer (read-model-cache), every one reads Postgres.
    const fresh = (i: number) => ({
      path: `/api/catalog/products?search=${encodeURIComponent(`rosa ${i}`)}`,
      init: { headers },
    });
    const unkept = await timeRequests(readBase, 3000, 16, fresh);
    rows.push({
      figure: `… a search no one asked before (no kept answer), p95, 16 concurrent`,
      value: ms(unkept.p95),
      reference: `${ms(floor.p95)} p95 GET /api/health, same concurrency`,
      ratio: ratio(unkept.p95, floor.p95),
      goal: '<= 1.50x',
    });

    const commandBase = await command.listen({ host: '127.0.0.1', port: 0 });
    const order = (i: number) => ({
      path: '/api/orders',
      init: {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          items: [0, 1, 2].map((k) => ({ productId: benchProductId((i * 3 + k) % products), quantity: 1 })),
          deliveryAddress: { name: 'Casa', street: '1200 Brickell Ave', city: 'Miami', state: 'FL', zipCode: '33131' },
          deliveryDate: '2026-06-16',
          recipientName: 'Ana Pérez',
          recipientPhone: '+1 305 555 0101',
        }),
      },
    });
    await bench.pool.query('create table plain_orders (id uuid primary key, data jsonb)');
    const insert = () => bench.pool.query('insert into plain_orders values ($1, $2)', [randomUUID(), '{"items":3}']);
    await timeRequests(commandBase, 200, 16, order);
    await rate(500, 16, insert);
    const placed: number[] = [];
    const inserted: number[] = [];
    for (let round = 0; round < 3; round++) {
      placed.push((await timeRequests(commandBase, 600, 16, (i) => order(1000 + round * 600 + i))).perSecond);
      inserted.push(await rate(3000, 16, insert));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    rows.push({
      figure: 'PlaceOrder over HTTP (3 lines, Idempotency-Key), orders/s at 16 connections',
      value: fmt(median(placed)),
      reference: `${fmt(median(inserted))} single-row INSERTs/s at 16 connections`,
      ratio: ratio(median(placed), median(inserted)),
      goal: '>= 0.25x',
    });
  } finally {
    await command.close();
    await read.close();
    await store.close();
    await bench.drop();
  }
  return rows;
}
