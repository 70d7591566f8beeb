import { resolve } from 'node:path';
import type { Config } from '../config';
import { resolveAppDatabase } from '../db/app-database';
import type { EmbeddedServer } from '../db/embedded';
import { migrateToLatest } from '../db/migrate';
import { createDb, createPool } from '../db/pool';
import { Supervisor, type RestartPolicy } from './supervisor';

/** The app database (see resolveAppDatabase), migrated to the latest schema. */
export async function openAppDatabase(config: Config): Promise<{ url: string; embedded?: EmbeddedServer }> {
  const opened = await resolveAppDatabase(config);
  const db = createDb(createPool(opened.url, 2));
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return opened;
}

/**
 * The streaming replica a cluster's read-apis read from: DATABASE_REPLICA_URL as given; with the
 * embedded primary, a replica made from it (infra/db/replica.ts) on EMBEDDED_REPLICA_PORT (default
 * the primary's port + 1), data in <FLORA_DATA_DIR>/replica.
 */
export async function openReplica(
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ url: string; embedded?: EmbeddedServer }> {
  if (config.databaseReplicaUrl) return { url: config.databaseReplicaUrl };
  if (config.databaseUrl) {
    throw new Error('a cluster on DATABASE_URL needs DATABASE_REPLICA_URL (a streaming replica of it)');
  }
  const { startEmbeddedReplica } = await import('../db/replica');
  const replica = await startEmbeddedReplica({
    primaryAdminUrl: `postgres://flora:flora@127.0.0.1:${config.embeddedPort}/postgres`,
    primaryDataDir: resolve(config.dataDir, 'pg'),
    dataDir: resolve(config.dataDir, 'replica'),
    port: Number(env.EMBEDDED_REPLICA_PORT || config.embeddedPort + 1),
  });
  return { url: replica.url, embedded: replica };
}

/**
 * The embedded server as a part of the shop: restarted when it dies (a SIGKILL, the OOM killer)
 * with the other parts' backoff and limit, so a crash costs seconds of 503s instead of the shop.
 * Its first process, started and migrated already, is adopted; each restart waits until the server
 * takes connections. Nothing to supervise with DATABASE_URL: that server is someone else's.
 */
export function superviseDatabase(embedded: EmbeddedServer | undefined, policy: RestartPolicy): Supervisor | undefined {
  const first = embedded?.process?.();
  const restart = embedded?.restart;
  if (!first || !restart) return undefined;
  let adopted = false;
  const supervisor = new Supervisor(
    [
      {
        name: 'database',
        start: () => {
          if (adopted) return restart();
          adopted = true;
          return first;
        },
      },
    ],
    policy,
  );
  supervisor.start();
  return supervisor;
}
