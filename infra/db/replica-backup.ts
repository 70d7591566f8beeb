import { chmod, chown, copyFile, lstat, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

// A base backup of the running primary with the low-level API (Postgres docs, "Making a Base Backup
// Using the Low Level API"), copied by this process: the embedded binaries have no pg_basebackup.

/** Folders whose contents the server makes afresh at start; the backup keeps them empty. */
const EMPTIED = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
/** Files of the running primary that would make the copy believe it is the primary, or is stale. */
const SKIPPED = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'standby.signal']);

interface Owner {
  uid: number;
  gid: number;
}

/** Copies `from` into `to`; files that vanish meanwhile (a dropped table) are left out, as WAL replay expects. */
async function copyTree(from: string, to: string, top: boolean, owner: Owner | undefined): Promise<void> {
  await mkdir(to, { mode: 0o700 });
  if (owner) await chown(to, owner.uid, owner.gid);
  let names: string[];
  try {
    names = await readdir(from);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  for (const name of names) {
    if (name.startsWith('pgsql_tmp') || name === 'pg_internal.init' || (top && SKIPPED.has(name))) continue;
    const source = join(from, name);
    const target = join(to, name);
    const stat = await lstat(source).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'ENOENT') return undefined;
      throw e;
    });
    if (!stat) continue;
    if (stat.isSymbolicLink())
      throw new Error(`${source} is a tablespace link; the embedded replica copies no tablespaces`);
    if (stat.isDirectory()) {
      if (top && EMPTIED.has(name)) {
        await mkdir(target, { mode: 0o700 });
        if (owner) await chown(target, owner.uid, owner.gid);
      } else await copyTree(source, target, false, owner);
      continue;
    }
    try {
      await copyFile(source, target);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw e;
    }
    await chmod(target, 0o600);
    if (owner) await chown(target, owner.uid, owner.gid);
  }
}

async function writeOwned(path: string, text: string, owner: Owner | undefined) {
  await writeFile(path, text, { mode: 0o600 });
  if (owner) await chown(path, owner.uid, owner.gid);
}

/**
 * Copies the primary's data folder to `databaseDir` between pg_backup_start and pg_backup_stop on
 * one connection, and writes the backup_label they hand back. The copy is made beside the target
 * and renamed at the end, so a half-made copy is never taken for a replica.
 */
export async function takeBaseBackup(
  primaryAdminUrl: string,
  primaryDataDir: string,
  databaseDir: string,
  owner: Owner | undefined,
): Promise<void> {
  const partial = `${databaseDir}.partial`;
  await rm(partial, { recursive: true, force: true });
  const tablespaces = await readdir(join(primaryDataDir, 'pg_tblspc'));
  if (tablespaces.length > 0) throw new Error('the primary has tablespaces; the embedded replica copies none');
  const client = new pg.Client({ connectionString: primaryAdminUrl });
  await client.connect();
  try {
    // fast = true: an immediate checkpoint, so the copy does not wait for the next scheduled one.
    await client.query(`select pg_backup_start('flora-replica', true)`);
    let stopped = false;
    try {
      await copyTree(primaryDataDir, partial, true, owner);
      await mkdir(join(partial, 'pg_wal', 'archive_status'), { mode: 0o700 });
      if (owner) await chown(join(partial, 'pg_wal', 'archive_status'), owner.uid, owner.gid);
      // wait_for_archive = true only waits when archiving is on; the slot keeps the WAL the copy needs.
      const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>(
        'select labelfile, spcmapfile from pg_backup_stop(true)',
      );
      stopped = true;
      const [{ labelfile, spcmapfile } = { labelfile: '', spcmapfile: null }] = rows;
      await writeOwned(join(partial, 'backup_label'), labelfile, owner);
      if (spcmapfile) await writeOwned(join(partial, 'tablespace_map'), spcmapfile, owner);
    } finally {
      // A backup left running would only end with the session; ending it here says the copy is void.
      if (!stopped) await client.query('select pg_backup_stop(false)').catch(() => undefined);
    }
  } finally {
    await client.end();
  }
  await rm(databaseDir, { recursive: true, force: true });
  await rename(partial, databaseDir);
}

/** The settings a standby needs, replacing any earlier ones, in the copy's postgresql.auto.conf. */
export async function configureStandby(
  databaseDir: string,
  settings: Record<string, string>,
  owner: Owner | undefined,
): Promise<void> {
  const file = join(databaseDir, 'postgresql.auto.conf');
  const ours = new Set(Object.keys(settings));
  const kept = (await readFile(file, 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => line.trim() !== '' && !ours.has(line.split('=')[0]?.trim() ?? ''));
  const added = Object.entries(settings).map(([k, v]) => `${k} = '${v.replace(/'/g, "''")}'`);
  await writeOwned(file, [...kept, ...added, ''].join('\n'), owner);
  await writeOwned(join(databaseDir, 'standby.signal'), '', owner);
}

/** The cluster's system identifier: the first 8 bytes of global/pg_control (pg_controldata is not shipped). */
export async function systemIdentifierOf(databaseDir: string): Promise<string | undefined> {
  const handle = await open(join(databaseDir, 'global', 'pg_control'), 'r').catch(() => undefined);
  if (!handle) return undefined;
  try {
    const buffer = Buffer.alloc(8);
    const { bytesRead } = await handle.read(buffer, 0, 8, 0);
    return bytesRead === 8 ? buffer.readBigUInt64LE(0).toString() : undefined;
  } finally {
    await handle.close();
  }
}
