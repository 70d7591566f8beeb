import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { auditProjection } from '../../projections/audit';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { createTestDatabase } from '../support/database';
import { checkpointRow, eventually, loadEvents, tableHash, WorkerProcess } from './projection-support';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

const EVENTS = 100_000;
const KILLS = 10;

// A worker SIGKILLed at random moments, restarted each time, must end with exactly the rows a
// clean rebuild gives: no event lost, none applied twice, the same sort keys.
describe('projection worker killed at random points', () => {
  let t: TestDb;
  let store: PostgresEventStore;
  let worker: WorkerProcess | undefined;
  const applied = async () => Number((await checkpointRow(t.db, 'audit'))?.events_applied ?? 0);
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeAll(async () => {
    t = await createTestDatabase('crash');
    store = new PostgresEventStore(t.pool, { pollMs: 50 });
    await loadEvents(store, EVENTS, 50, 500);
  }, 180_000);
  afterAll(async () => {
    await worker?.kill();
    await store.close();
    await t.drop();
  });

  it(`ends with the rows of a clean rebuild after ${KILLS} kills`, { timeout: 240_000 }, async () => {
    const killedAt: number[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      const before = await applied();
      worker = new WorkerProcess(t.url, { FLORA_PROJECTION_BATCH: '200' });
      await worker.waitFor('active');
      // Let it commit something, then kill it at a random moment, often mid-transaction.
      await eventually(async () => (await applied()) > before || before === EVENTS, 60_000, 20);
      await sleep(Math.random() * 400);
      await worker.kill('SIGKILL');
      killedAt.push(await applied());
    }
    worker = new WorkerProcess(t.url, { FLORA_PROJECTION_BATCH: '200' });
    await eventually(async () => (await applied()) === EVENTS, 120_000, 200);
    await worker.kill('SIGTERM');

    expect(killedAt.length).toBe(KILLS);
    expect(killedAt).toEqual([...killedAt].sort((a, b) => a - b)); // never went back
    const live = await tableHash(t.db, 'audit_events', 'event_id');
    const order = await sql<{ n: string; lo: string; hi: string }>`
      select count(distinct global_order) as n, min(global_order) as lo, max(global_order) as hi from audit_events`.execute(
      t.db,
    );
    expect(live.rows).toBe(EVENTS);
    expect(order.rows[0]).toEqual({ n: String(EVENTS), lo: '1', hi: String(EVENTS) });

    await rebuildProjection({ pool: t.pool, db: t.db, store }, auditProjection);
    expect(await tableHash(t.db, 'audit_events', 'event_id')).toEqual(live);
  });
});
