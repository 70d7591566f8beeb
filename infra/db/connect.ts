import type { Kysely } from 'kysely';
import type { AppDatabase } from './app-tables';
import type pg from 'pg';
import type { Config } from '../config';
import { resolveAppDatabase } from './app-database';
import { createDb, createPool } from './pool';
import { createEventStore } from '../event-store';
import type { EventStore } from '../event-store/port';

export interface Connection {
  pool: pg.Pool;
  db: Kysely<AppDatabase>;
  store: EventStore;
  close(): Promise<void>;
}

/** Pool, Kysely and event store of the app database (see resolveAppDatabase), closed together. */
export async function connect(config: Config, poolSize = 10): Promise<Connection> {
  const { url, embedded } = await resolveAppDatabase(config);
  const pool = createPool(url, poolSize);
  const db = createDb(pool);
  const store = await createEventStore(config, pool);
  return {
    pool,
    db,
    store,
    async close() {
      await store.close().catch(() => {});
      await db.destroy().catch(() => {});
      await embedded?.stop();
    },
  };
}
