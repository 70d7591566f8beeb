import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { ConcurrencyError } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../support/database';
import { newEvent } from './contract';

// Group commit (issue 41): appends queued behind a busy lane leave together in one statement, and
// each is answered as if it had gone alone — its revision, its conflict, its key's kept answer.

async function withStore(lanes: number, work: (store: PostgresEventStore) => Promise<void>) {
  const db = await createTestDatabase('gc');
  const store = new PostgresEventStore(db.pool, { pollMs: 50, appendLanes: lanes });
  try {
    await work(store);
  } finally {
    await store.close();
    await db.drop();
  }
}

it('answers each of forty appends sent together with its own revision, in fewer statements', async () => {
  await withStore(1, async (store) => {
    const streams = Array.from({ length: 40 }, () => `gc-${randomUUID()}`);
    await Promise.all(streams.map((s) => store.appendToStream(s, [newEvent('A0')], { expected: 'no_stream' })));
    const answers = await Promise.all(
      streams.map((s, i) => store.appendToStream(s, [newEvent('A1', { i }), newEvent('A2')], { expected: 0n })),
    );
    expect(answers.every((a) => a.nextRevision === 2n && !a.alreadyAppended)).toBe(true);
    for (const [i, s] of streams.entries()) {
      const events = await store.readStream(s);
      expect(events.map((e) => [e.type, e.revision])).toEqual([
        ['A0', 0n],
        ['A1', 1n],
        ['A2', 2n],
      ]);
      expect(events[1]!.data).toEqual({ i });
      expect(events[2]!.position).toBe(answers[i]!.position);
    }
    expect(store.appendsSent.appends).toBe(80);
    expect(store.appendsSent.statements).toBeLessThan(40);
  });
});

it('refuses only the append whose stream moved, and commits the others of its batch', async () => {
  await withStore(1, async (store) => {
    const [moved, ...others] = Array.from({ length: 8 }, () => `gc-${randomUUID()}`);
    await store.appendToStream(moved!, [newEvent('A0'), newEvent('A1')], { expected: 'no_stream' });
    const sent = await Promise.allSettled([
      store.appendToStream(moved!, [newEvent('Late')], { expected: 0n }),
      ...others.map((s) => store.appendToStream(s, [newEvent('New')], { expected: 'no_stream' })),
    ]);
    expect(sent[0]!.status).toBe('rejected');
    expect((sent[0] as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect(sent.slice(1).every((r) => r.status === 'fulfilled')).toBe(true);
    expect((await store.readStream(moved!)).map((e) => e.type)).toEqual(['A0', 'A1']);
    for (const s of others) expect((await store.readStream(s)).length).toBe(1);
  });
});

it('appends a keyed command once when its duplicates share its batch, and answers them all the same', async () => {
  await withStore(1, async (store) => {
    const stream = `gc-${randomUUID()}`;
    const commandId = randomUUID();
    const options = { expected: 'any' as const, commandId, requestHash: 'same-request' };
    const busy = Array.from({ length: 6 }, () =>
      store.appendToStream(`gc-${randomUUID()}`, [newEvent('Other')], { expected: 'no_stream' }),
    );
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => store.appendOnce(stream, [newEvent('Placed', {}, commandId)], options)),
    );
    await Promise.all(busy);
    expect((await store.readStream(stream)).length).toBe(1);
    const positions = repeats.map((r) => ('appended' in r ? r.appended.position : r.kept.answer?.position));
    expect(new Set(positions).size).toBe(1);
  });
});
