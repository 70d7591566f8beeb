import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConcurrencyError, type EventStore, type NewEvent } from '../../infra/event-store/port';

export function newEvent(type: string, data: unknown = {}, commandId = randomUUID()): NewEvent {
  return {
    type,
    data,
    metadata: {
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor: { userId: 'tester', roles: ['owner'] },
      source: { app: 'contract-test' },
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

/** The behaviour every adapter must show; run against each with a fresh store per test. */
export function eventStoreContract(name: string, open: () => Promise<{ store: EventStore; close(): Promise<void> }>) {
  describe(`event store contract: ${name}`, () => {
    const stream = () => `test-${randomUUID()}`;

    it('appends to a new stream and reads it back in order', async () => {
      const { store, close } = await open();
      try {
        const s = stream();
        const cmd = randomUUID();
        const r = await store.appendToStream(s, [newEvent('A', { n: 1 }, cmd), newEvent('B', { n: 2 }, cmd)], { expected: 'no_stream' });
        expect(r.nextRevision).toBe(1n);
        const events = await store.readStream(s);
        expect(events.map((e) => [e.type, e.data, e.revision])).toEqual([['A', { n: 1 }, 0n], ['B', { n: 2 }, 1n]]);
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
        await expect(store.appendToStream(s, [newEvent('A')], { expected: 'stream_exists' })).rejects.toBeInstanceOf(ConcurrencyError);
        await expect(store.appendToStream(s, [newEvent('A')], { expected: 3n })).rejects.toBeInstanceOf(ConcurrencyError);
        await store.appendToStream(s, [newEvent('A')], { expected: 'no_stream' });
        await expect(store.appendToStream(s, [newEvent('A')], { expected: 'no_stream' })).rejects.toBeInstanceOf(ConcurrencyError);
        await store.appendToStream(s, [newEvent('B')], { expected: 0n });
        await expect(store.appendToStream(s, [newEvent('C')], { expected: 0n })).rejects.toBeInstanceOf(ConcurrencyError);
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
        expect(again).toEqual(first);
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
  });
}
