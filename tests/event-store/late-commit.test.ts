import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventIdFor } from '../../infra/event-store/event-id';
import type { NewEvent, RecordedEvent } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../support/database';
import { newEvent } from './contract';

// The xid8 guarantee: a subscriber never moves past an event whose transaction is still running,
// so a transaction that took an earlier place but commits later is delivered, not skipped.
// Transactions are driven by hand on their own connections so the interleaving is exact.

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase('late');
  store = new PostgresEventStore(db.pool, { pollMs: 20 });
});
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

async function openTransaction(url = db.url): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  return client;
}

/** The same one-statement append the adapter sends, inside a transaction the test controls. */
async function appendInside(
  client: pg.Client,
  streamId: string,
  event: NewEvent,
): Promise<{ position: string; tx: bigint }> {
  const { rows } = await client.query(
    `select * from append_to_stream($1, 'any', $2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])`,
    [
      streamId,
      [eventIdFor(event.metadata.commandId, 0)],
      [event.type],
      [JSON.stringify(event.data)],
      [JSON.stringify(event.metadata)],
    ],
  );
  return { position: `${rows[0].last_tx}/${rows[0].last_position}`, tx: BigInt(rows[0].last_tx) };
}

/** A live subscriber whose reads can be counted, to know it has looked after a given moment. */
function watch(streams: string[]) {
  const seen: RecordedEvent[] = [];
  let reads = 0;
  const observed = Object.create(store) as PostgresEventStore;
  observed.readAll = (options) => {
    reads++;
    return store.readAll(options);
  };
  const subscription = observed.subscribeToAll({
    after: undefined,
    handle: async (events) => {
      seen.push(...events.filter((e) => streams.includes(e.streamId)));
    },
  });
  return { seen, reads: () => reads, subscription };
}

async function readsTwiceMore(w: ReturnType<typeof watch>) {
  const from = w.reads();
  await expect.poll(() => w.reads(), { timeout: 10_000 }).toBeGreaterThanOrEqual(from + 2);
}

const gp = (p: string) => BigInt(p.split('/')[1]!);

describe('postgres event store: a transaction that commits late is never skipped', () => {
  it('holds back B, committed first, until A, which took the lower global position, commits', async () => {
    const [sa, sb] = [`late-a-${randomUUID()}`, `late-b-${randomUUID()}`];
    const w = watch([sa, sb]);
    const a = await openTransaction();
    try {
      const appendedA = await appendInside(a, sa, newEvent('A'));
      const b = await store.appendToStream(sb, [newEvent('B')], { expected: 'no_stream' });
      expect(gp(appendedA.position)).toBeLessThan(gp(b.position));

      // B is committed, yet no reader may see it while A, which sorts before it, is running.
      expect((await store.readAll()).filter((e) => e.streamId === sb)).toEqual([]);
      await readsTwiceMore(w);
      expect(w.seen).toEqual([]);

      await a.query('commit');
      await expect.poll(() => w.seen.map((e) => e.type), { timeout: 10_000 }).toEqual(['A', 'B']);
      expect(w.seen[0]!.position).toBe(appendedA.position);
      expect(store.comparePositions(w.seen[0]!.position, w.seen[1]!.position)).toBe(-1);
    } finally {
      await w.subscription.stop();
      await a.end();
    }
  });

  it('orders by transaction, not by global position: A took its transaction id first, appended last', async () => {
    const [sa, sb] = [`late-a-${randomUUID()}`, `late-b-${randomUUID()}`];
    const w = watch([sa, sb]);
    const a = await openTransaction();
    try {
      await a.query('select pg_current_xact_id()'); // A's transaction id is now older than B's
      const b = await store.appendToStream(sb, [newEvent('B')], { expected: 'no_stream' });
      await readsTwiceMore(w);
      expect(w.seen).toEqual([]);

      const appendedA = await appendInside(a, sa, newEvent('A'));
      expect(gp(appendedA.position)).toBeGreaterThan(gp(b.position));
      await a.query('commit');
      await expect.poll(() => w.seen.map((e) => e.type), { timeout: 10_000 }).toEqual(['A', 'B']);
      expect(store.comparePositions(w.seen[0]!.position, w.seen[1]!.position)).toBe(-1);
      expect((await store.readAll({ after: w.seen[0]!.position })).filter((e) => e.streamId === sb).length).toBe(1);
    } finally {
      await w.subscription.stop();
      await a.end();
    }
  });

  it('lets B through once A rolls back, and nothing of A ever appears', async () => {
    const [sa, sb] = [`late-a-${randomUUID()}`, `late-b-${randomUUID()}`];
    const w = watch([sa, sb]);
    const a = await openTransaction();
    try {
      await appendInside(a, sa, newEvent('A'));
      await store.appendToStream(sb, [newEvent('B')], { expected: 'no_stream' });
      await readsTwiceMore(w);
      expect(w.seen).toEqual([]);

      await a.query('rollback');
      await expect.poll(() => w.seen.map((e) => e.type), { timeout: 10_000 }).toEqual(['B']);
      expect(await store.readStream(sa)).toEqual([]);
    } finally {
      await w.subscription.stop();
      await a.end();
    }
  });

  it('is not held back by a transaction running in another database, which cannot write its events', async () => {
    const s = `other-db-${randomUUID()}`;
    const elsewhere = await openTransaction(inject('adminDatabaseUrl'));
    try {
      await elsewhere.query('select pg_current_xact_id()');
      const appended = await store.appendToStream(s, [newEvent('A')], { expected: 'no_stream' });
      expect((await store.readAll({ limit: 100_000 })).filter((e) => e.streamId === s).map((e) => e.position)).toEqual([
        appended.position,
      ]);
      expect(await store.headPosition()).toBe(appended.position);
    } finally {
      await elsewhere.query('rollback');
      await elsewhere.end();
    }
  });
});
