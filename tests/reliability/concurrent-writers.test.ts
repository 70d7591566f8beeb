import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExpectedRevision, NewEvent, RecordedEvent } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { newEvent } from '../event-store/contract';
import { createTestDatabase } from '../support/database';

// Many writers, one live subscriber started before them: the subscriber must end up with every
// event exactly once, in one strictly increasing order, with every stream's revisions 0..n-1 in
// order — while appends commit in whatever order the scheduler gives them.
const WRITERS = 8;
const APPENDS_PER_WRITER = 5_000;
const STREAMS_PER_WRITER = 16;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pool: pg.Pool;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase('writers');
  // One connection per writer, one for the subscriber, one for notifications. Commits are not
  // awaited to disk: what is proven here (order, exactly once) does not depend on durability,
  // and the fsync rate of a shared two-core machine would otherwise be all this test measures.
  pool = new pg.Pool({ connectionString: db.url, max: WRITERS + 2, options: '-c synchronous_commit=off' });
  store = new PostgresEventStore(pool, { pollMs: 50 });
});
afterAll(async () => {
  await store?.close();
  await pool?.end();
  await db?.drop();
});

function withId(e: NewEvent): NewEvent {
  return { ...e, eventId: randomUUID() };
}

/**
 * One writer: round-robin over its own streams with the expected revision it knows, every
 * fifth append with 'any', every tenth with two events, and now and then an 'any' append to a
 * stream every writer shares. Returns the ids it wrote.
 */
async function write(writer: number, shared: string): Promise<string[]> {
  const streams = Array.from({ length: STREAMS_PER_WRITER }, (_, k) => `w${writer}-s${k}`);
  const revisions = new Map<string, bigint>();
  const ids: string[] = [];
  for (let i = 0; i < APPENDS_PER_WRITER; i++) {
    const toShared = i % 37 === 0;
    const stream = toShared ? shared : streams[i % STREAMS_PER_WRITER]!;
    const known = revisions.get(stream);
    const expected: ExpectedRevision = toShared || i % 5 === 0 ? 'any' : known === undefined ? 'no_stream' : known;
    const events = (i % 10 === 0 ? [1, 2] : [1]).map(() => withId(newEvent('Moved', { writer, i })));
    const result = await store.appendToStream(stream, events, { expected });
    revisions.set(stream, result.nextRevision);
    ids.push(...events.map((e) => e.eventId!));
  }
  return ids;
}

describe('concurrent writers and a live subscriber', () => {
  it(
    `delivers ${WRITERS} writers x ${APPENDS_PER_WRITER} appends exactly once, in commit order`,
    { timeout: 180_000 },
    async () => {
      const received: RecordedEvent[] = [];
      let caughtUp = 0;
      const subscription = store.subscribeToAll({
        handle: async (events) => void received.push(...events),
        onCaughtUp: () => caughtUp++,
      });
      try {
        await expect.poll(() => caughtUp, { timeout: 10_000 }).toBeGreaterThan(0);
        const shared = `shared-${randomUUID()}`;
        const written = (await Promise.all(Array.from({ length: WRITERS }, (_, w) => write(w, shared)))).flat();
        await expect
          .poll(() => received.length, { timeout: 60_000, interval: 200 })
          .toBeGreaterThanOrEqual(written.length);

        const ids = received.map((e) => e.eventId);
        expect(new Set(ids).size).toBe(ids.length); // nothing twice
        expect(new Set(ids)).toEqual(new Set(written)); // nothing missing, nothing foreign
        expectStrictlyIncreasing(received);
        expectStreamsInRevisionOrder(received);
      } finally {
        await subscription.stop();
      }
    },
  );
});

function expectStrictlyIncreasing(events: RecordedEvent[]) {
  const outOfOrder = events.findIndex(
    (e, i) => i > 0 && store.comparePositions(events[i - 1]!.position, e.position) !== -1,
  );
  expect(outOfOrder, `position at index ${outOfOrder} does not follow the one before`).toBe(-1);
}

function expectStreamsInRevisionOrder(events: RecordedEvent[]) {
  const next = new Map<string, bigint>();
  const broken: string[] = [];
  for (const e of events) {
    const expected = next.get(e.streamId) ?? 0n;
    if (e.revision !== expected) broken.push(`${e.streamId}: got ${e.revision}, expected ${expected}`);
    next.set(e.streamId, e.revision + 1n);
  }
  expect(broken.slice(0, 10)).toEqual([]);
  expect(next.size).toBe(WRITERS * STREAMS_PER_WRITER + 1);
}
