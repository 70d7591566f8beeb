import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

// The primary's side of the embedded replica: it must let the replica in, keep the WAL the replica
// still needs (a physical slot), and tell its identity and the settings a standby must match.

export const SLOT = 'flora_replica';
/** What the standby must have at least as much of as the primary, or it refuses to replay. */
export const MATCHED = [
  'max_connections',
  'max_worker_processes',
  'max_wal_senders',
  'max_prepared_transactions',
  'max_locks_per_transaction',
];

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The primary's identity and settings, after making sure it can feed a replica. */
export async function preparePrimary(primaryAdminUrl: string, primaryDataDir: string, database: string) {
  return withClient(primaryAdminUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) throw new Error(`database ${database} does not exist on the primary; create it first`);
    const hba = await client.query(
      `select 1 from pg_hba_file_rules where type = 'host' and 'replication' = any(database)
         and ('all' = any(user_name) or current_user = any(user_name)) and address in ('127.0.0.1', 'all', 'samehost')`,
    );
    if (hba.rowCount === 0) {
      appendFileSync(join(primaryDataDir, 'pg_hba.conf'), `\nhost replication ${client.user} 127.0.0.1/32 password\n`);
      await client.query('select pg_reload_conf()');
    }
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, setting from pg_settings where name = any($1) or name = 'wal_level'`,
      [MATCHED],
    );
    const settings = Object.fromEntries(rows.map((r) => [r.name, r.setting]));
    if (settings.wal_level === 'minimal')
      throw new Error('the primary runs with wal_level = minimal; a replica needs replica');
    const id = await client.query<{ id: string }>('select system_identifier::text as id from pg_control_system()');
    const slot = await client.query('select 1 from pg_replication_slots where slot_name = $1', [SLOT]);
    return { systemIdentifier: id.rows[0]?.id, hasSlot: slot.rowCount === 1, settings };
  });
}

/** A fresh slot: an old one would hold on to WAL from before this copy. */
export async function recreateSlot(primaryAdminUrl: string) {
  await withClient(primaryAdminUrl, async (client) => {
    await client.query('select pg_drop_replication_slot(slot_name) from pg_replication_slots where slot_name = $1', [
      SLOT,
    ]);
    await client.query('select pg_create_physical_replication_slot($1, true)', [SLOT]);
  });
}
