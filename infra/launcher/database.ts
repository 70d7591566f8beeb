import type { Config } from '../config';
import { startEmbeddedPostgres, type EmbeddedServer } from '../db/embedded';
import { migrateToLatest } from '../db/migrate';
import { createDb, createPool, ensureDatabase } from '../db/pool';

export const APP_DATABASE = 'flora';

/** The app database: DATABASE_URL as given, or the embedded server's `flora` database. Migrated. */
export async function openAppDatabase(config: Config): Promise<{ url: string; embedded?: EmbeddedServer }> {
  let url = config.databaseUrl;
  let embedded: EmbeddedServer | undefined;
  if (!url) {
    embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPort);
    url = await ensureDatabase(embedded.url, APP_DATABASE);
  }
  const pool = createPool(url, 2);
  const db = createDb(pool);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  return { url, embedded };
}
