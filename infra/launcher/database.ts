import type { Config } from '../config';
import { resolveAppDatabase } from '../db/app-database';
import type { EmbeddedServer } from '../db/embedded';
import { migrateToLatest } from '../db/migrate';
import { createDb, createPool } from '../db/pool';

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
