import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { CommandHandler } from '../../application/handler';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings';
import { ConcurrencyError, type EventStore } from '../../infra/event-store/port';
import { SnapshotStore } from '../../infra/event-store/snapshots';
import { useFreshCommandApi } from '../support/command-api';

const { freshApi } = useFreshCommandApi('cmdset');

/** The real store, except that the first two stream reads wait for each other: both writers see the same revision. */
function storeWhereTwoReadsMeet(store: EventStore) {
  let reads = 0;
  let release!: () => void;
  const bothRead = new Promise<void>((resolve) => (release = resolve));
  const meeting: EventStore = Object.create(store, {
    readStream: {
      value: async (...args: Parameters<EventStore['readStream']>) => {
        const events = await store.readStream(...args);
        if (++reads <= 2) {
          if (reads === 2) release();
          await bothRead;
        }
        return events;
      },
    },
  });
  return Object.assign(meeting, { reads: () => reads });
}

describe('configuring the shop settings', () => {
  it('appends the event with its audit trail and answers { id, streamId, revision, position }', async () => {
    const { put, putTaxRate, stream, store } = await freshApi();
    const correlationId = randomUUID();
    const res = await putTaxRate(16, { 'x-correlation-id': correlationId, 'x-device-id': 'caja-2' });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({
      id: 'tax-rate',
      streamId: SETTINGS_STREAM,
      revision: 0,
      position: expect.any(String),
    });

    const [event] = await stream();
    expect(event).toMatchObject({
      type: 'TaxRateConfigured',
      data: { taxRateBasisPoints: 1600 },
      position: answer.position,
    });
    const { metadata } = event!;
    expect(metadata).toMatchObject({
      correlationId,
      causationId: metadata.commandId,
      actor: { userId: 'owner-1', roles: ['owner'] },
      source: { app: 'command-api', deviceId: 'caja-2' },
      schemaVersion: 1,
    });
    expect(metadata.commandId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(metadata.occurredAt).toISOString()).toBe(metadata.occurredAt);

    const area = await put('/api/settings/areas/billing', {
      currency: 'USD',
      locale: 'en-US',
      dateFormat: 'mm/dd/yyyy',
    });
    expect(area.statusCode).toBe(201);
    expect(area.json()).toMatchObject({ id: 'billing', streamId: SETTINGS_STREAM, revision: 1 });
    expect(store.comparePositions(answer.position, area.json().position)).toBe(-1);
  });

  it('answers 200 with the current revision and appends nothing when nothing changes', async () => {
    const { put, putTaxRate, stream } = await freshApi();
    const untouched = await putTaxRate(19); // the default
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json()).toEqual({
      id: 'tax-rate',
      streamId: SETTINGS_STREAM,
      revision: -1,
      position: null,
    });

    const changed = await put('/api/settings/areas/inventory', {
      currency: 'USD',
      locale: 'en-US',
      dateFormat: 'yyyy-mm-dd',
    });
    const same = await put('/api/settings/areas/inventory', {
      currency: 'USD',
      locale: 'en-US',
      dateFormat: 'yyyy-mm-dd',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(changed.json());
    expect(await stream()).toHaveLength(1);
  });

  it('appends with the expected revision: a writer that read an old revision conflicts, and retries', async () => {
    const { database, store } = await freshApi();
    const snapshots = new SnapshotStore(database.db);
    const context = (_n: number) => ({
      commandId: randomUUID(),
      correlationId: randomUUID(),
      actor: { userId: 'u', roles: ['owner'] },
    });
    const send = (handler: CommandHandler, n: number) =>
      handler.handle(
        settingsDecider,
        SETTINGS_STREAM,
        { type: 'ConfigureTaxRate', data: { taxRatePercent: n } },
        context(n),
      );

    // Two processes (one handler each): one process takes a stream's commands in turn, never racing itself.
    const racing = storeWhereTwoReadsMeet(store);
    const [onceA, onceB] = [1, 2].map(() => new CommandHandler({ store: racing, snapshots, maxAttempts: 1 }));
    const results = await Promise.allSettled([send(onceA!, 10), send(onceB!, 11)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(
      ConcurrencyError,
    );

    const meeting = storeWhereTwoReadsMeet(store);
    const [retryingA, retryingB] = [1, 2].map(() => new CommandHandler({ store: meeting, snapshots, maxAttempts: 3 }));
    const both = await Promise.all([send(retryingA!, 12), send(retryingB!, 13)]);
    expect(both.map((o) => o.revision).sort()).toEqual([1n, 2n]);
    expect(meeting.reads()).toBe(3); // the loser read the stream again
  });

  it('lands 20 concurrent commands to one process in turn, at contiguous revisions, none losing a race', async () => {
    const { putTaxRate, stream, store } = await freshApi();
    const appends = vi.spyOn(store, 'appendToStream');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => putTaxRate(20 + i)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const revisions = answers.map((a) => a.json().revision as number).sort((a, b) => a - b);
    expect(revisions).toEqual(Array.from({ length: 20 }, (_, i) => i));
    const events = await stream();
    expect(events.map((e) => e.revision)).toEqual(Array.from({ length: 20 }, (_, i) => BigInt(i)));
    expect(new Set(events.map((e) => (e.data as { taxRateBasisPoints: number }).taxRateBasisPoints)).size).toBe(20);
    expect(appends.mock.calls.length).toBe(20); // taken in turn: no append conflicted and was tried again
  });
});

describe('snapshots', () => {
  it('takes one every 100 events and loads a long stream from it', async () => {
    const { app, database, putTaxRate, store } = await freshApi();
    // 250 changes: alternate between two rates so every command appends.
    for (let i = 0; i < 250; i++) expect((await putTaxRate(i % 2 ? 17 : 18)).statusCode).toBe(201);
    await app.commands.idle();
    const snapshot = await new SnapshotStore(database.db).load<{ taxRateBasisPoints: number }>(
      SETTINGS_STREAM,
      settingsDecider.stateVersion,
    );
    expect(snapshot!.revision).toBeGreaterThanOrEqual(199n);
    expect(snapshot!.state.taxRateBasisPoints).toBe(snapshot!.revision % 2n ? 1700 : 1800);

    // A process starting cold (no stream in its memory) loads the snapshot and only the tail after it.
    const reads = vi.spyOn(store, 'readStream');
    const cold = new CommandHandler({ store, snapshots: new SnapshotStore(database.db) });
    const loaded = await cold.load(settingsDecider, SETTINGS_STREAM);
    expect(reads.mock.calls[0]).toEqual([SETTINGS_STREAM, { fromRevision: snapshot!.revision + 1n }]);
    expect(loaded).toMatchObject({ revision: 249n, state: { taxRateBasisPoints: 1700 } });
    // The last change (revision 249) set 17 %: asking for 17 again must know it.
    const same = await putTaxRate(17);
    expect(same.statusCode).toBe(200);
    expect(same.json().revision).toBe(249);
    const changed = await putTaxRate(18);
    expect(changed.json().revision).toBe(250);
  });

  it('answers a no-op from a snapshot with nothing after it with the position of the last event', async () => {
    const { database, putTaxRate, store, stream } = await freshApi();
    for (const rate of [16, 17, 18]) await putTaxRate(rate);
    const events = await stream();
    const state = events.reduce((s, e) => settingsDecider.evolve(s, e as never), settingsDecider.initialState());
    await new SnapshotStore(database.db).save(SETTINGS_STREAM, 2n, settingsDecider.stateVersion, state);
    const reads = vi.spyOn(store, 'readStream');
    const same = await putTaxRate(18);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({
      id: 'tax-rate',
      streamId: SETTINGS_STREAM,
      revision: 2,
      position: events[2]!.position,
    });
    expect(reads.mock.calls.map(([, options]) => options?.fromRevision)).toEqual([3n, 2n]);
  });

  it('ignores a snapshot of another state version and keeps bigints exact', async () => {
    const { database } = await freshApi();
    const snapshots = new SnapshotStore(database.db);
    await snapshots.save('product-1', 41n, 1, {
      onHand: 9007199254740993n,
      nested: [{ n: -5n }],
      label: 'rosa',
    });
    expect(await snapshots.load('product-1', 2)).toBeUndefined();
    expect(await snapshots.load('product-1', 1)).toEqual({
      revision: 41n,
      state: { onHand: 9007199254740993n, nested: [{ n: -5n }], label: 'rosa' },
    });
    await snapshots.save('product-1', 40n, 1, { stale: true }); // an older writer never wins
    expect((await snapshots.load('product-1', 1))!.revision).toBe(41n);
  });
});

describe('command-api surface', () => {
  it('serves its health and its OpenAPI document without a token', async () => {
    const { app } = await freshApi();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      status: 'ok',
      eventStore: 'postgres',
      eventStoreStatus: 'ok',
      database: 'ok',
    });
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = docs.json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/settings/tax-rate', '/api/settings/areas/{area}']),
    );
    expect(
      paths['/api/settings/tax-rate'].put.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('taxRatePercent');
    expect((await app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
