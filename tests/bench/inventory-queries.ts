import { sql } from 'kysely';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { buildReadApi } from '../../read-api/app';
import { benchDatabase, fmt, ratio, type Row } from './harness';
import { cpuMeter } from './cpu';
import { ms, timeRequests } from './http-load';
import { benchProductId, loadMovements, loadProducts, movedAtOf } from './inventory-data';

// The inventory screen's list and the stock-as-of query, p95 at 16 concurrent requests over HTTP,
// on 10,000 products with 1,000,000 movements built by the real rebuild. The reference is the
// read-api's own floor in the same run: GET /api/health (one `select 1`) at the same concurrency.
export async function benchInventoryQueries(
  products = Number(process.env.BENCH_PRODUCTS ?? 10_000),
  perProduct = Number(process.env.BENCH_MOVEMENTS_PER_PRODUCT ?? 100),
): Promise<Row[]> {
  const bench = await benchDatabase('inventory_queries');
  const store = new PostgresEventStore(bench.pool);
  const config = loadConfig({ JWT_SECRET: 'bench-secret' });
  const rows: Row[] = [];
  let app: Awaited<ReturnType<typeof buildReadApi>> | undefined;
  try {
    await loadProducts(bench.db, products);
    await loadMovements(bench.db, products, 0, perProduct);
    const total = products * (perProduct + 1);

    let started = performance.now();
    await sql`create table copy_reference as select stream_id, type, data, metadata from events`.execute(bench.db);
    const copyRate = total / ((performance.now() - started) / 1000);
    await sql`drop table copy_reference`.execute(bench.db);
    // Each read model's rebuild over the same events, then both together as before.
    const perModel: Row[] = [];
    let both = 0;
    for (const name of ['inventory', 'stock-ledger']) {
      started = performance.now();
      await rebuildProjection({ pool: bench.pool, db: bench.db, store }, projectionNamed(name)!);
      const seconds = (performance.now() - started) / 1000;
      both += seconds;
      perModel.push({
        figure: `${name} rebuild over ${fmt(total)} events, events/s`,
        value: fmt(total / seconds),
        reference: `${fmt(copyRate)} rows/s plain SQL copy (CREATE TABLE AS SELECT)`,
        ratio: ratio(total / seconds, copyRate),
        goal: '>= 30,000 events/s',
      });
    }
    const rebuildRate = total / both;
    rows.push({
      figure: `inventory + stock-ledger rebuild over ${fmt(total)} events, events/s`,
      value: fmt(rebuildRate),
      reference: `${fmt(copyRate)} rows/s plain SQL copy (CREATE TABLE AS SELECT)`,
      ratio: ratio(rebuildRate, copyRate),
      goal: '—',
    });
    rows.push(...perModel);
    await sql`vacuum analyze`.execute(bench.db);

    app = await buildReadApi({
      db: bench.db,
      store,
      pool: bench.pool,
      config,
      options: { accounts: 'trust-token' },
    });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const token = signToken({ userId: 'bench-warehouse', roles: ['warehouse'] }, config.jwtSecret);
    const init = { headers: { authorization: `Bearer ${token}` } };
    const health = () => ({ path: '/api/health' });
    const lists = listQueries(products);
    const list = (i: number) => ({ path: `/api/inventory/products?${lists[i % lists.length]}`, init });
    // ?minPosition (a read after the asker's own write) never takes a kept page: the list read afresh.
    const head = await store.headPosition();
    const fresh = (i: number) => ({ ...list(i), path: `${list(i).path}&minPosition=${encodeURIComponent(head!)}` });
    const asOf = (i: number) => {
      const p = (i * 7919) % products;
      const k = (i * 104729) % perProduct;
      const at = new Date(movedAtOf(products, k, p).getTime() + 500).toISOString();
      return {
        path: `/api/inventory/stock?productId=${benchProductId(p)}&location=${encodeURIComponent('Almacén principal')}&asOf=${at}`,
        init,
      };
    };

    for (const warm of [health, list, fresh, asOf]) await timeRequests(base, 300, 16, warm);
    const meter = await cpuMeter(bench.pool);
    let spent = meter.start();
    const floor = await timeRequests(base, 3000, 16, health);
    const floorCpu = spent();
    spent = meter.start();
    const listed = await timeRequests(base, 3000, 16, list);
    const listCpu = spent();
    spent = meter.start();
    const afresh = await timeRequests(base, 3000, 16, fresh);
    const afreshCpu = spent();
    const stock = await timeRequests(base, 3000, 16, asOf);
    const reference = `${ms(floor.p95)} p95 GET /api/health, same concurrency`;
    rows.push({
      figure: `inventory list p95, 16 concurrent, ${fmt(products)} products / ${fmt(products * perProduct)} movements, between changes (kept pages)`,
      value: ms(listed.p95),
      reference,
      ratio: ratio(listed.p95, floor.p95),
      goal: '<= 1.50x, <= 15 ms',
    });
    rows.push({
      figure: "inventory list p95 read afresh (?minPosition: after the asker's own write), 16 concurrent",
      value: ms(afresh.p95),
      reference,
      ratio: ratio(afresh.p95, floor.p95),
      goal: 'what a change costs',
    });
    // What bounds it: at 16 concurrent on 2 cores a request waits for the CPU of the ones before it, so
    // the p95 ratio follows the CPU a request costs (this process: API + load generator; and Postgres).
    const per = (c: { nodeUs: number; postgresUs: number }) =>
      `${fmt(c.nodeUs / 3000)} µs Node + ${fmt(c.postgresUs / 3000)} µs Postgres`;
    for (const [which, cpu] of [
      ['kept', listCpu],
      ['read afresh', afreshCpu],
    ] as const)
      rows.push({
        figure: `inventory list CPU per request, ${which} (Node: API + load generator; Postgres)`,
        value: per(cpu),
        reference: `${per(floorCpu)} per GET /api/health`,
        ratio: ratio(cpu.nodeUs + cpu.postgresUs, floorCpu.nodeUs + floorCpu.postgresUs),
        goal: '—',
      });
    rows.push({
      figure: 'stock-as-of p95 (product + location), 16 concurrent',
      value: ms(stock.p95),
      reference,
      ratio: ratio(stock.p95, floor.p95),
      goal: '<= 50 ms',
    });
  } finally {
    await app?.close();
    await store.close();
    await bench.drop();
  }
  return rows;
}

/** What the screen asks for: first pages, searches, each filter and each sort both ways, deep pages. */
function listQueries(products: number): string[] {
  const pages = Math.floor(products / 20);
  return [
    'page=1&pageSize=20&sort=name&order=asc',
    'search=rosa&page=1&pageSize=20',
    'search=BEN-0042&page=1&pageSize=20',
    'category=Orqu%C3%ADdeas&page=2&pageSize=20&sort=price&order=desc',
    'stockStatus=low_stock&page=1&pageSize=20&sort=stock&order=asc',
    'stockStatus=in_stock&page=3&pageSize=20&sort=sku&order=desc',
    `page=${pages}&pageSize=20&sort=sku&order=asc`,
    'page=10&pageSize=50&sort=stock&order=desc',
    'search=girasol%2012&category=Girasoles&page=1&pageSize=20',
    'stockStatus=out_of_stock&page=1&pageSize=20',
  ];
}
