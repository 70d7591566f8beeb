import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { bearer, insertAuditEvents, notifyProjections, openReadDatabase, setCheckpoint } from './read-fixtures';

// Read-your-writes: ?minPosition holds a read until the audit checkpoint has passed it.

const accountant = bearer(['accounting']);
const BEHIND = '1000/1';
const TARGET = '1005/5';
const AHEAD = '1009/9';

let ctx: Awaited<ReturnType<typeof openReadDatabase>>;
/** Woken only by NOTIFY: its poll interval is longer than any test. */
let notified: FastifyInstance;
/** Never notified in these tests: only its poll can see the checkpoint move. */
let polling: FastifyInstance;
/** Gives up almost at once. */
let impatient: FastifyInstance;

beforeAll(async () => {
  ctx = await openReadDatabase();
  await insertAuditEvents(ctx.db, [
    {
      order: 1,
      stream: 'product-1',
      revision: 0,
      type: 'ProductCreated',
      actor: 'u-1',
      occurredAt: '2026-03-01T10:00:00Z',
    },
  ]);
  notified = await ctx.app({ consistency: { timeoutMs: 50_000, pollMs: 600_000 } });
  polling = await ctx.app({ consistency: { timeoutMs: 50_000, pollMs: 20 } });
  impatient = await ctx.app({ consistency: { timeoutMs: 100, pollMs: 20 } });
});
afterAll(async () => ctx?.close());
beforeEach(async () => setCheckpoint(ctx.db, 'audit', BEHIND));

const read = (app: FastifyInstance, minPosition: string, path = '/api/audit/events') =>
  app.inject({ url: `${path}?minPosition=${encodeURIComponent(minPosition)}`, headers: accountant });

/** Resolves once the request is parked on the feed, i.e. really waiting. */
async function untilWaiting(app: FastifyInstance) {
  const idle = app.projectionFeed.listenerCount;
  return () =>
    vi.waitFor(() => expect(app.projectionFeed.listenerCount).toBeGreaterThan(idle), {
      timeout: 10_000,
      interval: 5,
    });
}

describe('?minPosition', () => {
  it('answers at once when the read model has already passed the position', async () => {
    await setCheckpoint(ctx.db, 'audit', AHEAD);
    const res = await read(notified, TARGET);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
  });

  it('waits until the checkpoint reaches the position, woken by NOTIFY', async () => {
    const waiting = await untilWaiting(notified);
    const answer = read(notified, TARGET);
    await waiting();
    await setCheckpoint(ctx.db, 'audit', TARGET);
    await notifyProjections(ctx.db, { projection: 'audit', position: TARGET, changed: [] });
    expect((await answer).statusCode).toBe(200);
  });

  it("holds the stream route the same way, unconfused by other projections' notices", async () => {
    const waiting = await untilWaiting(notified);
    const answer = read(notified, TARGET, '/api/audit/streams/product-1');
    await waiting();
    await notifyProjections(ctx.db, { projection: 'stock', position: AHEAD, changed: [] });
    await setCheckpoint(ctx.db, 'audit', AHEAD);
    await notifyProjections(ctx.db, { projection: 'audit', position: AHEAD, changed: [] });
    const res = await answer;
    expect(res.statusCode).toBe(200);
    expect(res.json().streamId).toBe('product-1');
  });

  it('sees the checkpoint move by polling when no notice comes', async () => {
    const waiting = await untilWaiting(polling);
    const answer = read(polling, TARGET);
    await waiting();
    await setCheckpoint(ctx.db, 'audit', AHEAD);
    expect((await answer).statusCode).toBe(200);
  });

  it('answers 503 READ_MODEL_BEHIND in Spanish when the bound passes first', async () => {
    const res = await read(impatient, TARGET);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toMatchObject({ status: 503, code: 'READ_MODEL_BEHIND' });
    expect(res.json().detail).toMatch(/todavía se están actualizando/);
  });

  it('waits for a projection that has not started yet', async () => {
    await sql`delete from projection_checkpoints where name = 'audit'`.execute(ctx.db);
    expect((await read(impatient, BEHIND)).statusCode).toBe(503);
  });

  it('answers 503 READ_MODEL_FAULTED at once when the projection is stopped by an error', async () => {
    await setCheckpoint(ctx.db, 'audit', BEHIND, 'faulted');
    const res = await read(notified, TARGET);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('READ_MODEL_FAULTED');
  });

  it.each(['abc', '12', '-1/2', '1/x', ''])('refuses the malformed position %j with 400', async (bad) => {
    const res = await read(notified, bad);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_POSITION', errors: [{ path: 'minPosition' }] });
  });

  it('states where a read answers from (X-Read-Position): the checkpoint, then each notice heard', async () => {
    const fresh = await ctx.app({ consistency: { timeoutMs: 50_000, pollMs: 20 } });
    const plain = () => fresh.inject({ url: '/api/audit/events', headers: accountant });
    // First read: this process has heard nothing of audit yet, so the checkpoint says.
    expect((await plain()).headers['x-read-position']).toBe(BEHIND);
    await setCheckpoint(ctx.db, 'audit', AHEAD);
    await notifyProjections(ctx.db, { projection: 'audit', position: AHEAD, changed: [] });
    await vi.waitFor(async () => expect((await plain()).headers['x-read-position']).toBe(AHEAD), {
      timeout: 10_000,
      interval: 5,
    });
    // A read that waited for a position states at least that position.
    expect((await read(fresh, TARGET)).headers['x-read-position']).toBe(AHEAD);
  });

  it('checks the token before waiting', async () => {
    const res = await notified.inject({ url: `/api/audit/events?minPosition=${AHEAD}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/ops/projections', () => {
  it('shows operators where each projection stands', async () => {
    await setCheckpoint(ctx.db, 'audit', TARGET);
    const res = await notified.inject({ url: '/api/ops/projections', headers: bearer(['admin']) });
    expect(res.statusCode).toBe(200);
    const audit = res.json().items.find((p: { name: string }) => p.name === 'audit');
    expect(audit).toMatchObject({ name: 'audit', position: TARGET, status: expect.any(String) });
  });

  it('is refused without system-config', async () => {
    expect((await notified.inject({ url: '/api/ops/projections' })).statusCode).toBe(401);
    for (const roles of [['accounting'], ['warehouse']]) {
      const res = await notified.inject({ url: '/api/ops/projections', headers: bearer(roles) });
      expect(res.statusCode).toBe(403);
    }
  });
});
