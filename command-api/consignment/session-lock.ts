import { sql, type Kysely } from 'kysely';

// 'flor' in ASCII, the class of every Flora advisory lock (projections use it too; names differ).
const LOCK_CLASS = 0x666c6f72;

/**
 * Runs `body` while this session holds the advisory lock `name`, on one connection kept for the
 * whole run; answers false at once when another session holds it. Several command-api instances
 * may run: one follows, the others stand by. A killed process's connection drops, and with it
 * the lock.
 */
export function withSessionLock(db: Kysely<any>, name: string, body: () => Promise<void>): Promise<boolean> {
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      ok: boolean;
    }>`select pg_try_advisory_lock(${LOCK_CLASS}, hashtext(${name})) as ok`.execute(conn);
    if (rows[0]?.ok !== true) return false;
    try {
      await body();
    } finally {
      await sql`select pg_advisory_unlock(${LOCK_CLASS}, hashtext(${name}))`.execute(conn).catch(() => {});
    }
    return true;
  });
}

/** Resolves after `ms`, or at once when the signal aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
