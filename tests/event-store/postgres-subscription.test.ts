import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../support/database';
import { newEvent } from './contract';

// With a poll interval far beyond the test timeout, these pass only if NOTIFY wakes the
// subscriber and stop() interrupts its wait, instead of either sitting out the interval.
const NEVER = 3_600_000;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let store: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase('sub');
  store = new PostgresEventStore(db.pool, { pollMs: NEVER });
});
afterAll(async () => {
  await store?.close();
  await db?.drop();
});

describe('postgres event store subscription', () => {
  it('is woken by a commit rather than by its poll interval', async () => {
    const s = `wake-${randomUUID()}`;
    const seen: string[] = [];
    let caughtUp = 0;
    const sub = store.subscribeToAll({
      handle: async (events) => void seen.push(...events.filter((e) => e.streamId === s).map((e) => e.type)),
      onCaughtUp: () => caughtUp++,
    });
    try {
      await expect.poll(() => caughtUp, { timeout: 10_000 }).toBeGreaterThan(0);
      for (const type of ['A', 'B', 'C']) await store.appendToStream(s, [newEvent(type)], { expected: 'any' });
      await expect.poll(() => seen, { timeout: 10_000 }).toEqual(['A', 'B', 'C']);
    } finally {
      await sub.stop();
    }
  });

  it('stops while waiting at the head without sitting out the poll interval', async () => {
    let caughtUp = 0;
    const sub = store.subscribeToAll({ handle: async () => {}, onCaughtUp: () => caughtUp++ });
    await expect.poll(() => caughtUp, { timeout: 10_000 }).toBeGreaterThan(0);
    await sub.stop();
    await expect(sub.done).resolves.toBeUndefined();
  });

  it('lets the handler finish its batch on stop, and hands it nothing after', async () => {
    const s = `stop-${randomUUID()}`;
    await store.appendToStream(s, [newEvent('A')], { expected: 'no_stream' });
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const batches: number[] = [];
    let finished = 0;
    const sub = store.subscribeToAll({
      handle: async (events) => {
        batches.push(events.length);
        await gate;
        finished++;
      },
    });
    await expect.poll(() => batches.length, { timeout: 10_000 }).toBe(1);
    const stopping = sub.stop();
    await store.appendToStream(s, [newEvent('B')], { expected: 0n });
    release();
    await stopping;
    expect(finished).toBe(1);
    expect(batches.length).toBe(1);
  });

  it('rejects done with the error the handler threw', async () => {
    await store.appendToStream(`fail-${randomUUID()}`, [newEvent('A')], { expected: 'no_stream' });
    const sub = store.subscribeToAll({
      handle: async () => {
        throw new Error('projection failed');
      },
    });
    await expect(sub.done).rejects.toThrow('projection failed');
    await sub.stop();
  });
});
