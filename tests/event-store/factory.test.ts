import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent } from './contract';
import { createTestDatabase } from '../support/database';
import { loadConfig } from '../../infra/config';
import { createEventStore } from '../../infra/event-store/index';

let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase('factory');
});
afterAll(async () => {
  await db?.drop();
});

describe('createEventStore', () => {
  it('opens the Postgres store by default, on the pool it is given', async () => {
    const store = await createEventStore(loadConfig({}), db.pool);
    try {
      expect(store.kind).toBe('postgres');
      const s = `factory-${randomUUID()}`;
      await store.appendToStream(s, [newEvent('Opened')], { expected: 'no_stream' });
      expect((await store.readStream(s)).map((e) => e.type)).toEqual(['Opened']);
    } finally {
      await store.close();
    }
  });

  it('opens KurrentDB when configured (connecting lazily, so no server is needed to build it)', async () => {
    const config = loadConfig({
      EVENT_STORE: 'kurrentdb',
      KURRENTDB_URL: 'kurrentdb://127.0.0.1:2113?tls=false',
    });
    const store = await createEventStore(config, db.pool);
    expect(store.kind).toBe('kurrentdb');
    expect(store.comparePositions('10/10', '9/20')).toBe(1);
    await store.close();
  });

  it('lifts old shapes on read when given upcasters', async () => {
    const store = await createEventStore(loadConfig({}), db.pool, {
      upcasters: { Renamed: { 1: (d: { nombre: string }) => ({ name: d.nombre }) } },
    });
    try {
      const s = `factory-${randomUUID()}`;
      await store.appendToStream(s, [newEvent('Renamed', { nombre: 'Rosa' })], { expected: 'no_stream' });
      const [event] = await store.readStream(s);
      expect(event!.data).toEqual({ name: 'Rosa' });
      expect(event!.metadata.schemaVersion).toBe(2);
    } finally {
      await store.close();
    }
  });
});
