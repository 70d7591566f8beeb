import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { auditProjection } from '../../projections/audit';
import { rebuildProjection, RebuildRefused, type RebuildProgress } from '../../projections/engine/rebuild';
import { createTestDatabase } from '../support/database';
import { checkpointRow, liveTables, loadEvents, tableHash } from './projection-support';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

// A rebuild stopped half-way (Ctrl-C in the CLI, a worker stopping) resumes from its own
// checkpoint and still gives row-for-row the tables of an uninterrupted rebuild.
describe('rebuild stopped half-way', () => {
  let t: TestDb;
  let store: PostgresEventStore;

  beforeAll(async () => {
    t = await createTestDatabase('rebuild');
    store = new PostgresEventStore(t.pool, { pollMs: 50 });
    await loadEvents(store, 4000, 30, 100);
  });
  afterAll(async () => {
    await store.close();
    await t.drop();
  });

  it('resumes where it stopped and ends identical to a clean rebuild', async () => {
    const deps = { pool: t.pool, db: t.db, store };
    await rebuildProjection(deps, auditProjection, { batchSize: 500 });
    const clean = await tableHash(t.db, 'audit_events', 'global_order');
    expect(clean.rows).toBe(4000);

    const abort = new AbortController();
    const stop = (p: RebuildProgress) => p.eventsDone >= 1500 && abort.abort();
    await expect(
      rebuildProjection(deps, auditProjection, { batchSize: 500, onProgress: stop, signal: abort.signal }),
    ).rejects.toBeInstanceOf(RebuildRefused);
    // Readers still see the live generation, whole.
    expect(await tableHash(t.db, 'audit_events', 'global_order')).toEqual(clean);
    expect((await checkpointRow(t.db, 'audit'))!.generation).toBe(2);

    const progress: RebuildProgress[] = [];
    await rebuildProjection(deps, auditProjection, { batchSize: 500, onProgress: (p) => progress.push(p) });
    expect(progress[0]!.eventsDone).toBeGreaterThanOrEqual(1500); // resumed, not started over
    expect((await checkpointRow(t.db, 'audit'))!.generation).toBe(3);
    expect(await liveTables(t.db, 'audit_events')).toEqual(['audit_events_g3']);
    expect(await tableHash(t.db, 'audit_events', 'global_order')).toEqual(clean);
  });

  // A generation is built UNLOGGED: a server restart (crash recovery empties such tables) since the
  // build began must start it afresh, never resume counting batches the tables may have lost.
  it('starts afresh when the server restarted during the build, and the live tables are logged', async () => {
    const deps = { pool: t.pool, db: t.db, store };
    const clean = await tableHash(t.db, 'audit_events', 'global_order');
    const abort = new AbortController();
    const stop = (p: RebuildProgress) => p.eventsDone >= 1500 && abort.abort();
    await expect(
      rebuildProjection(deps, auditProjection, { batchSize: 500, onProgress: stop, signal: abort.signal }),
    ).rejects.toBeInstanceOf(RebuildRefused);
    const building = await sql<{ persistence: string }>`
      select relpersistence as persistence from pg_class where relname = 'audit_events_g4'`.execute(t.db);
    expect(building.rows[0]?.persistence).toBe('u');
    await sql`update projection_rebuilds set started_at = pg_postmaster_start_time() - interval '1 minute'
      where name = 'audit'`.execute(t.db);

    const progress: RebuildProgress[] = [];
    await rebuildProjection(deps, auditProjection, { batchSize: 500, onProgress: (p) => progress.push(p) });
    expect(progress[0]!.eventsDone).toBeLessThanOrEqual(500); // its first batch: started over
    expect(await tableHash(t.db, 'audit_events', 'global_order')).toEqual(clean);
    const live = await sql<{ persistence: string }>`
      select relpersistence as persistence from pg_class where relname = 'audit_events_g4'`.execute(t.db);
    expect(live.rows[0]?.persistence).toBe('p');
  });
});
