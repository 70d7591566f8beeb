import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { createPool } from '../../infra/db/pool';
import type { NewEvent } from '../../infra/event-store/port';
import { benchDatabase } from './harness';

// The peer in the appends benchmark: Emmett's PostgreSQL event store (its public API) appending the
// same events, one per call, on the same server, in a scratch database of its own. Its pool is as
// large as Flora's (dumbo's default pool has 10 connections: at 16 lanes it would queue).

export interface EmmettPeer {
  /** One event appended to `streamName`, as Emmett's appendToStream does it (no expected version). */
  append(streamName: string, event: NewEvent): Promise<unknown>;
  close(): Promise<void>;
}

export async function emmettPeer(): Promise<EmmettPeer> {
  const bench = await benchDatabase('appends_emmett');
  const pool = createPool(bench.url, 24);
  const store = getPostgreSQLEventStore(bench.url, { connectionOptions: { connectionString: bench.url, pool } });
  await store.schema.migrate();
  return {
    append: (streamName, e) =>
      store.appendToStream(streamName, [
        { type: e.type, data: e.data as Record<string, unknown>, metadata: { ...e.metadata } },
      ]),
    async close() {
      await store.close();
      await pool.end();
      await bench.drop();
    },
  };
}
