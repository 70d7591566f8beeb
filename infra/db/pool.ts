import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { AppDatabase } from './app-tables';

// bigint columns (positions, revisions) come back as strings; we keep them as strings or BigInt explicitly.
export function createPool(url: string, max = 10): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    application_name: process.env.FLORA_APP ?? 'flora',
  });
  // An idle connection dropped by the server (restart, failover, a dropped database) must not
  // crash the process: the pool discards it and the next query gets a fresh one.
  pool.on('error', (err) => process.stderr.write(`idle database connection lost: ${err.message}\n`));
  // A connection taken from the pool has no listener of the pool's: when the server dies (every
  // backend says 57P01) while its holder is between two statements (a transaction, a subscription's
  // read), the 'error' event would be unhandled and end the process. The holder learns of it from
  // its next statement, which fails, and the pool drops the connection when it is given back.
  pool.on('connect', (client) => client.on('error', () => {}));
  keepConnectionsAfterRefusals(pool);
  return pool;
}

/**
 * pg-pool's query() hands its connection back with the statement's error, and a connection handed
 * back with an error is closed. A statement the server refused (a ConcurrencyError from an append,
 * a unique key) then costs a new connection: a backend fork, authentication, cold catalog caches,
 * every prepared statement again. With two command-apis taking turns on the same streams (the
 * cluster), that was one new connection per command and a quarter of the throughput. An error the
 * server answered with at severity ERROR leaves a one-statement connection ready for the next one,
 * so it goes back to the pool; a FATAL one or a broken socket still closes it.
 */
function keepConnectionsAfterRefusals(pool: pg.Pool): void {
  const original = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    if (typeof args.at(-1) === 'function') return original(...args); // callback style: pg-pool's own
    return (async () => {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        return await client.query(...(args as [string]));
      } catch (err) {
        // ERROR ends the statement; FATAL (a terminated backend, a shutdown) ends the session.
        if (!(err instanceof pg.DatabaseError && err.severity === 'ERROR')) broken = err as Error;
        throw err;
      } finally {
        client.release(broken);
      }
    })();
  }) as typeof pool.query;
}

export function createDb<DB = AppDatabase>(pool: pg.Pool): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * The same connection under another Database type. Kysely's type parameter names only the tables
 * queries may use (nothing differs at run time) and is invariant, so one handle shared by the write
 * side (`AppDatabase`) and a read model (its own `Database`) is viewed as each, not converted.
 */
export function viewAs<To>(db: Kysely<AppDatabase>): Kysely<To> {
  return db as unknown as Kysely<To>;
}

/** Creates a database on the server behind `adminUrl` unless it exists; returns its URL. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
