import {
  chmodSync,
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../infra/db/embedded';
import { ensureDatabase } from '../../infra/db/pool';
import {
  pauseReplay,
  replicaLag,
  resumeReplay,
  startEmbeddedReplica,
  type EmbeddedReplica,
} from '../../infra/db/replica';
import { freePort } from '../support/ports';

// The embedded replica (issue 23) against a primary of its own: made by a base backup, it streams
// the primary's rows, refuses writes, holds still while replay is paused, and comes back from its folder.

const BOUND_MS = 30_000;

async function until<T>(what: string, check: () => Promise<T>): Promise<NonNullable<T>> {
  const giveUpAt = Date.now() + BOUND_MS;
  for (;;) {
    const found = await check();
    if (found) return found as NonNullable<T>;
    if (Date.now() > giveUpAt) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

let folder: string;
let primary: EmbeddedServer;
let primaryDb: pg.Pool;
let replica: EmbeddedReplica | undefined;
let replicaDb: pg.Pool | undefined;
let options: Parameters<typeof startEmbeddedReplica>[0];

const notes = async (pool: pg.Pool) =>
  (await pool.query<{ note: string }>('select note from plant_notes order by id')).rows.map((r) => r.note);

async function openReplica() {
  const startedAt = Date.now();
  replica = await startEmbeddedReplica(options);
  replicaDb = new pg.Pool({ connectionString: replica.url, max: 2 });
  return Date.now() - startedAt;
}

async function closeReplica() {
  await replicaDb?.end();
  await replica?.stop();
  replicaDb = undefined;
  replica = undefined;
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'flora-replica-'));
  // As root both servers run as `postgres`, who must be able to enter the folder.
  chmodSync(folder, 0o755);
  primary = await startEmbeddedPostgres(join(folder, 'primary'), await freePort());
  const url = await ensureDatabase(primary.url, 'flora');
  primaryDb = new pg.Pool({ connectionString: url, max: 2 });
  await primaryDb.query('create table plant_notes (id serial primary key, note text not null)');
  await primaryDb.query(`insert into plant_notes (note) values ('fern'), ('moss'), ('ivy')`);
  // A primary that lets no replication connection in: making the replica must open the door itself.
  const hba = join(folder, 'primary', 'pg', 'pg_hba.conf');
  const lines = readFileSync(hba, 'utf8').split('\n');
  writeFileSync(hba, lines.filter((l) => !/^\s*(host|local)\s+replication\b/.test(l)).join('\n'));
  await primaryDb.query('select pg_reload_conf()');
  options = {
    primaryAdminUrl: primary.url,
    primaryDataDir: join(folder, 'primary', 'pg'),
    dataDir: join(folder, 'replica'),
    port: await freePort(),
  };
});

afterAll(async () => {
  await closeReplica();
  await primaryDb?.end();
  await primary?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('the embedded streaming replica', () => {
  it('is made from a base backup and shows the primary rows as a read-only standby', async () => {
    const took = await openReplica();
    console.log(`replica made from a base backup and ready in ${took} ms`);
    const db = replicaDb!;
    expect(replica!.url).toBe(`postgres://flora:flora@127.0.0.1:${options.port}/flora`);
    expect((await db.query('select pg_is_in_recovery() as r')).rows[0].r).toBe(true);
    // The standby refuses to replay with fewer connections than the primary (embedded.ts: 200).
    expect((await db.query('show max_connections')).rows[0].max_connections).toBe('200');
    expect((await db.query('show hot_standby_feedback')).rows[0].hot_standby_feedback).toBe('on');
    expect(await until('the rows on the replica', async () => (await notes(db)).length === 3)).toBe(true);
    expect(await notes(db)).toEqual(['fern', 'moss', 'ivy']);
    await expect(db.query(`insert into plant_notes (note) values ('cactus')`)).rejects.toMatchObject({ code: '25006' });
    const streaming = await primaryDb.query(
      `select s.state, r.active from pg_stat_replication s join pg_replication_slots r on r.active_pid = s.pid
        where s.application_name = 'flora_replica' and r.slot_name = 'flora_replica'`,
    );
    expect(streaming.rows).toEqual([{ state: 'streaming', active: true }]);
  });

  it('receives but does not show new rows while replay is paused, and shows them once resumed', async () => {
    const db = replicaDb!;
    await pauseReplay(replica!.adminUrl);
    try {
      await primaryDb.query(`insert into plant_notes (note) values ('orchid')`);
      const { lsn } = (await primaryDb.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')).rows[0]!;
      // Received up to the primary's position (so the row has reached the replica) yet not replayed.
      const lag = await until('the replica to receive the new WAL', async () => {
        const now = await replicaLag(replica!.adminUrl);
        const reached = await db.query<{ ok: boolean }>('select pg_wal_lsn_diff($1::pg_lsn, $2::pg_lsn) >= 0 as ok', [
          now.receivedLsn,
          lsn,
        ]);
        return reached.rows[0]?.ok ? now : undefined;
      });
      const behind = await db.query<{ behind: boolean }>('select pg_last_wal_replay_lsn() < $1::pg_lsn as behind', [
        lsn,
      ]);
      expect(behind.rows[0]?.behind).toBe(true);
      expect(lag.paused).toBe(true);
      expect(lag.unreplayedBytes).toBeGreaterThan(0);
      expect(await notes(db)).toEqual(['fern', 'moss', 'ivy']);
    } finally {
      await resumeReplay(replica!.adminUrl);
    }
    await until('the row once replay resumed', async () => (await notes(db)).includes('orchid'));
    expect(await notes(db)).toEqual(['fern', 'moss', 'ivy', 'orchid']);
    expect((await replicaLag(replica!.adminUrl)).paused).toBe(false);
  });

  it('starts again from its own folder and catches up with what the primary wrote meanwhile', async () => {
    // A file of ours in the replica's folder survives only if the folder is kept, not made afresh.
    const mark = join(options.dataDir, 'pg', 'kept-by-test');
    writeFileSync(mark, 'kept');
    await closeReplica();
    await primaryDb.query(`insert into plant_notes (note) values ('aloe')`);
    const took = await openReplica();
    console.log(`replica restarted from its folder in ${took} ms`);
    expect(existsSync(mark)).toBe(true);
    await until('the row written while the replica was down', async () => (await notes(replicaDb!)).includes('aloe'));
    expect(await notes(replicaDb!)).toEqual(['fern', 'moss', 'ivy', 'orchid', 'aloe']);
  });

  it('makes itself afresh when its folder belongs to another primary', async () => {
    await closeReplica();
    // Another system identifier in pg_control: a copy of some other server.
    const control = openSync(join(options.dataDir, 'pg', 'global', 'pg_control'), 'r+');
    writeSync(control, Buffer.alloc(8, 7), 0, 8, 0);
    closeSync(control);
    const mark = join(options.dataDir, 'pg', 'kept-by-test');
    expect(existsSync(mark)).toBe(true);
    await openReplica();
    expect(existsSync(mark)).toBe(false);
    expect(await notes(replicaDb!)).toEqual(['fern', 'moss', 'ivy', 'orchid', 'aloe']);
    expect((await replicaDb!.query('select pg_is_in_recovery() as r')).rows[0].r).toBe(true);
  });
});
