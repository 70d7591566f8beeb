import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ConcurrencyError, type EventStore, type Position, type StreamAppend } from '../../infra/event-store/port';
import { newEvent } from './contract';

// appendToStreams (issue 41): the behaviour every adapter must show for a command that writes
// several streams — all or none, one commit in order, idempotent by event ids.

type Open = () => Promise<{ store: EventStore; close(): Promise<void> }>;

const stream = () => `multi-${randomUUID()}`;

/** What a store's readers see of these streams, in the order they read them. */
async function readOrder(store: EventStore, after: Position | undefined, streams: string[], count: number) {
  let seen: { streamId: string; type: string; revision: bigint; position: Position }[] = [];
  await vi.waitFor(
    async () => {
      const all = await store.readAll({ after, limit: 10_000 });
      seen = all.filter((e) => streams.includes(e.streamId));
      expect(seen.length).toBe(count);
    },
    { timeout: 15_000, interval: 20 },
  );
  return seen;
}

export function multiStreamContract(name: string, open: Open) {
  describe(`event store contract, several streams at once: ${name}`, () => {
    it('appends to three streams in one commit: each its revision, read in order, the last position answered', async () => {
      const { store, close } = await open();
      try {
        const [a, b, c] = [stream(), stream(), stream()];
        await store.appendToStream(b, [newEvent('B0')], { expected: 'no_stream' });
        const start = await store.headPosition();
        const cmd = randomUUID();
        const sent = await store.appendToStreams([
          { streamId: a, expected: 'no_stream', events: [newEvent('A0', {}, cmd), newEvent('A1', {}, cmd)] },
          { streamId: b, expected: 0n, events: [newEvent('B1', {}, cmd)] },
          { streamId: c, expected: 'any', events: [newEvent('C0', {}, cmd)] },
        ]);
        if (!('appended' in sent)) throw new Error('appended nothing');
        expect(sent.appended.revisions).toEqual([1n, 1n, 0n]);
        expect(sent.appended.alreadyAppended).toBeUndefined();
        const seen = await readOrder(store, start, [a, b, c], 4);
        expect(seen.map((e) => e.type)).toEqual(['A0', 'A1', 'B1', 'C0']);
        expect(seen.at(-1)!.position).toBe(sent.appended.position);
        expect((await store.readStream(b)).map((e) => [e.type, e.revision])).toEqual([
          ['B0', 0n],
          ['B1', 1n],
        ]);
      } finally {
        await close();
      }
    });

    it('appends nothing anywhere when one stream is not at its expected revision', async () => {
      const { store, close } = await open();
      try {
        const [a, b, c] = [stream(), stream(), stream()];
        await store.appendToStream(b, [newEvent('B0')], { expected: 'no_stream' });
        await store.appendToStream(b, [newEvent('B1')], { expected: 0n }); // a concurrent writer
        const appends: StreamAppend[] = [
          { streamId: a, expected: 'no_stream', events: [newEvent('A0')] },
          { streamId: b, expected: 0n, events: [newEvent('B-late')] },
          { streamId: c, expected: 'no_stream', events: [newEvent('C0')] },
        ];
        const failed = await store.appendToStreams(appends).catch((e: unknown) => e);
        expect(failed).toBeInstanceOf(ConcurrencyError);
        expect((failed as ConcurrencyError).streamId).toBe(b);
        expect(await store.readStream(a)).toEqual([]);
        expect((await store.readStream(b)).map((e) => e.type)).toEqual(['B0', 'B1']);
        expect(await store.readStream(c)).toEqual([]);
        // The streams that did not exist still do not: a new command may create them.
        const again = await store.appendToStreams([appends[0]!, { ...appends[1]!, expected: 1n }, appends[2]!]);
        expect('appended' in again && again.appended.revisions).toEqual([0n, 2n, 0n]);
      } finally {
        await close();
      }
    });

    it('appends nothing when the same command is sent again, and answers where it landed', async () => {
      const { store, close } = await open();
      try {
        const [a, b] = [stream(), stream()];
        const cmd = randomUUID();
        const appends = (): StreamAppend[] => [
          { streamId: a, expected: 'no_stream', events: [newEvent('A0', {}, cmd)] },
          { streamId: b, expected: 'no_stream', events: [newEvent('B0', {}, cmd), newEvent('B1', {}, cmd)] },
        ];
        const first = await store.appendToStreams(appends());
        const again = await store.appendToStreams(appends());
        if (!('appended' in first) || !('appended' in again)) throw new Error('appended nothing');
        expect(again.appended.alreadyAppended).toBe(true);
        expect(again.appended.revisions).toEqual(first.appended.revisions);
        expect(again.appended.position).toBe(first.appended.position);
        const racing = await Promise.all(Array.from({ length: 5 }, () => store.appendToStreams(appends())));
        expect(racing.every((r) => 'appended' in r && r.appended.position === first.appended.position)).toBe(true);
        expect((await store.readStream(a)).length).toBe(1);
        expect((await store.readStream(b)).length).toBe(2);
      } finally {
        await close();
      }
    });

    it('takes commands sharing streams in any order without waiting on each other, revision order as commit order', async () => {
      const { store, close } = await open();
      try {
        const [a, b] = [stream(), stream()];
        const start = await store.headPosition();
        const pairs = Array.from({ length: 20 }, (_, i) =>
          store.appendToStreams(
            (i % 2 ? [a, b] : [b, a]).map((streamId) => ({
              streamId,
              expected: 'any' as const,
              events: [newEvent(`E${i}`)],
            })),
          ),
        );
        await Promise.all(pairs);
        const seen = await readOrder(store, start, [a, b], 40);
        for (const s of [a, b]) {
          const revisions = seen.filter((e) => e.streamId === s).map((e) => e.revision);
          expect(revisions).toEqual(Array.from({ length: 20 }, (_, k) => BigInt(k)));
        }
      } finally {
        await close();
      }
    });

    it('keeps a keyed command answer with its events, where the store keeps answers', async () => {
      const { store, close } = await open();
      try {
        if (!store.appendOnce) return; // KurrentDB: the command side claims and records the key itself
        const [a, b] = [stream(), stream()];
        const commandId = randomUUID();
        const once = { commandId, requestHash: 'hash-1', answer: 1 };
        const appends = (): StreamAppend[] => [
          { streamId: a, expected: 'no_stream', events: [newEvent('A0', {}, commandId)] },
          { streamId: b, expected: 'no_stream', events: [newEvent('B0', {}, commandId)] },
        ];
        const first = await store.appendToStreams(appends(), { once });
        if (!('appended' in first)) throw new Error('appended nothing');
        expect(first.appended.answerKept).toBe(true);
        const repeat = await store.appendToStreams(appends(), { once });
        expect(repeat).toEqual({
          kept: {
            requestHash: 'hash-1',
            streamId: b,
            answer: { revision: 0n, position: first.appended.position },
          },
        });
        const reused = await store.appendToStreams(appends(), { once: { ...once, requestHash: 'hash-2' } });
        expect('kept' in reused && reused.kept.requestHash).toBe('hash-1');
      } finally {
        await close();
      }
    });
  });
}
