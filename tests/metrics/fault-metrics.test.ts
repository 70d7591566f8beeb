import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkpointRow, eventually, shopEvent, WorkerProcess } from '../reliability/projection-support';
import { freePort } from '../support/ports';
import { openMetricsShop, scrape, valueOf } from './scrape';

// Issue 42's "must show": a faulted projection seen by a scraper. A real worker (METRICS_PORT set)
// runs the audit projection; a constraint stands in for a bug that cannot apply 'Fragile'. The
// worker's port says its runner is faulted; the read-api's, read from the database, says the
// projection is faulted and behind (events and seconds).

let shop: Awaited<ReturnType<typeof openMetricsShop>>;
beforeAll(async () => {
  shop = await openMetricsShop('metrics_fault');
});
afterAll(async () => shop?.close());

describe('/metrics of a faulted projection', () => {
  it('the worker’s runner is faulted, and the read-api has the faulted status and the lag', async () => {
    const port = await freePort();
    const worker = new WorkerProcess(shop.database.url, { FLORA_PROJECTIONS: 'audit', METRICS_PORT: String(port) });
    try {
      await worker.waitFor('metrics');
      await worker.waitFor('active');
      const workerBase = `http://127.0.0.1:${port}`;
      const audit = { follower: 'audit', kind: 'projection' };
      const ok = await shop.store.appendToStream('vase-ok', [shopEvent('Ok'), shopEvent('Ok')], {
        expected: 'no_stream',
      });
      await eventually(async () => (await checkpointRow(shop.database.db, 'audit'))?.position === ok.position);
      expect(valueOf(await scrape(workerBase), 'flora_runner_state', { ...audit, state: 'active' })).toBe(1);

      // The bug: the live table refuses 'Fragile'; the events after it wait behind the fault.
      const table = sql.table(`audit_events_g${(await checkpointRow(shop.database.db, 'audit'))!.generation}`);
      await sql`alter table ${table} add constraint refuses_fragile check (type <> 'Fragile') not valid`.execute(
        shop.database.db,
      );
      await shop.store.appendToStream('vase-fragile', [shopEvent('Fragile'), shopEvent('Ok')], {
        expected: 'no_stream',
      });
      await worker.waitFor('faulted');

      const fromWorker = await scrape(workerBase);
      expect(valueOf(fromWorker, 'flora_runner_state', { ...audit, state: 'faulted' })).toBe(1);
      expect(valueOf(fromWorker, 'flora_runner_state', { ...audit, state: 'active' })).toBe(0);
      expect(valueOf(fromWorker, 'flora_runner_faults_total', audit)).toBe(1);
      expect(valueOf(fromWorker, 'flora_runner_events_total', audit)).toBeGreaterThanOrEqual(2);
      expect(valueOf(fromWorker, 'flora_db_pool_connections', { pool: 'primary' })).toBeGreaterThan(0);

      const fromReadApi = await scrape(shop.base);
      expect(valueOf(fromReadApi, 'flora_follower_status', { ...audit, status: 'faulted' })).toBe(1);
      expect(valueOf(fromReadApi, 'flora_follower_status', { ...audit, status: 'active' })).toBe(0);
      expect(valueOf(fromReadApi, 'flora_follower_lag_events', audit)).toBe(2);
      expect(valueOf(fromReadApi, 'flora_follower_lag_seconds', audit)).toBeGreaterThan(0);
      const { rows } = await sql<{ n: string }>`select split_part(${ok.position}, '/', 2) as n`.execute(
        shop.database.db,
      );
      expect(valueOf(fromReadApi, 'flora_follower_position', audit)).toBe(Number(rows[0]!.n));

      // Not served to anything but GET /metrics.
      const other = await fetch(`${workerBase}/`);
      expect([other.status, other.headers.get('content-type')]).toEqual([404, 'application/problem+json']);
      await other.arrayBuffer();
    } finally {
      await worker.kill('SIGTERM');
    }
  }, 150_000);
});
