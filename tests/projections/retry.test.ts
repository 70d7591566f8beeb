import { execFile } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import type { ProjectionFault } from '../../projections/engine/batch';
import { clearFault } from '../../projections/engine/checkpoints';
import { prepareProjection } from '../../projections/engine/generations';
import type { Projection } from '../../projections/engine/projection';
import { ProjectionRunner } from '../../projections/engine/runner';
import { readProjectionStatus } from '../../projections/engine/status';
import { checkpointRow, eventually, shopEvent, WorkerProcess } from '../reliability/projection-support';
import { createTestDatabase } from '../support/database';
import { committedEvents } from '../support/events';

// The operator's retry: a projection faulted by a bug stays faulted (the worker alive, holding no
// lock) until `npm run projections -- retry <name>` after the fix; the running worker then tries
// the faulted event again from its checkpoint, with no restart.

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

/** `npm run projections -- …args` against the test database: its exit code and output. */
function cli(url: string, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'projections/cli.ts', ...args],
      { env: { ...process.env, DATABASE_URL: url } },
      (err, stdout, stderr) => resolve({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** Test-only read model with a bug: while `bug.present`, it cannot apply events typed 'Fragile'. */
function fragileProjection(bug: { present: boolean }): Projection {
  return {
    name: 'fragile',
    version: 1,
    handles: 'all',
    tables: ['fragile_seen'],
    async createTables(db, t) {
      await sql`create table ${sql.table(t.fragile_seen!)} (event_id uuid primary key)`.execute(db);
    },
    async apply(trx, events, t) {
      for (const e of events) {
        if (e.type === 'Fragile' && bug.present) throw new Error('bug: Fragile not handled');
        await sql`insert into ${sql.table(t.fragile_seen!)} values (${e.eventId}) on conflict do nothing`.execute(trx);
      }
      return [];
    },
  };
}

describe('retrying a faulted projection', () => {
  let t: TestDb;
  let store: PostgresEventStore;
  beforeAll(async () => {
    t = await createTestDatabase('retry');
    store = new PostgresEventStore(t.pool, { pollMs: 50 });
  });
  afterAll(async () => {
    await store.close();
    await t?.drop();
  });

  it('a faulted runner resumes from its checkpoint once its fault is cleared, and faults again while the bug is there', async () => {
    const bug = { present: true };
    const projection = fragileProjection(bug);
    await prepareProjection(t.db, projection);
    await store.appendToStream('vase-1', [shopEvent('Ok'), shopEvent('Fragile'), shopEvent('Ok')], {
      expected: 'no_stream',
    });
    const runner = new ProjectionRunner({ pool: t.pool, db: t.db, store }, projection, {
      batchSize: 10,
      lockRetryMs: 50,
      faultPollMs: 50,
    }).start();
    try {
      const first = await new Promise<ProjectionFault>((resolve) => runner.once('fault', resolve));
      expect(runner.state).toBe('faulted');

      const again = new Promise<ProjectionFault>((resolve) => runner.once('fault', resolve));
      expect(await clearFault(t.db, 'fragile')).toMatchObject({
        error: expect.stringMatching(/bug/),
        errorPosition: first.event.position,
      });
      expect((await again).event.position).toBe(first.event.position);
      expect(await checkpointRow(t.db, 'fragile')).toMatchObject({
        status: 'faulted',
        error_position: first.event.position,
      });

      bug.present = false;
      const resumed = new Promise((resolve) => runner.once('resumed', resolve));
      await clearFault(t.db, 'fragile');
      await resumed;
      const head = await store.appendToStream('vase-1', [shopEvent('Ok')], { expected: 'stream_exists' });
      await runner.waitForPosition(head.position, 50);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from fragile_seen`.execute(t.db);
      // Counted in the table: a read can stop short of the last events for a moment (support/events.ts).
      expect(rows[0]!.n).toBe(await committedEvents(t.db));
      expect(await clearFault(t.db, 'fragile')).toBeUndefined();
    } finally {
      await runner.stop();
    }
  });

  it('npm run projections -- status shows the fault; retry <name> resumes the running worker', async () => {
    const worker = new WorkerProcess(t.url, { FLORA_PROJECTIONS: 'audit' });
    try {
      await worker.waitFor('active');
      const head = async () =>
        (await store.appendToStream(`vase-${Date.now()}`, [shopEvent('Ok')], { expected: 'no_stream' })).position;
      const caughtUp = async () => (await readProjectionStatus(t.db, store)).find((s) => s.name === 'audit')!;
      await head();
      await eventually(async () => (await caughtUp()).lag === 0);

      // A bug stands in as a constraint the live table refuses 'Fragile' with, then is fixed.
      const table = sql.table(`audit_events_g${(await checkpointRow(t.db, 'audit'))!.generation}`);
      await sql`alter table ${table} add constraint refuses_fragile check (type <> 'Fragile') not valid`.execute(t.db);
      await store.appendToStream('vase-fragile', [shopEvent('Fragile'), shopEvent('Ok')], {
        expected: 'no_stream',
      });
      const fault = await worker.waitFor('faulted');

      const status = await cli(t.url, 'status');
      expect(status.code).toBe(2);
      const line = status.stdout.split('\n').find((l) => l.startsWith('audit'))!;
      expect(line).toMatch(/faulted/);
      expect(line).toContain(`refuses_fragile" (at ${fault.position as string})`);

      await sql`alter table ${table} drop constraint refuses_fragile`.execute(t.db);
      const retried = await cli(t.url, 'retry', 'audit');
      expect(retried.code, retried.stderr).toBe(0);
      expect(retried.stdout).toMatch(
        /^audit: fault cleared \(.*refuses_fragile.* at .+\); the worker resumes after .+/,
      );
      await worker.waitFor('resumed');
      await head();
      await eventually(async () => (await caughtUp()).lag === 0);
      expect(await caughtUp()).toMatchObject({ status: 'running', error: null, active: true });
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from audit_events where stream_id = 'vase-fragile'`.execute(t.db);
      expect(rows[0]!.n).toBe(2);
      expect(worker.lines.filter((l) => l.event === 'started')).toHaveLength(1);

      const [again, unknown, help] = await Promise.all([
        cli(t.url, 'retry', 'audit'),
        cli(t.url, 'retry', 'nope'),
        cli(t.url, 'help'),
      ]);
      expect(again.stdout).toBe('audit: not faulted, nothing to retry\n');
      expect(unknown.code).toBe(1);
      expect(help.code).toBe(0);
      expect(help.stdout).toMatch(/retry <name>… \| --all/);
    } finally {
      await worker.kill('SIGTERM');
    }
  }, 180_000); // a worker and four CLI processes, each starting tsx: minutes on a loaded two-core machine
});
