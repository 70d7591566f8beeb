import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  ConcurrencyError,
  type AppendResult,
  type EventStore,
  type NewEvent,
  type Position,
} from '../../infra/event-store/port';
import { testEvent } from '../support/events';

export const newEvent = (type: string, data: unknown = {}, commandId = randomUUID()): NewEvent =>
  testEvent(type, data, { commandId, source: { app: 'contract-test' } });

/** The behaviour every adapter must show; run against each with a fresh store per test. */
export function eventStoreContract(name: string, open: () => Promise<{ store: EventStore; close(): Promise<void> }>) {
  describe(`event store contract: ${name}`, () => {
    const stream = () => `test-${randomUUID()}`;

    it('appends to a new stream and reads it back in order', async () => {
      const { store, close } = await open();
      try {
        const s = stream();
        const cmd = randomUUID();
        const r = await store.appendToStream(s, [newEvent('A', { n: 1 }, cmd), newEvent('B', { n: 2 }, cmd)], {
          expected: 'no_stream',
        });
        expect(r.nextRevision).toBe(1n);
        const events = await store.readStream(s);
        expect(events.map((e) => [e.type, e.data, e.revision])).toEqual([
          ['A', { n: 1 }, 0n],
          ['B', { n: 2 }, 1n],
        ]);
        expect(events[0]!.metadata.actor.userId).toBe('tester');
        expect(store.comparePositions(events[0]!.position, events[1]!.position)).toBe(-1);
        expect(events[1]!.position).toBe(r.position);
      } finally {
        await close();
      }
    });

    it('enforces every kind of expected revision with one ConcurrencyError', async () => {
      const { store, close } = await open();
      try {
        const s = stream();
        await expect(store.appendToStream(s, [newEvent('A')], { expected: 'stream_exists' })).rejects.toBeInstanceOf(
          ConcurrencyError,
        );
        await expect(store.appendToStream(s, [newEvent('A')], { expected: 3n })).rejects.toBeInstanceOf(
          ConcurrencyError,
        );
        await store.appendToStream(s, [newEvent('A')], { expected: 'no_stream' });
        await expect(store.appendToStream(s, [newEvent('A')], { expected: 'no_stream' })).rejects.toBeInstanceOf(
          ConcurrencyError,
        );
        await store.appendToStream(s, [newEvent('B')], { expected: 0n });
        await expect(store.appendToStream(s, [newEvent('C')], { expected: 0n })).rejects.toBeInstanceOf(
          ConcurrencyError,
        );
        await store.appendToStream(s, [newEvent('C')], { expected: 'stream_exists' });
        const r = await store.appendToStream(s, [newEvent('D')], { expected: 'any' });
        expect(r.nextRevision).toBe(3n);
        expect((await store.readStream(s, { fromRevision: 2n })).map((e) => e.type)).toEqual(['C', 'D']);
      } finally {
        await close();
      }
    });

    it('appends nothing when the same command is retried, and answers as the first time', async () => {
      const { store, close } = await open();
      try {
        const s = stream();
        const cmd = randomUUID();
        const first = await store.appendToStream(s, [newEvent('A', {}, cmd)], { expected: 'no_stream' });
        const again = await store.appendToStream(s, [newEvent('A', {}, cmd)], { expected: 'no_stream' });
        expect(again).toEqual({ ...first, alreadyAppended: true });
        const concurrent = await Promise.all(
          Array.from({ length: 5 }, () => store.appendToStream(s, [newEvent('A', {}, cmd)], { expected: 'any' })),
        );
        expect((await store.readStream(s)).length).toBe(1);
        expect(concurrent.every((c) => c.position === first.position)).toBe(true);
      } finally {
        await close();
      }
    });

    it('reads all events after a position and subscribes from there, then live', async () => {
      const { store, close } = await open();
      try {
        const s = stream();
        await store.appendToStream(s, [newEvent('A'), newEvent('B')], { expected: 'any' });
        const start = await store.headPosition();
        expect(start).toBeDefined();
        const seen: string[] = [];
        let caughtUp = 0;
        const sub = store.subscribeToAll({
          after: start,
          handle: async (events) => {
            for (const e of events) if (e.streamId === s) seen.push(e.type);
          },
          onCaughtUp: () => caughtUp++,
        });
        await store.appendToStream(s, [newEvent('C')], { expected: 'any' });
        await store.appendToStream(s, [newEvent('D')], { expected: 'any' });
        await expect.poll(() => seen, { timeout: 5000 }).toEqual(['C', 'D']);
        expect(caughtUp).toBeGreaterThan(0);
        await sub.stop();
        const all = await store.readAll({ after: start, limit: 10 });
        expect(all.filter((e) => e.streamId === s).map((e) => e.type)).toEqual(['C', 'D']);
      } finally {
        await close();
      }
    });

    // A rebuild reads only its types whole; every other event still takes its place (ordinals,
    // checkpoints), and an adapter may answer it whole too.
    it('reads every event in place when told which types matter, those whole', async () => {
      const { store, close } = await open();
      try {
        const start = await store.headPosition();
        const s = stream();
        const { position } = await store.appendToStream(s, [newEvent('Kept'), newEvent('Other'), newEvent('Kept')], {
          expected: 'no_stream',
        });
        await visible(store, position);
        const whole = (await store.readAll({ after: start, limit: 1000 })).filter((e) => e.streamId === s);
        const typed = (await store.readAll({ after: start, limit: 1000, types: ['Kept'] })).filter(
          (e) => e.streamId === s,
        );
        expect(typed.map((e) => [e.eventId, e.type, e.position])).toEqual(
          whole.map((e) => [e.eventId, e.type, e.position]),
        );
        for (const [i, e] of typed.entries()) if (e.type === 'Kept') expect(e).toEqual(whole[i]);
        if (store.kind === 'postgres') expect(typed[1]!.data).toBeNull();
      } finally {
        await close();
      }
    });

    // A read model folding data alone (the lots) may take its types without their metadata.
    it('reads the told types with their data whole when their metadata is not wanted', async () => {
      const { store, close } = await open();
      try {
        const start = await store.headPosition();
        const s = stream();
        const kept = newEvent('Kept', { stems: 12, lot: { code: 'A-1' } });
        const { position } = await store.appendToStream(s, [kept, newEvent('Other')], { expected: 'no_stream' });
        await visible(store, position);
        const whole = (await store.readAll({ after: start, limit: 1000 })).filter((e) => e.streamId === s);
        const dataOnly = (
          await store.readAll({ after: start, limit: 1000, types: ['Kept'], withoutMetadata: true })
        ).filter((e) => e.streamId === s);
        expect(dataOnly.map((e) => [e.eventId, e.type, e.position, e.revision])).toEqual(
          whole.map((e) => [e.eventId, e.type, e.position, e.revision]),
        );
        expect(dataOnly[0]!.data).toEqual({ stems: 12, lot: { code: 'A-1' } });
        expect(Object.keys(whole[0]!.metadata).length).toBeGreaterThan(0);
        if (store.kind === 'postgres') expect([dataOnly[0]!.metadata, dataOnly[1]!.data]).toEqual([{}, null]);
      } finally {
        await close();
      }
    });

    it('pages through readAll with limit and after, without gaps or overlaps', async () => {
      const { store, close } = await open();
      try {
        const start = await store.headPosition();
        const [s1, s2] = [stream(), stream()];
        await store.appendToStream(s1, [newEvent('A1'), newEvent('A2'), newEvent('A3')], {
          expected: 'no_stream',
        });
        await store.appendToStream(s2, [newEvent('B1'), newEvent('B2')], { expected: 'no_stream' });
        const { position } = await store.appendToStream(s1, [newEvent('A4'), newEvent('A5')], { expected: 2n });
        await visible(store, position);
        const pages = [];
        let after = start;
        for (
          let page = await store.readAll({ after, limit: 3 });
          page.length > 0;
          page = await store.readAll({ after, limit: 3 })
        ) {
          expect(page.length).toBeLessThanOrEqual(3);
          pages.push(page);
          after = page[page.length - 1]!.position;
        }
        const paged = pages.flat().filter((e) => e.streamId === s1 || e.streamId === s2);
        expect(paged.map((e) => e.type)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2', 'A4', 'A5']);
        const whole = (await store.readAll({ after: start, limit: 1000 })).filter(
          (e) => e.streamId === s1 || e.streamId === s2,
        );
        expect(paged.map((e) => e.eventId)).toEqual(whole.map((e) => e.eventId));
        expect(await store.headPosition()).toBe(pages.flat().at(-1)!.position);
      } finally {
        await close();
      }
    });

    it('subscribes from the very beginning: history first, then caught up, then live', async () => {
      const { store, close } = await open();
      try {
        const s = stream();
        await store.appendToStream(s, [newEvent('A'), newEvent('B'), newEvent('C')], {
          expected: 'no_stream',
        });
        const seen: string[] = [];
        const seenWhenCaughtUp: string[][] = [];
        const sub = store.subscribeToAll({
          batchSize: 2,
          handle: async (events) => {
            for (const e of events) if (e.streamId === s) seen.push(e.type);
          },
          onCaughtUp: () => seenWhenCaughtUp.push([...seen]),
        });
        await expect.poll(() => seenWhenCaughtUp.length, { timeout: 10_000 }).toBeGreaterThan(0);
        expect(seenWhenCaughtUp[0]).toEqual(['A', 'B', 'C']);
        await store.appendToStream(s, [newEvent('D')], { expected: 2n });
        await expect.poll(() => seen, { timeout: 5000 }).toEqual(['A', 'B', 'C', 'D']);
        await sub.stop();
      } finally {
        await close();
      }
    });

    it('appends nothing when a multi-event command is retried, whatever it expects the second time', async () => {
      const { store, close } = await open();
      try {
        const s = stream();
        const start = await store.headPosition();
        const cmd = randomUUID();
        const command = () => [
          newEvent('A', { n: 1 }, cmd),
          newEvent('B', { n: 2 }, cmd),
          newEvent('C', { n: 3 }, cmd),
        ];
        const first = await store.appendToStream(s, command(), { expected: 'no_stream' });
        expect(first.nextRevision).toBe(2n);
        const repeat = { ...first, alreadyAppended: true };
        expect(await store.appendToStream(s, command(), { expected: 'no_stream' })).toEqual(repeat);
        expect(await store.appendToStream(s, command(), { expected: 'any' })).toEqual(repeat);
        const next = await store.appendToStream(s, [newEvent('D')], { expected: 2n });
        expect(next.nextRevision).toBe(3n);
        // The stream moved on; the retry still gets its first answer, not a conflict.
        expect(await store.appendToStream(s, command(), { expected: 'no_stream' })).toEqual(repeat);
        expect((await store.readStream(s)).map((e) => [e.type, e.revision])).toEqual([
          ['A', 0n],
          ['B', 1n],
          ['C', 2n],
          ['D', 3n],
        ]);
        await visible(store, next.position);
        const all = (await store.readAll({ after: start, limit: 1000 })).filter((e) => e.streamId === s);
        expect(all.length).toBe(4);
      } finally {
        await close();
      }
    });

    it('reads several streams at once, each from its revision, as readStream would (where the store offers it)', async () => {
      const { store, close } = await open();
      try {
        if (!store.readStreams) {
          console.log(`${name}: readStreams not offered; its callers read each stream in turn`);
          return;
        }
        const [a, b, missing] = [stream(), stream(), stream()];
        await store.appendToStream(a, [newEvent('A0'), newEvent('A1'), newEvent('A2')], { expected: 'no_stream' });
        await store.appendToStream(b, [newEvent('B0')], { expected: 'no_stream' });
        await store.appendToStream(a, [newEvent('A3')], { expected: 2n });
        const reads = [
          { streamId: b, fromRevision: 0n },
          { streamId: missing, fromRevision: 0n },
          { streamId: a, fromRevision: 2n },
        ];
        const many = await store.readStreams(reads);
        const one = await Promise.all(reads.map((r) => store.readStream(r.streamId, r)));
        expect(many).toEqual(one);
        expect(many.map((events) => events.map((e) => e.type))).toEqual([['B0'], [], ['A2', 'A3']]);
        expect(await store.readStreams([])).toEqual([]);
      } finally {
        await close();
      }
    });

    it("creates a missing stream on 'any', and reads a missing stream as empty", async () => {
      const { store, close } = await open();
      try {
        const s = stream();
        expect(await store.readStream(s)).toEqual([]);
        expect(await store.readStream(s, { fromRevision: 5n })).toEqual([]);
        const r = await store.appendToStream(s, [newEvent('A'), newEvent('B')], { expected: 'any' });
        expect(r.nextRevision).toBe(1n);
        expect((await store.readStream(s)).map((e) => [e.type, e.revision])).toEqual([
          ['A', 0n],
          ['B', 1n],
        ]);
        expect(await store.readStream(s, { fromRevision: 2n })).toEqual([]);
      } finally {
        await close();
      }
    });

    it('keeps each stream in revision order, and positions strictly increasing, when many streams interleave', async () => {
      const { store, close } = await open();
      try {
        const start = await store.headPosition();
        const streams = Array.from({ length: 6 }, () => stream());
        // Two rounds per stream run concurrently: 'any' appends to the same streams race each other.
        const appended: AppendResult[] = [];
        for (let round = 0; round < 5; round++) {
          appended.push(
            ...(await Promise.all(
              streams.flatMap((s, i) => [
                store.appendToStream(s, [newEvent(`R${round}`, { i })], { expected: 'any' }),
                store.appendToStream(s, [newEvent(`R${round}`, { i }), newEvent(`R${round}`, { i })], {
                  expected: 'any',
                }),
              ]),
            )),
          );
        }
        await visible(
          store,
          last(
            store,
            appended.map((a) => a.position),
          ),
        );
        const all = await store.readAll({ after: start, limit: 1000 });
        for (let i = 1; i < all.length; i++) {
          expect(store.comparePositions(all[i - 1]!.position, all[i]!.position)).toBe(-1);
          expect(store.comparePositions(all[i]!.position, all[i - 1]!.position)).toBe(1);
        }
        for (const s of streams) {
          const mine = all.filter((e) => e.streamId === s);
          expect(mine.map((e) => e.revision)).toEqual(Array.from({ length: 15 }, (_, k) => BigInt(k)));
          expect((await store.readStream(s)).map((e) => e.eventId)).toEqual(mine.map((e) => e.eventId));
        }
        expect(store.comparePositions(all[0]!.position, all[0]!.position)).toBe(0);
      } finally {
        await close();
      }
    });
  });
}

/** The latest of the positions. */
const last = (store: EventStore, positions: Position[]) =>
  positions.reduce((a, b) => (store.comparePositions(a, b) >= 0 ? a : b));

/**
 * Waits (bounded) until readers see `position`. The Postgres store reads below the oldest transaction
 * it cannot prove to be another database's, so a test file running beside this one can hold a read
 * back for a moment; a test about what a read returns waits for its last write to be visible first.
 */
async function visible(store: EventStore, position: Position): Promise<void> {
  await vi.waitFor(
    async () => {
      const head = await store.headPosition();
      expect(head !== undefined && store.comparePositions(head, position) >= 0).toBe(true);
    },
    { timeout: 15_000, interval: 20 },
  );
}
