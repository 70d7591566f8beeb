import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { auditProjection } from '../../projections/audit';
import { prepareProjection } from '../../projections/engine/generations';
import { inventoryProjection } from '../../projections/inventory';
import { rebuildProjection, RebuildRefused, type RebuildProgress } from '../../projections/engine/rebuild';
import { createTestDatabase } from '../support/database';
import { checkpointRow, eventually, liveTables, loadEvents, tableHash } from './projection-support';

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

  // A generation is built logged (decision 0139): what a stopped build committed is durable like any
  // table, so the next rebuild resumes it — even after a server restart — and ends with the clean rows.
  it('builds logged tables, and a build resumed after a later start of the server keeps its batches', async () => {
    const deps = { pool: t.pool, db: t.db, store };
    const clean = await tableHash(t.db, 'audit_events', 'global_order');
    const abort = new AbortController();
    const stop = (p: RebuildProgress) => p.eventsDone >= 1500 && abort.abort();
    await expect(
      rebuildProjection(deps, auditProjection, { batchSize: 500, onProgress: stop, signal: abort.signal }),
    ).rejects.toBeInstanceOf(RebuildRefused);
    const building = await sql<{ persistence: string }>`
      select relpersistence as persistence from pg_class where relname = 'audit_events_g4'`.execute(t.db);
    expect(building.rows[0]?.persistence).toBe('p');
    await sql`update projection_rebuilds set started_at = pg_postmaster_start_time() - interval '1 minute'
      where name = 'audit'`.execute(t.db);

    const progress: RebuildProgress[] = [];
    await rebuildProjection(deps, auditProjection, { batchSize: 500, onProgress: (p) => progress.push(p) });
    expect(progress[0]!.eventsDone).toBeGreaterThanOrEqual(1500); // resumed, not started over
    expect(await tableHash(t.db, 'audit_events', 'global_order')).toEqual(clean);
  });
});

// A reader's one statement may read two of a read model's views (the inventory list: products and
// counts) and lock them in its own order. The switch to a rebuilt generation re-points every view;
// holding one while waiting for another it would deadlock with such a reader, and Postgres would fail
// one of them (the inventory list answered a 500 during a rebuild). It takes them all or none.
describe('switching generation beside a reader of two views', () => {
  let t: TestDb;
  let store: PostgresEventStore;

  beforeAll(async () => {
    t = await createTestDatabase('rebuild_locks');
    store = new PostgresEventStore(t.pool, { pollMs: 50 });
    await prepareProjection(t.db, inventoryProjection);
  });
  afterAll(async () => {
    await store.close();
    await t.drop();
  });

  it('waits for the reader without holding a view, and neither fails', async () => {
    const reader = await t.pool.connect();
    try {
      await reader.query('begin');
      await reader.query('select count(*) from inventory_counts');
      let switched = false;
      const rebuild = rebuildProjection({ pool: t.pool, db: t.db, store }, inventoryProjection).then(() => {
        switched = true;
      });
      // The switch has reached the views: it asks for their locks (and, holding one, would wait on a lock).
      await eventually(
        async () => {
          const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where pid <> pg_backend_pid() and (query ilike 'lock table%' or wait_event_type = 'Lock')`.execute(t.db);
          return rows[0]!.n > 0;
        },
        30_000,
        5,
      );
      await reader.query('select count(*) from inventory_products');
      expect(switched).toBe(false);
      await reader.query('commit');
      await rebuild;
      expect((await checkpointRow(t.db, 'inventory'))!.generation).toBe(2);
    } finally {
      reader.release();
    }
  });
});
