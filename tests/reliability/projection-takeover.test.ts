import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { auditProjection } from '../../projections/audit';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { createTestDatabase } from '../support/database';
import { checkpointRow, eventually, loadEvents, tableHash, WorkerProcess } from './projection-support';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

// Two worker processes on the same projection: one applies, the other stands by on the advisory
// lock; SIGKILL the active one and the standby takes over from the checkpoint and finishes.
describe('projection takeover between two workers', () => {
  let t: TestDb;
  let store: PostgresEventStore;
  const workers: WorkerProcess[] = [];
  const start = () => {
    const w = new WorkerProcess(t.url, { FLORA_PROJECTION_BATCH: '50', FLORA_PROJECTION_LOG: 'batches' });
    workers.push(w);
    return w;
  };
  const applied = async () => Number((await checkpointRow(t.db, 'audit'))?.events_applied ?? 0);
  const batches = (w: WorkerProcess) => w.lines.filter((l) => l.event === 'batch').map((l) => Number(l.events));

  beforeAll(async () => {
    t = await createTestDatabase('takeover');
    store = new PostgresEventStore(t.pool, { pollMs: 50 });
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.kill()));
    await store.close();
    await t.drop();
  });

  it('lets only one worker apply, and the standby finishes when the active one is killed', async () => {
    await loadEvents(store, 2000, 20, 50);
    const first = start();
    await first.waitFor('active');
    const second = start();
    await second.waitFor('standby');
    await eventually(async () => (await applied()) === 2000);
    // Both hold a lock connection, only one holds the lock; the standby never applied a batch.
    await eventually(async () => (await lockSessions()) === 2);
    expect(second.saw('active')).toBe(false);
    expect(batches(second)).toEqual([]);

    await loadEvents(store, 1500, 10, 10);
    await eventually(async () => (await applied()) > 2000);
    await first.kill('SIGKILL');
    const killedAt = Math.max(...batches(first));
    await second.waitFor('active');
    await loadEvents(store, 500, 5, 10);
    await eventually(async () => (await applied()) === 4000);

    // The standby went on from where the killed worker's last commit left off: nothing twice.
    const taken = batches(second);
    expect(taken.length).toBeGreaterThan(0);
    expect(Math.min(...taken)).toBeGreaterThan(killedAt);
    const live = await tableHash(t.db, 'audit_events', 'event_id');
    expect(live.rows).toBe(4000);
    await second.kill('SIGTERM');
    await rebuildProjection({ pool: t.pool, db: t.db, store }, auditProjection);
    expect(await tableHash(t.db, 'audit_events', 'event_id')).toEqual(live);
  });

  async function lockSessions(): Promise<number> {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from pg_stat_activity
       where datname = current_database() and application_name like 'flora-lock:projection:audit@%'`.execute(t.db);
    return rows[0]!.n;
  }
});
