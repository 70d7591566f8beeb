import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '../../infra/sleep';
import { AdvisoryLock } from '../../projections/engine/advisory-lock';
import { insertCheckpoint } from '../../projections/engine/checkpoints';
import { openInventoryShop, type InventoryShop } from './inventory-shop';
import { connectAs, listen, type Pushed } from './ops-support';
import { bearer } from './read-fixtures';

// Issue 20's data management over HTTP and the websocket: retry, rebuild with live progress, the jobs
// list and time travel — operators only, unknown names 404, a second rebuild 409, and the live
// inventory answering all through a rebuild. The rebuild is held at its switch (the test holds the
// live checkpoint row it must lock), so "during the rebuild" is a state, not a race.

const admin = bearer(['admin']);
const owner = bearer(['owner']);
const warehouse = bearer(['warehouse']);
const isProgress = (m: Pushed) => m.type === 'rebuild-progress';

let shop: InventoryShop;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  shop = await openInventoryShop('ops_projections');
  const at = '2026-06-01T10:00:00.000Z';
  for (let i = 0; i < 30; i++)
    await shop.addProduct({ name: `Clavel ${i}`, sku: `CL-${i}`, price: 5, currentStock: i + 1 }, { at });
  await shop.project(100, ['inventory', 'stock-ledger']);
  app = await shop.app();
  base = await listen(app);
});
afterAll(async () => shop?.close());

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers = admin, payload?: object) =>
  app.inject({ method, url, headers, payload });

describe('access', () => {
  it.each([
    ['GET', '/api/ops/projections'],
    ['POST', '/api/ops/projections/inventory/retry'],
    ['POST', '/api/ops/projections/inventory/rebuild'],
    ['GET', '/api/ops/jobs'],
    ['GET', '/api/ops/time-travel'],
    ['GET', '/api/ops/time-travel/1/tables/inventory_stock_tt1'],
    ['DELETE', '/api/ops/time-travel/1'],
    ['GET', '/api/ops/read-models'],
    ['GET', '/api/ops/read-models/inventory_stock'],
  ] as const)('%s %s is for operators only', async (method, url) => {
    const res = await call(method, url, warehouse);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect((await call(method, url, {} as typeof admin)).statusCode).toBe(401);
  });
});

describe('retry', () => {
  it('clears a projection’s fault once, and knows reactors by their checkpoint', async () => {
    await sql`update projection_checkpoints set status = 'faulted', error = 'boom', error_position = '1/1'
               where name = 'inventory'`.execute(shop.db);
    const first = await call('POST', '/api/ops/projections/inventory/retry');
    expect([first.statusCode, first.json()]).toEqual([200, { name: 'inventory', cleared: true }]);
    expect((await call('POST', '/api/ops/projections/inventory/retry', owner)).json()).toEqual({
      name: 'inventory',
      cleared: false,
    });
    await insertCheckpoint(shop.db, 'stock-alerts', 'reactor', 1);
    expect((await call('POST', '/api/ops/projections/stock-alerts/retry')).json()).toEqual({
      name: 'stock-alerts',
      cleared: false,
    });
    const unknown = await call('POST', '/api/ops/projections/nope/retry');
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'OPS.UNKNOWN_PROJECTION']);
    expect((await call('POST', '/api/ops/projections/nope/rebuild')).statusCode).toBe(404);
    // A reactor has no tables to rebuild.
    expect((await call('POST', '/api/ops/projections/stock-alerts/rebuild')).statusCode).toBe(404);
  });
});

describe('rebuild', () => {
  it('pushes progress to operators up to 100 % while the live inventory keeps answering', async () => {
    const operator = await connectAs(base, ['admin']);
    const clerk = await connectAs(base, ['warehouse']);
    const products = async () => {
      const res = await call('GET', '/api/inventory/products?pageSize=100', warehouse);
      expect(res.statusCode).toBe(200);
      return (res.json().items as { id: string; currentStock: number }[]).map((p) => [p.id, p.currentStock]);
    };
    const before = await products();
    expect(before).toHaveLength(30);

    // Hold the live checkpoint row: the rebuild catches up beside the live tables, then waits to switch.
    const holder = await shop.pool.connect();
    await holder.query(`begin; select 1 from projection_checkpoints where name = 'inventory' for update`);
    let jobId: string;
    try {
      const started = await call('POST', '/api/ops/projections/inventory/rebuild');
      expect(started.statusCode).toBe(202);
      jobId = started.json().jobId;
      expect(started.json()).toEqual({ name: 'inventory', jobId: expect.any(String) });
      await operator.until((m) => isProgress(m) && m.jobId === jobId && m.percent === 99);

      const again = await call('POST', '/api/ops/projections/inventory/rebuild');
      expect([again.statusCode, again.json().code]).toEqual([409, 'OPS.REBUILD_RUNNING']);
      expect(await products()).toEqual(before);
      const running = (await call('GET', '/api/ops/jobs')).json().items[0];
      expect(running).toMatchObject({ type: 'rebuild-progress', name: 'inventory', jobId, done: false, percent: 99 });
      expect(running.finishedAt).toBeNull();
      const status = (await call('GET', '/api/ops/projections')).json().items;
      expect(status.find((s: { name: string }) => s.name === 'inventory').status).toBe('rebuilding');
    } finally {
      await holder.query('commit');
      holder.release();
    }

    const steps = await operator.until((m) => isProgress(m) && m.jobId === jobId && (m.done === true || !!m.error));
    const last = steps[steps.length - 1]!;
    expect(last).toEqual({
      type: 'rebuild-progress',
      name: 'inventory',
      jobId,
      generation: 2,
      eventsApplied: expect.any(Number),
      totalEvents: last.eventsApplied,
      percent: 100,
      done: true,
    });
    const percents = steps.filter(isProgress).map((m) => m.percent as number);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(await products()).toEqual(before);
    const job = (await call('GET', '/api/ops/jobs')).json().items[0];
    expect(job).toMatchObject({ jobId, done: true, percent: 100, generation: 2 });
    expect(job.finishedAt).toEqual(expect.any(String));

    // The clerk heard none of it: a notice both hear comes after anything already sent to the clerk.
    await sql`select pg_notify('flora_projections', ${JSON.stringify({ projection: 'inventory', position: null, changed: [] })})`.execute(
      shop.db,
    );
    const heard = await clerk.until((m) => m.type === 'projection' || m.projection === 'inventory');
    expect(heard.filter(isProgress)).toEqual([]);
    // A rebuild the CLI (another process) runs holds the same lock: refused too.
    const lock = (await AdvisoryLock.tryAcquire(shop.pool, 'rebuild:inventory'))!;
    try {
      expect((await call('POST', '/api/ops/projections/inventory/rebuild')).statusCode).toBe(409);
    } finally {
      await lock.release();
    }
    operator.socket.terminate();
    clerk.socket.terminate();
  });
});

describe('time travel', () => {
  async function ready(id: number) {
    for (let i = 0; i < 200; i++) {
      const item = (await call('GET', '/api/ops/time-travel')).json().items.find((t: { id: number }) => t.id === id);
      if (item.status !== 'building') return item;
      await sleep(50);
    }
    throw new Error('time travel still building');
  }

  it('builds a read model as of a moment, pages its tables read-only, and drops it', async () => {
    const until = new Date().toISOString();
    const res = await call('POST', '/api/ops/time-travel', admin, { projection: 'inventory', until });
    expect(res.statusCode).toBe(202);
    const { id } = res.json();
    expect(res.json()).toEqual({ id: expect.any(Number), projection: 'inventory', until });
    const built = await ready(id);
    expect(built).toMatchObject({
      id,
      status: 'ready',
      // inventory_counts (issue 42): how many products each filter of the list matches.
      tables: [`inventory_products_tt${id}`, `inventory_stock_tt${id}`, `inventory_counts_tt${id}`],
    });
    expect(built.eventsApplied).toBeGreaterThanOrEqual(30);

    const page = await call('GET', `/api/ops/time-travel/${id}/tables/inventory_stock_tt${id}?offset=5&limit=10`);
    expect(page.statusCode).toBe(200);
    expect(page.json().columns).toEqual(['product_id', 'location_id', 'quantity']);
    expect(page.json().total).toBe(30);
    expect(page.json().rows).toHaveLength(10);
    const live = await call('GET', '/api/ops/read-models/inventory_stock?offset=5&limit=10');
    expect(live.json()).toEqual(page.json());

    const models = (await call('GET', '/api/ops/read-models')).json().items;
    expect(models).toContainEqual({
      projection: 'inventory',
      tables: ['inventory_products', 'inventory_stock', 'inventory_counts'],
    });

    expect((await call('DELETE', `/api/ops/time-travel/${id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/ops/time-travel/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/ops/time-travel/${id}/tables/inventory_stock_tt${id}`)).statusCode).toBe(404);
  });

  it.each([
    [{ projection: 'inventory', until: '2999-01-01T00:00:00Z' }, 400, 'OPS.UNTIL_IN_FUTURE'],
    [{ projection: 'inventory', until: 'ayer' }, 400, 'VALIDATION'],
    [{ projection: 'inventory', until: '2026-01-01T00:00:00Z', extra: 1 }, 400, 'VALIDATION'],
    [{ projection: 'x'.repeat(101), until: '2026-01-01T00:00:00Z' }, 400, 'VALIDATION'],
    [{ projection: 'nope', until: '2026-01-01T00:00:00Z' }, 404, 'OPS.UNKNOWN_PROJECTION'],
  ])('refuses %j', async (body, status, code) => {
    const res = await call('POST', '/api/ops/time-travel', admin, body);
    expect([res.statusCode, res.json().code]).toEqual([status, code]);
  });

  it.each([
    ['/api/ops/read-models/inventory_stock?limit=0', 400],
    ['/api/ops/read-models/inventory_stock?limit=501', 400],
    ['/api/ops/read-models/inventory_stock?offset=-1', 400],
    ['/api/ops/read-models/inventory_stock?other=1', 400],
    ['/api/ops/read-models/projection_checkpoints', 404],
    ['/api/ops/read-models/inventory_stock_g1', 404],
    ['/api/ops/time-travel/999/tables/inventory_stock_tt999', 404],
    ['/api/ops/time-travel/abc/tables/x', 400],
  ])('GET %s answers %i', async (url, status) => {
    expect((await call('GET', url)).statusCode).toBe(status);
  });
});

describe('odd names and moments', () => {
  // NUL is the edge's 400 (infra/http/edge), an overlong path its 414; never a 5xx.
  it.each([
    ['POST', '/api/ops/projections/%00/retry', 400],
    ['POST', '/api/ops/projections/%F0%9F%8C%B9/retry', 404],
    ['POST', `/api/ops/projections/${'a'.repeat(101)}/retry`, 414],
    ['GET', '/api/ops/read-models/%00', 400],
    ['GET', '/api/ops/time-travel/1/tables/%00', 400],
    ['DELETE', '/api/ops/time-travel/99999999999', 400],
  ] as const)('%s %s answers %i', async (method, url, status) => {
    expect((await call(method, url)).statusCode).toBe(status);
  });

  it('refuses a moment before 1970 (Postgres has no year 0)', async () => {
    const res = await call('POST', '/api/ops/time-travel', admin, {
      projection: 'inventory',
      until: '0000-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('documentation', () => {
  it('lists every data-management route in the read-api’s OpenAPI document', async () => {
    const paths = Object.keys((await app.inject({ url: '/api/read-docs/json' })).json().paths);
    for (const path of [
      '/api/ops/projections/{name}/retry',
      '/api/ops/projections/{name}/rebuild',
      '/api/ops/jobs',
      '/api/ops/time-travel',
      '/api/ops/time-travel/{id}',
      '/api/ops/time-travel/{id}/tables/{table}',
      '/api/ops/read-models',
      '/api/ops/read-models/{table}',
    ])
      expect(paths).toContain(path);
  });
});
