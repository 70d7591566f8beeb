import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import type { AppDatabase } from '../../infra/db/app-tables';
import { sleep } from '../../infra/sleep';

// 'flor' in ASCII: the first key of every Flora advisory lock, the second is hashtext(name).
export const LOCK_CLASS = 0x666c6f72;

/**
 * A session-level advisory lock held on a connection of its own. Postgres releases it when that
 * connection drops, which is exactly when a standby must take over: a killed worker's socket closes.
 */
export class AdvisoryLock {
  private dropped = false;
  private readonly listeners = new Set<() => void>();

  private constructor(
    private readonly client: pg.Client,
    readonly name: string,
  ) {
    const drop = () => {
      if (this.dropped) return;
      this.dropped = true;
      this.listeners.forEach((l) => l());
    };
    client.on('error', drop);
    client.on('end', drop);
  }

  /** The lock, or undefined when another session holds it. */
  static async tryAcquire(pool: pg.Pool, name: string): Promise<AdvisoryLock | undefined> {
    const client = await connect(pool, name);
    const ok = await tryLock(client, name).catch(async (err) => {
      await client.end().catch(() => {});
      throw err;
    });
    if (ok) return new AdvisoryLock(client, name);
    await client.end().catch(() => {});
    return undefined;
  }

  /**
   * Standby: keeps one connection and asks again every `retryMs` until it gets the lock (or the
   * signal aborts: undefined). A failing connection is replaced, never fatal.
   */
  static async waitFor(
    pool: pg.Pool,
    name: string,
    retryMs: number,
    signal: AbortSignal,
  ): Promise<AdvisoryLock | undefined> {
    let client: pg.Client | undefined;
    while (!signal.aborted) {
      try {
        client ??= await connect(pool, name);
        if (await tryLock(client, name)) return new AdvisoryLock(client, name);
      } catch {
        await client?.end().catch(() => {});
        client = undefined;
      }
      await sleep(retryMs, signal);
    }
    await client?.end().catch(() => {});
    return undefined;
  }

  get lost(): boolean {
    return this.dropped;
  }

  /** Called once when the connection holding the lock goes away. */
  onLost(listener: () => void): () => void {
    if (this.dropped) listener();
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Closing the session releases the lock; no unlock call that could fail half-way. */
  async release(): Promise<void> {
    this.listeners.clear();
    this.dropped = true;
    await this.client.end().catch(() => {});
  }
}

async function connect(pool: pg.Pool, name: string): Promise<pg.Client> {
  const options = pool.options as pg.ClientConfig;
  // Names the lock and the process holding it (its FLORA_APP): an operator (and the cluster's
  // failover test) sees in pg_stat_activity which worker is active for what.
  const client = new pg.Client({
    ...options,
    application_name: `flora-lock:${name}@${options.application_name ?? 'flora'}`.slice(0, 63),
  });
  // Without a listener a dropped connection's 'error' would crash the process.
  client.on('error', () => {});
  await client.connect();
  return client;
}

async function tryLock(client: pg.Client, name: string): Promise<boolean> {
  const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as ok', [
    LOCK_CLASS,
    name,
  ]);
  return rows[0]?.ok === true;
}

/** Is some session of this database holding the lock named so? (for the status screen) */
export async function isLockHeld(db: Kysely<AppDatabase>, name: string): Promise<boolean> {
  const { rows } = await sql<{ held: boolean }>`
    select exists (
      select 1 from pg_locks l
       where l.locktype = 'advisory' and l.granted and l.objsubid = 2
         and l.database = (select oid from pg_database where datname = current_database())
         and l.classid::text::bigint = ${LOCK_CLASS}
         and l.objid::text::bigint = (hashtext(${name})::bigint & 4294967295)
    ) as held`.execute(db);
  return rows[0]?.held === true;
}
