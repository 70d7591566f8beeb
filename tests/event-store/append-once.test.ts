import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import type { NewEvent } from '../../infra/event-store/port';
import { createTestDatabase } from '../support/database';
import { testEvent } from '../support/events';

// appendOnce (Postgres): an Idempotency-Key's check, the append and the kept answer in one
// transaction. The first request's answer is the key's; a repeat appends nothing; another request
// with the key gets the kept answer back, to be refused by its caller.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function freshStore() {
  const db = await createTestDatabase('once');
  const store = new PostgresEventStore(db.pool);
  cleanups.push(
    () => db.drop(),
    () => store.close(),
  );
  return { db, store };
}

const keyed = (commandId: string, n = 1): NewEvent[] =>
  Array.from({ length: n }, (_, i) => testEvent('Counted', { i }, { commandId }));

describe('appendOnce', () => {
  it('appends and keeps the answer; a repeat appends nothing and gets it back', async () => {
    const { store, db } = await freshStore();
    const key = randomUUID();
    const first = await store.appendOnce('count-1', keyed(key, 2), {
      expected: 'no_stream',
      commandId: key,
      requestHash: 'h',
    });
    expect(first).toMatchObject({ appended: { nextRevision: 1n, answerKept: true } });
    if (!('appended' in first)) throw new Error('not appended');
    const repeat = await store.appendOnce('count-1', keyed(key, 2), { expected: 1n, commandId: key, requestHash: 'h' });
    expect(repeat).toEqual({
      kept: { requestHash: 'h', streamId: 'count-1', answer: { revision: 1n, position: first.appended.position } },
    });
    expect(await store.readStream('count-1')).toHaveLength(2);
    const { rows } = await db.pool.query('select revision, position from command_results where command_id = $1', [key]);
    expect(rows).toEqual([{ revision: '1', position: first.appended.position }]);
  });

  it('gives another request with the key the kept answer, appending nothing', async () => {
    const { store } = await freshStore();
    const key = randomUUID();
    await store.appendOnce('count-2', keyed(key), { expected: 'any', commandId: key, requestHash: 'first' });
    const other = await store.appendOnce('count-3', keyed(key), {
      expected: 'any',
      commandId: key,
      requestHash: 'other',
    });
    expect(other).toMatchObject({ kept: { requestHash: 'first', streamId: 'count-2' } });
    expect(await store.readStream('count-3')).toEqual([]);
  });

  it('lands one of many concurrent duplicates; the others get its answer', async () => {
    const { store } = await freshStore();
    await store.appendToStream('count-4', [testEvent('Counted')], { expected: 'no_stream' });
    const key = randomUUID();
    const sent = await Promise.all(
      Array.from({ length: 8 }, () =>
        store.appendOnce('count-4', keyed(key), { expected: 0n, commandId: key, requestHash: 'h' }),
      ),
    );
    expect(sent.filter((s) => 'appended' in s)).toHaveLength(1);
    expect(sent.filter((s) => 'kept' in s && s.kept.answer?.revision === 1n)).toHaveLength(7);
    expect(await store.readStream('count-4')).toHaveLength(2);
  });

  it('completes a claim the three-step path left pending, and reports a stale expected revision', async () => {
    const { store, db } = await freshStore();
    const key = randomUUID();
    await db.pool.query(`insert into command_results values ($1, 'h', 'count-5', '', '')`, [key]);
    const sent = await store.appendOnce('count-5', keyed(key), {
      expected: 'no_stream',
      commandId: key,
      requestHash: 'h',
    });
    expect(sent).toMatchObject({ appended: { nextRevision: 0n, answerKept: true } });
    const stale = randomUUID();
    await expect(
      store.appendOnce('count-5', keyed(stale), { expected: 'no_stream', commandId: stale, requestHash: 'h' }),
    ).rejects.toMatchObject({ code: 'CONCURRENCY' });
    const { rows } = await db.pool.query('select 1 from command_results where command_id = $1', [stale]);
    expect(rows).toEqual([]);
  });
});
