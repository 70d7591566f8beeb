import type pg from 'pg';
import type { CompiledQuery } from 'kysely';

// The operators' exports read inside one repeatable-read, read-only snapshot: the count sent first
// and the lines that follow are of one moment (a table's, its owning projection's checkpoint).

/** A connection holding one read-only snapshot; `end` commits and hands it back (or drops it after an error). */
export async function openSnapshot(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    // Timestamps in the files are UTC whatever the server's zone.
    await client.query(`set local time zone 'UTC'`);
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  let ended = false;
  const end = async (failed?: unknown) => {
    if (ended) return;
    ended = true;
    if (failed) return client.release(failed instanceof Error ? failed : new Error(String(failed)));
    await client.query('commit').then(
      () => client.release(),
      (err: Error) => client.release(err),
    );
  };
  const run = <R>(q: CompiledQuery<R>) => client.query(q.sql, q.parameters as unknown[]);
  return { client, end, run };
}

export type Snapshot = Awaited<ReturnType<typeof openSnapshot>>;
