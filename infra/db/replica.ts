import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { loadEmbeddedPostgres } from './embedded';
import { configureStandby, systemIdentifierOf, takeBaseBackup } from './replica-backup';
import { MATCHED, preparePrimary, recreateSlot, SLOT, withClient } from './replica-primary';

const READY_WITHIN_MS = 60_000;

// A streaming replica of the embedded primary, made from the embedded server's own binaries: a
// base backup through the low-level API, standby.signal, and a physical slot that keeps on the
// primary the WAL the replica has not received yet (issue 23).

export interface EmbeddedReplica {
  /** The app database on the replica. */
  url: string;
  adminUrl: string;
  stop(): Promise<void>;
}

export interface ReplicaOptions {
  primaryAdminUrl: string;
  /** The primary's `<dataDir>/pg`. */
  primaryDataDir: string;
  /** The replica's folder; its data lives in `<dataDir>/pg`. */
  dataDir: string;
  port: number;
  database?: string;
  log?: boolean;
}

export async function startEmbeddedReplica(options: ReplicaOptions): Promise<EmbeddedReplica> {
  const { primaryAdminUrl, primaryDataDir, port, database = 'flora', log = false } = options;
  const dataDir = resolve(options.dataDir);
  const databaseDir = join(dataDir, 'pg');
  mkdirSync(dataDir, { recursive: true });
  // As root the server runs as the `postgres` user, who owns the primary's folder: the copy is theirs too.
  const root = process.getuid?.() === 0;
  const stat = statSync(primaryDataDir);
  const owner = root ? { uid: stat.uid, gid: stat.gid } : undefined;
  if (root) chmodSync(dataDir, 0o755);

  const primary = await preparePrimary(primaryAdminUrl, primaryDataDir, database);
  const from = new URL(primaryAdminUrl);
  const standby = {
    primary_conninfo: `host=${from.hostname} port=${from.port || 5432} user=${decodeURIComponent(from.username)} password=${decodeURIComponent(from.password)} application_name=${SLOT}`,
    primary_slot_name: SLOT,
    hot_standby: 'on',
    // Long reads on the replica keep the rows they read from the primary's vacuum.
    hot_standby_feedback: 'on',
    ...Object.fromEntries(MATCHED.map((name) => [name, primary.settings[name] ?? ''])),
  };
  const adminUrl = `postgres://${from.username}:${from.password}@127.0.0.1:${port}/postgres`;
  const url = `postgres://${from.username}:${from.password}@127.0.0.1:${port}/${database}`;

  const ours =
    primary.hasSlot &&
    existsSync(join(databaseDir, 'standby.signal')) &&
    (await systemIdentifierOf(databaseDir)) === primary.systemIdentifier;
  if (ours) {
    await configureStandby(databaseDir, standby, owner);
    try {
      return await launch();
    } catch (e) {
      if (log) process.stdout.write(`[replica] the kept replica did not start (${String(e)}); making it afresh\n`);
    }
  }
  const startedAt = Date.now();
  await rm(databaseDir, { recursive: true, force: true });
  await recreateSlot(primaryAdminUrl);
  await takeBaseBackup(primaryAdminUrl, primaryDataDir, databaseDir, owner);
  await configureStandby(databaseDir, standby, owner);
  const replica = await launch();
  if (log) process.stdout.write(`[replica] made from a base backup in ${Date.now() - startedAt} ms\n`);
  return replica;

  async function launch(): Promise<EmbeddedReplica> {
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    const recent: string[] = [];
    const server = new EmbeddedPostgres({
      databaseDir,
      port,
      user: decodeURIComponent(from.username),
      password: decodeURIComponent(from.password),
      persistent: true,
      createPostgresUser: true,
      postgresFlags: ['-c', 'shared_buffers=128MB'],
      onLog: (m) => {
        // Our own polls' refusals would crowd out why the standby is not ready.
        if (!m.includes('the database system is starting up')) recent.push(m);
        if (recent.length > 20) recent.shift();
        if (log) process.stdout.write(`[replica] ${m}`);
      },
      onError: (e) => process.stderr.write(`[replica] ${String(e)}\n`),
    });
    // start() waits for "ready to accept connections", which a standby never says (it accepts
    // read-only ones); it settles only when the server exits, so readiness is polled instead.
    let exited = false;
    void server.start().catch(() => {
      exited = true;
    });
    const giveUpAt = Date.now() + READY_WITHIN_MS;
    for (;;) {
      if (exited) throw new Error(`the replica server exited while starting:\n${recent.join('')}`);
      const ready = await withClient(adminUrl, async (client) => {
        const { rows } = await client.query<{ ok: boolean }>(
          'select pg_is_in_recovery() and exists(select 1 from pg_database where datname = $1) as ok',
          [database],
        );
        return rows[0]?.ok === true;
      }).catch(() => false);
      if (ready) return { url, adminUrl, stop: () => server.stop() };
      if (Date.now() > giveUpAt) {
        await server.stop();
        throw new Error(
          `the replica was not a ready standby with database ${database} within ${READY_WITHIN_MS} ms:\n${recent.join('')}`,
        );
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** Pause WAL replay on a replica: it keeps receiving WAL but shows nothing newer (for tests of a lagging replica). */
export async function pauseReplay(replicaAdminUrl: string): Promise<void> {
  await withClient(replicaAdminUrl, (client) => client.query('select pg_wal_replay_pause()'));
}

export async function resumeReplay(replicaAdminUrl: string): Promise<void> {
  await withClient(replicaAdminUrl, (client) => client.query('select pg_wal_replay_resume()'));
}

/** How far replay trails what the replica has received from the primary. */
export async function replicaLag(
  replicaAdminUrl: string,
): Promise<{ receivedLsn: string | null; replayedLsn: string | null; unreplayedBytes: number; paused: boolean }> {
  return withClient(replicaAdminUrl, async (client) => {
    const { rows } = await client.query<{
      received: string | null;
      replayed: string | null;
      bytes: string | null;
      state: string;
    }>(
      `select pg_last_wal_receive_lsn()::text as received, pg_last_wal_replay_lsn()::text as replayed,
              pg_wal_lsn_diff(pg_last_wal_receive_lsn(), pg_last_wal_replay_lsn())::text as bytes,
              pg_get_wal_replay_pause_state() as state`,
    );
    const row = rows[0];
    return {
      receivedLsn: row?.received ?? null,
      replayedLsn: row?.replayed ?? null,
      unreplayedBytes: Math.max(0, Number(row?.bytes ?? 0)),
      paused: row?.state !== 'not paused',
    };
  });
}
