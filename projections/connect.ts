import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Config } from '../infra/config';
import { resolveAppDatabase } from '../infra/db/app-database';
import { createDb, createPool } from '../infra/db/pool';
import { createEventStore } from '../infra/event-store';
import type { EventStore } from '../infra/event-store/port';

export interface Connection {
  pool: pg.Pool;
  db: Kysely<any>;
  store: EventStore;
  close(): Promise<void>;
}

export async function connect(config: Config, poolSize = 10): Promise<Connection> {
  const { url, embedded } = await resolveAppDatabase(config);
  const pool = createPool(url, poolSize);
  const db = createDb(pool);
  const store = createEventStore(config, pool);
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
