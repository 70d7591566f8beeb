import { buildCommandApi } from '../../command-api/app';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { prepareProjections, projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { buildReadApi } from '../../read-api/app';
import type { SyncChangesPage } from '../../domain/sync/responses';
import { benchDatabase, fmt, percentile, ratio, type Row } from './harness';
import { ms, timeRequests } from './http-load';
import { benchProductId, loadMovements, loadProducts } from './inventory-data';

// Issue 21's figures: the desktop inventory's pull. The first sync reads a snapshot of 10,000 products
// through GET /api/sync/changes (500 rows a page, cursor to cursor), beside the same products read
// through the inventory list's own pages (100 a page, the most it gives) in the same run. Then an
// incremental sync after 100 movements (the rows those events changed) at 16 concurrent devices,
// beside GET /api/health's p95 at the same concurrency.

const LANES = 16;
const TABLES = 'inventory,consignments,partners';

export async function benchSync(products = Number(process.env.BENCH_PRODUCTS ?? 10_000)): Promise<Row[]> {
  const bench = await benchDatabase('sync');
  const store = new PostgresEventStore(bench.pool);
  const config = loadConfig({ JWT_SECRET: 'bench-secret' });
  const auth = { authorization: `Bearer ${signToken({ userId: 'bench-owner', roles: ['owner'] }, config.jwtSecret)}` };
  const read = await buildReadApi({
    db: bench.db,
    store,
    pool: bench.pool,
    config,
    options: { accounts: 'trust-token' },
  });
  const command = await buildCommandApi({ store, db: bench.db, config, accounts: 'trust-token' });
  const project = async () => {
    for (const name of ['inventory', 'consignment'])
      await rebuildProjection({ pool: bench.pool, db: bench.db, store }, projectionNamed(name)!);
  };
  try {
    await prepareProjections(bench.db);
    await loadProducts(bench.db, products);
    await loadMovements(bench.db, products, 0, 1);
    await project();
    const base = await read.listen({ host: '127.0.0.1', port: 0 });
    const get = async (query: string) => {
      const res = await fetch(`${base}/api/${query}`, { headers: auth });
      if (!res.ok) throw new Error(`GET ${query} answered ${res.status}: ${await res.text()}`);
      return res.json() as Promise<SyncChangesPage & { items: unknown[] }>;
    };
    /** Every row of the snapshot, page after page; answers the rows read and the position. */
    const snapshot = async () => {
      let page = await get(`sync/changes?tables=${TABLES}&limit=500`);
      let rows = page.changes.length;
      while (page.cursor) {
        page = await get(`sync/changes?tables=${TABLES}&limit=500&cursor=${page.cursor}`);
        rows += page.changes.length;
      }
      return { rows, position: page.position };
    };
    const listPages = async () => {
      let rows = 0;
      for (let p = 1; rows < products; p++)
        rows += (await get(`inventory/products?page=${p}&pageSize=100`)).items.length;
      return rows;
    };
    const timed = async <T>(run: () => Promise<T>) => {
      const samples: number[] = [];
      let result!: T;
      for (let i = 0; i < 5; i++) {
        const t0 = performance.now();
        result = await run();
        samples.push(performance.now() - t0);
      }
      return { result, ms: percentile(samples, 50) };
    };
    await snapshot(); // warm
    await listPages();
    const first = await timed(snapshot);
    const listed = await timed(listPages);
    if (first.result.rows < products || listed.result < products) throw new Error('a read missed products');

    for (let i = 0; i < 100; i++) {
      const res = await command.inject({
        method: 'POST',
        url: '/api/inventory/movements',
        headers: auth,
        payload: { productId: benchProductId((i * 97) % products), type: 'purchase', quantity: 1 },
      });
      if (res.statusCode >= 300) throw new Error(`a movement was refused: ${res.body}`);
    }
    await project();
    const after = encodeURIComponent(first.result.position!);
    const changes = (await get(`sync/changes?tables=${TABLES}&after=${after}`)).changes.length;
    const incremental = () => ({ path: `/api/sync/changes?tables=${TABLES}&after=${after}`, init: { headers: auth } });
    const health = () => ({ path: '/api/health' });
    for (const warm of [health, incremental]) await timeRequests(base, 200, LANES, warm);
    const floor = await timeRequests(base, 2000, LANES, health);
    const pulls = await timeRequests(base, 2000, LANES, incremental);
    return [
      {
        figure: `Desktop sync: first sync, a snapshot of ${fmt(products)} products (GET /api/sync/changes, 500 a page, ${Math.ceil(first.result.rows / 500)} pages), median of 5`,
        value: ms(first.ms),
        reference: `${ms(listed.ms)} the same products through GET /api/inventory/products, 100 a page`,
        ratio: ratio(first.ms, listed.ms),
        goal: '<= 1x the list',
      },
      {
        figure: `Desktop sync: incremental pull after 100 movements (${changes} rows changed) p95 at ${LANES} concurrent devices`,
        value: ms(pulls.p95),
        reference: `${ms(floor.p95)} p95 GET /api/health, same concurrency`,
        ratio: ratio(pulls.p95, floor.p95),
        goal: '<= 100 ms',
      },
    ];
  } finally {
    await read.close();
    await command.close();
    await store.close();
    await bench.drop();
  }
}
