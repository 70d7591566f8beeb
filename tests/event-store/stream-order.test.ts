import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventIdFor } from '../../infra/event-store/event-id';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../support/database';
import { newEvent } from './contract';

// $all is ordered by transaction id; a stream's events must still come in revision order there.
// A transaction that took its id before the stream's last append could otherwise slot its
// next revision *ahead* of that append in $all. The append function refuses such a transaction.

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase('order');
  store = new PostgresEventStore(db.pool, { pollMs: 20 });
});
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

async function openTransaction(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query('begin');
  return client;
}

function appendInside(client: pg.Client, streamId: string) {
  const e = newEvent('Moved');
  return client.query(`select * from append_to_stream($1, 'any', $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])`, [
    streamId,
    [eventIdFor(e.metadata.commandId, 0)],
    [e.type],
    [JSON.stringify(e.data)],
    [JSON.stringify(e.metadata)],
  ]);
}

describe('postgres event store: stream order within $all', () => {
  it('refuses an append from a transaction older than the stream’s last append, so it can retry', async () => {
    const s = `order-${randomUUID()}`;
    const older = await openTransaction();
    try {
      await older.query('select pg_current_xact_id()'); // took its id first
      await store.appendToStream(s, [newEvent('First')], { expected: 'no_stream' });
      await expect(appendInside(older, s)).rejects.toMatchObject({ code: '40001' });
    } finally {
      await older.query('rollback');
      await older.end();
    }
    const all = (await store.readAll()).filter((e) => e.streamId === s);
    expect(all.map((e) => [e.type, e.revision])).toEqual([['First', 0n]]);
  });

  it('queues appenders to one stream so the later one gets the later place in $all', async () => {
    const s = `order-${randomUUID()}`;
    const first = await openTransaction();
    try {
      await appendInside(first, s);
      const second = store.appendToStream(s, [newEvent('Second')], { expected: 'any' }); // waits for `first`
      await first.query('commit');
      expect((await second).nextRevision).toBe(1n);
    } finally {
      await first.end();
    }
    await expect
      .poll(async () => (await store.readAll()).filter((e) => e.streamId === s).map((e) => e.revision), {
        timeout: 10_000,
      })
      .toEqual([0n, 1n]);
  });

  it('lets appends to different streams pass each other', async () => {
    const blocked = await openTransaction();
    try {
      await appendInside(blocked, `order-${randomUUID()}`);
      const other = await store.appendToStream(`order-${randomUUID()}`, [newEvent('Elsewhere')], {
        expected: 'no_stream',
      });
      expect(other.nextRevision).toBe(0n);
    } finally {
      await blocked.query('rollback');
      await blocked.end();
    }
  });
});
