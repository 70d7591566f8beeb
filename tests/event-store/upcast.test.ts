import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../support/database';
import { newEvent } from './contract';
import type { NewEvent, RecordedEvent } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { withUpcasters, type Upcasters } from '../../infra/event-store/upcast';

// A movement's history of shapes: v1 had a signed `qty`; v2 split it into `quantity` and
// `direction`; v3 added `location`, which v1/v2 movements all happened at ('main').
const upcasters: Upcasters = {
  MovementRegistered: {
    1: (d: { qty: number }) => ({ quantity: Math.abs(d.qty), direction: d.qty < 0 ? 'out' : 'in' }),
    2: (d: { quantity: number; direction: string }) => ({ ...d, location: 'main' }),
  },
};

const at = (version: number, type: string, data: unknown): NewEvent => {
  const e = newEvent(type, data);
  return { ...e, metadata: { ...e.metadata, schemaVersion: version } };
};

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let raw: PostgresEventStore;

beforeAll(async () => {
  db = await createTestDatabase('upcast');
  raw = new PostgresEventStore(db.pool, { pollMs: 20 });
});
afterAll(async () => {
  await raw?.close();
  await db?.drop();
});

describe('withUpcasters', () => {
  const current = { quantity: 5, direction: 'out', location: 'main' };

  it('lifts every stored version to the current shape on readStream, step by step', async () => {
    const s = `product-${randomUUID()}`;
    await raw.appendToStream(s, [at(1, 'MovementRegistered', { qty: -5 })], { expected: 'no_stream' });
    await raw.appendToStream(s, [at(2, 'MovementRegistered', { quantity: 5, direction: 'out' })], {
      expected: 0n,
    });
    await raw.appendToStream(s, [at(3, 'MovementRegistered', current)], { expected: 1n });
    const store = withUpcasters(raw, upcasters);
    const events = await store.readStream(s);
    expect(events.map((e) => e.data)).toEqual([current, current, current]);
    expect(events.map((e) => e.metadata.schemaVersion)).toEqual([3, 3, 3]);
    expect(events[0]!.metadata.actor.userId).toBe('tester');
  });

  it('never rewrites what is stored', async () => {
    const s = `product-${randomUUID()}`;
    await raw.appendToStream(s, [at(1, 'MovementRegistered', { qty: 7 })], { expected: 'no_stream' });
    await withUpcasters(raw, upcasters).readStream(s);
    const stored = await raw.readStream(s);
    expect(stored[0]!.data).toEqual({ qty: 7 });
    expect(stored[0]!.metadata.schemaVersion).toBe(1);
    const { rows } = await db.pool.query('select data, metadata from events where stream_id = $1', [s]);
    expect(rows[0].data).toEqual({ qty: 7 });
    expect(rows[0].metadata.schemaVersion).toBe(1);
  });

  it('leaves other types, and current versions, exactly as read', async () => {
    const s = `partner-${randomUUID()}`;
    await raw.appendToStream(s, [at(1, 'PartnerRegistered', { name: 'Flores Ana' })], {
      expected: 'no_stream',
    });
    const [plain] = await raw.readStream(s);
    const [lifted] = await withUpcasters(raw, upcasters).readStream(s);
    expect(lifted).toEqual(plain);
  });

  it('lifts on readAll and on a subscription, keeping positions', async () => {
    const s = `product-${randomUUID()}`;
    const start = await raw.headPosition();
    const store = withUpcasters(raw, upcasters);
    await raw.appendToStream(
      s,
      [at(1, 'MovementRegistered', { qty: -5 }), at(2, 'MovementRegistered', { quantity: 5, direction: 'out' })],
      {
        expected: 'no_stream',
      },
    );
    const all = (await store.readAll({ after: start })).filter((e) => e.streamId === s);
    expect(all.map((e) => e.data)).toEqual([current, current]);
    expect(all.map((e) => e.position)).toEqual((await raw.readStream(s)).map((e) => e.position));

    const seen: RecordedEvent[] = [];
    const sub = store.subscribeToAll({
      after: start,
      handle: async (events) => void seen.push(...events.filter((e) => e.streamId === s)),
    });
    try {
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(2);
      expect(seen.map((e) => e.data)).toEqual([current, current]);
    } finally {
      await sub.stop();
    }
  });

  it('still appends, compares and reports the head through the wrapped store', async () => {
    const store = withUpcasters(raw, upcasters);
    const r = await store.appendToStream(`product-${randomUUID()}`, [at(3, 'MovementRegistered', current)], {
      expected: 'no_stream',
    });
    expect(store.kind).toBe('postgres');
    expect(await store.headPosition()).toBe(r.position);
    expect(store.comparePositions(r.position, r.position)).toBe(0);
  });
});
