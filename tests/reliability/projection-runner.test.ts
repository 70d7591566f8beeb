import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import type { RecordedEvent } from '../../infra/event-store/port';
import { auditProjection } from '../../projections/audit';
import { applyBatch, CheckpointMoved } from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { prepareProjection } from '../../projections/engine/generations';
import { PROJECTIONS_CHANNEL, type ProjectionNotice } from '../../projections/engine/notify';
import type { Projection } from '../../projections/engine/projection';
import { AdvisoryLock } from '../../projections/engine/advisory-lock';
import { rebuildProjection, RebuildRefused, type RebuildProgress } from '../../projections/engine/rebuild';
import { ProjectionRunner } from '../../projections/engine/runner';
import { readProjectionStatus } from '../../projections/engine/status';
import { createTestDatabase } from '../support/database';
import {
  checkpointRow,
  count,
  keepReading,
  liveTables,
  loadEvents,
  prefixHash,
  shopEvent,
  tableHash,
} from './projection-support';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

/** Test-only read model: records every event it sees and refuses the ones typed 'Explode'. */
function explodingProjection(name: string): Projection {
  const table = `${name}_seen`;
  return {
    name,
    version: 1,
    handles: 'all',
    tables: [table],
    async createTables(db, t) {
      await sql`create table ${sql.table(t[table]!)} (event_id uuid primary key, ordinal bigint not null)`.execute(db);
    },
    async apply(trx, events, t) {
      for (const e of events) {
        await sql`insert into ${sql.table(t[table]!)} values (${e.eventId}, ${e.ordinal.toString()})`.execute(trx);
        if (e.type === 'Explode') throw new Error(`boom on ${e.eventId}`);
      }
      return [];
    },
  };
}

describe('projection runner', () => {
  let t: TestDb;
  let store: PostgresEventStore;
  const runners: ProjectionRunner[] = [];
  const run = (projection: Projection, batchSize = 100) => {
    const runner = new ProjectionRunner({ pool: t.pool, db: t.db, store }, projection, {
      batchSize,
      lockRetryMs: 100,
    });
    runners.push(runner);
    return runner.start();
  };
  const liveAudit = () =>
    runners.find((r) => r.projection === auditProjection && r.state !== 'stopped') ?? run(auditProjection);

  beforeAll(async () => {
    t = await createTestDatabase('proj');
    store = new PostgresEventStore(t.pool, { pollMs: 50 });
  });
  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await store.close();
    await t.drop();
  });

  it('writes a batch and its checkpoint together or not at all', async () => {
    const projection = explodingProjection('atomic');
    await prepareProjection(t.db, projection);
    const before = (await loadCheckpoint(t.db, 'atomic'))!;
    await store.appendToStream('atomic-1', [shopEvent('Ok'), shopEvent('Ok'), shopEvent('Explode'), shopEvent('Ok')], {
      expected: 'no_stream',
    });
    const events = await store.readAll({ after: before.position, limit: 100 });
    const mine = events.filter((e) => e.streamId === 'atomic-1');

    await expect(applyBatch(t.db, projection, before, mine)).rejects.toThrow(/boom/);
    expect(await count(t.db, 'atomic_seen')).toBe(0);
    expect((await loadCheckpoint(t.db, 'atomic'))!.position).toBe(before.position);

    const after = await applyBatch(t.db, projection, before, mine.slice(0, 2));
    expect(await count(t.db, 'atomic_seen')).toBe(2);
    // Compare-and-set: a batch read from the old position is refused and writes nothing.
    await expect(applyBatch(t.db, projection, before, mine.slice(0, 2))).rejects.toBeInstanceOf(CheckpointMoved);
    expect(await loadCheckpoint(t.db, 'atomic')).toMatchObject({
      position: after.position,
      eventsApplied: 2n,
    });
    expect(await count(t.db, 'atomic_seen')).toBe(2);
  });

  it('stops a faulted projection alone, at the event that failed, while the audit keeps running', async () => {
    const stream = `bouquet-${Date.now()}`;
    const okBefore = Array.from({ length: 10 }, (_, i) => shopEvent('Ok', { i }));
    await store.appendToStream(stream, [...okBefore, shopEvent('Explode'), ...okBefore.map(() => shopEvent('Ok'))], {
      expected: 'no_stream',
    });
    const exploding = run(explodingProjection('exploding'));
    const audit = liveAudit();
    const fault = await new Promise<{ event: RecordedEvent; message: string }>((resolve) =>
      exploding.once('fault', resolve),
    );

    const all = await store.readAll({ limit: 1000 });
    const explodeAt = all.findIndex((e) => e.type === 'Explode');
    expect(fault.event.position).toBe(all[explodeAt]!.position);
    expect(exploding.state).toBe('faulted');
    const row = await checkpointRow(t.db, 'exploding');
    expect(row).toMatchObject({
      status: 'faulted',
      error_position: all[explodeAt]!.position,
      events_applied: String(explodeAt),
    });
    expect(row!.error).toMatch(/boom/);
    expect(row!.position).toBe(all[explodeAt - 1]!.position);
    // Everything before the faulty event was applied, nothing after it.
    const seen = await sql<{ ordinal: string }>`select ordinal from exploding_seen order by ordinal`.execute(t.db);
    expect(seen.rows.map((r) => Number(r.ordinal))).toEqual(Array.from({ length: explodeAt }, (_, i) => i + 1));

    const appended = await store.appendToStream(stream, [shopEvent('Ok'), shopEvent('Ok')], {
      expected: 'stream_exists',
    });
    await audit.waitForPosition(appended.position);
    expect(await count(t.db, 'audit_events')).toBe(all.length + 2);
    expect((await checkpointRow(t.db, 'exploding'))!.position).toBe(all[explodeAt - 1]!.position);

    const status = await readProjectionStatus(t.db, store);
    expect(status.find((s) => s.name === 'exploding')).toMatchObject({
      status: 'faulted',
      errorPosition: all[explodeAt]!.position,
    });
    expect(status.find((s) => s.name === 'audit')).toMatchObject({ status: 'running', lag: 0, active: true });
  });

  it('notifies after commit, with the position and what changed', async () => {
    const listener = new pg.Client({ connectionString: t.url });
    await listener.connect();
    await listener.query(`listen ${PROJECTIONS_CHANNEL}`);
    const eventId =
      (await store.appendToStream('tulip-9', [shopEvent('ProductCreated', { name: 'Tulipán' })], {
        expected: 'no_stream',
      }),
      (await store.readStream('tulip-9'))[0]!.eventId);
    const notice = await new Promise<ProjectionNotice>((resolve) => {
      listener.on('notification', (m) => {
        const n = JSON.parse(m.payload!) as ProjectionNotice;
        if (n.projection === 'audit' && n.changed.some((c) => c.id === 'tulip-9')) resolve(n);
      });
    });
    // Heard only once committed: the row and the checkpoint are already visible to another session.
    const visible = await sql<{
      n: string;
    }>`select count(*) as n from audit_events where event_id = ${eventId}`.execute(t.db);
    expect(Number(visible.rows[0]!.n)).toBe(1);
    expect((await checkpointRow(t.db, 'audit'))!.position).toBe(notice.position);
    expect(notice.changed).toContainEqual({ entity: 'stream', id: 'tulip-9' });
    await listener.end();
  });

  it('rebuilds beside the live tables while reads keep answering, and a rebuild gives the same rows', async () => {
    const audit = liveAudit();
    await audit.waitForPosition(await loadEvents(store, 3000, 20));
    const before = await tableHash(t.db, 'audit_events', 'global_order');
    const generation = (await checkpointRow(t.db, 'audit'))!.generation as number;

    const reads = keepReading(t.db);
    const progress: RebuildProgress[] = [];
    const deps = { pool: t.pool, db: t.db, store };
    const rebuilding = rebuildProjection(deps, auditProjection, {
      batchSize: 250,
      onProgress: (p) => progress.push(p),
    });
    const last = await loadEvents(store, 300, 5, 10); // the live runner keeps going during the rebuild
    await rebuilding;
    await audit.waitForPosition(last);
    const answered = await reads.stop();

    expect(answered.errors).toEqual([]);
    expect(answered.counts.length).toBeGreaterThan(0);
    expect(answered.counts.every((n, i) => n >= before.rows && n >= (answered.counts[i - 1] ?? 0))).toBe(true);
    expect(progress.at(-1)).toMatchObject({ phase: 'done', projection: 'audit' });
    expect(progress.some((p) => p.phase === 'catching-up' && p.total !== null)).toBe(true);
    expect((await checkpointRow(t.db, 'audit'))!.generation).toBe(generation + 1);
    expect(await liveTables(t.db, 'audit_events')).toEqual([`audit_events_g${generation + 1}`]);
    const upTo = await prefixHash(t.db, before.rows);
    expect(upTo).toBe(before.hash);

    const rebuilt = await tableHash(t.db, 'audit_events', 'global_order');
    await rebuildProjection(deps, auditProjection, { batchSize: 1000 });
    expect(await tableHash(t.db, 'audit_events', 'global_order')).toEqual(rebuilt);
    expect(rebuilt.rows).toBe(before.rows + 300);
  });

  it("rebuilds on start when the stored version is not the code's", async () => {
    const audit = liveAudit();
    await audit.stop();
    const expected = await tableHash(t.db, 'audit_events', 'global_order');
    const generation = (await checkpointRow(t.db, 'audit'))!.generation as number;
    await sql`update projection_checkpoints set version = 0 where name = 'audit'`.execute(t.db);
    expect((await readProjectionStatus(t.db, store)).find((s) => s.name === 'audit')!.status).toBe('stale');

    const restarted = run(auditProjection);
    restarted.on('retry', (err) => console.error('retry', err));
    // The stale checkpoint is already at the head: wait for the rebuild's switch, not for a position.
    const { version } = auditProjection;
    for (let i = 0; i < 600 && (await checkpointRow(t.db, 'audit'))!.version !== version; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(await checkpointRow(t.db, 'audit')).toMatchObject({ version, generation: generation + 1 });
    expect(await tableHash(t.db, 'audit_events', 'global_order')).toEqual(expected);
  });

  it('reports a rebuild in progress and refuses a second one', async () => {
    const lock = (await AdvisoryLock.tryAcquire(t.pool, 'rebuild:audit'))!;
    try {
      await sql`insert into projection_rebuilds (name, generation, version, events_applied) values ('audit', 99, 1, 10)`.execute(
        t.db,
      );
      expect((await readProjectionStatus(t.db, store)).find((s) => s.name === 'audit')).toMatchObject({
        status: 'rebuilding',
        rebuild: { generation: 99, eventsApplied: 10 },
      });
      await expect(rebuildProjection({ pool: t.pool, db: t.db, store }, auditProjection)).rejects.toBeInstanceOf(
        RebuildRefused,
      );
    } finally {
      await lock.release();
    }
    // A rebuild that died leaves its row behind; nobody holds its lock, so it is not "rebuilding".
    expect((await readProjectionStatus(t.db, store)).find((s) => s.name === 'audit')!.status).not.toBe('rebuilding');
  });
});
