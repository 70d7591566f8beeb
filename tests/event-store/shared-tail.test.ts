import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { TailWindow } from '../../infra/event-store/tail-window';
import { createTestDatabase } from '../support/database';
import { newEvent } from './contract';

// One store's subscriptions share their reads through a TailWindow (a worker's followers read the
// same pages). Whatever the window serves, every subscriber must still see every event exactly once,
// in commit order: while appends race with the reads, and when one subscriber lags far behind.

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase('tail');
  store = new PostgresEventStore(db.pool, { pollMs: 50 });
});
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

async function appendMany(writers: number, each: number): Promise<void> {
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < each; i++) await store.appendToStream(`tail-${w}`, [newEvent(`E${i}`)], { expected: 'any' });
    }),
  );
}

function follow(batchSize: number, slowEvery = 0) {
  const seen: string[] = [];
  let batches = 0;
  const sub = store.subscribeToAll({
    batchSize,
    handle: async (events: RecordedEvent[]) => {
      seen.push(...events.map((e) => e.eventId));
      // A lagging follower: it yields to the others for a while on some batches.
      if (slowEvery && ++batches % slowEvery === 0) await new Promise((r) => setImmediate(r));
    },
  });
  return { seen, sub };
}

describe('subscriptions sharing one tail window', () => {
  it('hand every subscriber every event once, in commit order, while appends race with the reads', async () => {
    const followers = [follow(7), follow(50), follow(13, 2), follow(1000)];
    await appendMany(6, 60);
    const all: string[] = [];
    for (let page = await store.readAll({ limit: 100 }); page.length;) {
      all.push(...page.map((e) => e.eventId));
      page = await store.readAll({ after: page[page.length - 1]!.position, limit: 100 });
    }
    expect(all).toHaveLength(360);
    for (const f of followers) await expect.poll(() => f.seen.length, { timeout: 20_000 }).toBe(360);
    for (const f of followers) {
      await f.sub.stop();
      expect(f.seen).toEqual(all);
    }
  });

  it('serves a follower that starts far behind the window from the store, without disturbing it', async () => {
    const reads: { after?: string; limit: number }[] = [];
    const tail = new TailWindow((a, b) => store.comparePositions(a, b), 20);
    const read = (o: { after?: string; limit: number }) => {
      reads.push(o);
      return store.readAll(o);
    };
    // An empty page says "nothing visible after here yet", not "the end": a transaction of another
    // test's database on the same server may hold the readers' horizon back for a moment (the store
    // leaves a transaction it cannot place in another database in the horizon). So every walk and
    // read goes on until all 360 events of the first test are seen: the window may wait, never skip.
    const ALL = 360;
    const everything = async () => {
      let events: RecordedEvent[] = [];
      await expect.poll(async () => (events = await store.readAll({ limit: 10_000 })).length).toBe(ALL);
      return events;
    };
    const walk = async (limit: number) => {
      const ids: string[] = [];
      let after: string | undefined;
      while (ids.length < ALL) {
        const page = await tail.readAll(after === undefined ? { limit } : { after, limit }, read);
        ids.push(...page.map((e) => e.eventId));
        if (page.length) after = page[page.length - 1]!.position;
      }
      return ids;
    };
    const expected = (await everything()).map((e) => e.eventId);
    const leader = await walk(10); // fills the window with the last 20 events
    const readsByLeader = reads.length;
    const laggard = await walk(9); // starts from the beginning: far behind the window
    expect(leader).toEqual(expected);
    expect(laggard).toEqual(expected);
    expect(reads.length).toBeGreaterThan(readsByLeader);
    // A third walk from the window's start needs no query until the window's end.
    const beforeThird = reads.length;
    const tailEvents = await everything();
    const start = tailEvents[tailEvents.length - 21]!.position;
    const fromWindow = await tail.readAll({ after: start, limit: 20 }, read);
    expect(fromWindow.map((e) => e.eventId)).toEqual(expected.slice(-20));
    expect(reads.length).toBe(beforeThird);
  });
});
