import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateToLatest } from '../../infra/db/migrate';
import { createDb, createPool, ensureDatabase } from '../../infra/db/pool';

/** A fresh, migrated database on the server behind `adminUrl`; drop it with `drop()`. */
export async function createScratchDatabase(adminUrl: string, prefix: string, poolSize = 20) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const url = await ensureDatabase(adminUrl, name);
  const pool = createPool(url, poolSize);
  const db = createDb(pool);
  await migrateToLatest(db);
  return {
    url,
    pool,
    db,
    async drop() {
      await db.destroy().catch(() => {});
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      // pool.end() does not wait for sockets to close; forcing the drop while they close makes
      // their backends' FATAL arrive on clients that no longer listen for errors (uncaught).
      for (let i = 0; i < 50; i++) {
        const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
