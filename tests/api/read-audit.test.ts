import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareProjection } from '../../projections/engine/generations';
import { projectionNamed } from '../../projections/registry';
import { TOTAL_CAP } from '../../read-api/audit/queries';
import {
  bearer,
  fixtureUuid,
  tokenFor,
  insertAuditEvents,
  openReadDatabase,
  positionOf,
  type AuditRow,
} from './read-fixtures';

// Event 4 happened before event 3 but committed after it: the list follows commit order.
const EVENTS: AuditRow[] = [
  {
    order: 1,
    stream: 'product-1',
    revision: 0,
    type: 'ProductCreated',
    actor: 'u-ware',
    roles: ['warehouse'],
    occurredAt: '2026-03-01T10:00:00Z',
  },
  {
    order: 2,
    stream: 'product-1',
    revision: 1,
    type: 'StockAdjusted',
    actor: 'u-ware',
    roles: ['warehouse'],
    occurredAt: '2026-03-02T09:00:00Z',
  },
  {
    order: 3,
    stream: 'agreement-1',
    revision: 0,
    type: 'AgreementCreated',
    actor: 'u-acc',
    occurredAt: '2026-03-02T15:00:00Z',
  },
  {
    order: 4,
    stream: 'product-2',
    revision: 0,
    type: 'ProductCreated',
    actor: 'u-admin',
    roles: ['admin'],
    occurredAt: '2026-03-02T12:00:00Z',
    deviceId: 'pos-7',
  },
  {
    order: 5,
    stream: 'product-1',
    revision: 2,
    type: 'StockAdjusted',
    actor: 'u-acc',
    occurredAt: '2026-03-03T23:59:59Z',
  },
  {
    order: 6,
    stream: 'agreement-1',
    revision: 1,
    type: 'AgreementSettled',
    actor: 'u-acc',
    occurredAt: '2026-03-04T00:00:00Z',
  },
];

const accountant = bearer(['accounting']);
let ctx: Awaited<ReturnType<typeof openReadDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await openReadDatabase();
  await insertAuditEvents(ctx.db, EVENTS);
  // One event's answer names its actor from the users read model.
  await prepareProjection(ctx.db, projectionNamed('users')!);
  await sql`insert into users (id, email, name, first_name, last_name, roles, status, created_at)
    values ('u-admin', 'admin@flora.test', 'Ana Admin', 'Ana', 'Admin', '{admin}', 'active', now())`.execute(ctx.db);
  app = await ctx.app();
});
afterAll(async () => ctx?.close());

async function list(query: string, headers: Record<string, string> = accountant) {
  const res = await app.inject({ method: 'GET', url: `/api/audit/events${query}`, headers });
  return { status: res.statusCode, body: res.json(), type: res.headers['content-type'] };
}
const orders = (body: { items: { position: string }[] }) => body.items.map((i) => Number(i.position.split('/')[1]));

describe('GET /api/audit/events', () => {
  it('lists every event newest first by commit order, 50 to a page', async () => {
    const { status, body } = await list('');
    expect(status).toBe(200);
    expect(orders(body)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(body).toMatchObject({ page: 1, pageSize: 50, total: 6, totalCapped: false });
  });

  it('answers each event with its audit metadata', async () => {
    const { body } = await list('?stream=product-2');
    expect(body.items).toEqual([
      {
        position: positionOf(4),
        eventId: fixtureUuid(4, 1),
        streamId: 'product-2',
        revision: 0,
        type: 'ProductCreated',
        occurredAt: '2026-03-02T12:00:00.000Z',
        actor: { userId: 'u-admin', roles: ['admin'] },
        commandId: fixtureUuid(4, 2),
        correlationId: fixtureUuid(4, 3),
        causationId: fixtureUuid(4, 4),
        source: { app: 'backoffice', deviceId: 'pos-7' },
        data: { n: 4 },
      },
    ]);
  });

  it.each([
    ['?stream=product-1', [5, 2, 1]],
    ['?type=StockAdjusted', [5, 2]],
    ['?type=StockAdjusted,AgreementSettled', [6, 5, 2]],
    ['?actor=u-acc', [6, 5, 3]],
    ['?actor=u-acc&type=StockAdjusted', [5]],
    ['?from=2026-03-03&to=2026-03-03', [5]],
    ['?from=2026-03-02T12:00:00Z&to=2026-03-02T15:00:00Z', [4, 3]],
    ['?from=2026-03-02T10:00:00-05:00', [6, 5, 3]],
    ['?to=2026-03-01', [1]],
    ['?stream=nothing-here', []],
  ])('filters %s in SQL', async (query, expected) => {
    const { status, body } = await list(query);
    expect(status).toBe(200);
    expect(orders(body)).toEqual(expected);
    expect(body.total).toBe(expected.length);
  });

  it('pages through the filtered events with the total of all pages', async () => {
    const second = await list('?pageSize=2&page=2');
    expect(orders(second.body)).toEqual([4, 3]);
    expect(second.body).toMatchObject({ page: 2, pageSize: 2, total: 6 });
    const past = await list('?pageSize=2&page=4');
    expect(past.body).toMatchObject({ items: [], total: 6 });
  });

  it.each([
    ['?pageSize=501', 'pageSize'],
    ['?pageSize=0', 'pageSize'],
    ['?page=abc', 'page'],
    ['?page=1.5', 'page'],
    ['?from=yesterday', 'from'],
    ['?from=2026-02-30', 'from'],
    ['?to=2026-03-01T10:00:00', 'to'],
    ['?from=2026-03-04&to=2026-03-01', 'to'],
    ['?type=,,', 'type'],
    ['?page=1000&pageSize=500', 'page'],
  ])('refuses %s with a 400 problem naming %s', async (query, path) => {
    const { status, body, type } = await list(query);
    expect(status).toBe(400);
    expect(type).toContain('application/problem+json');
    expect(body.code).toBe('VALIDATION');
    expect(body.errors.map((e: { path: string }) => e.path)).toContain(path);
  });

  it('counts no further than the cap on a very long trail', async () => {
    await sql`
      insert into audit_events (position, global_order, event_id, stream_id, revision, type, actor_id, occurred_at, data)
      select '9/' || g, 100 + g, gen_random_uuid(), 'bulk-1', g, 'Bulk', 'u-bulk', '2026-01-01', '{}'
      from generate_series(0, ${TOTAL_CAP}) g`.execute(ctx.db);
    const { body } = await list('?stream=bulk-1&pageSize=3');
    expect(body).toMatchObject({ total: TOTAL_CAP, totalCapped: true });
    expect(body.items.map((i: { revision: number }) => i.revision)).toEqual([TOTAL_CAP, TOTAL_CAP - 1, TOTAL_CAP - 2]);
    await sql`delete from audit_events where stream_id = 'bulk-1'`.execute(ctx.db);
  });
});

describe('GET /api/audit/streams/:streamId', () => {
  it("answers the stream's whole history in revision order", async () => {
    const res = await app.inject({ url: '/api/audit/streams/product-1', headers: accountant });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.streamId).toBe('product-1');
    expect(body.items.map((i: { revision: number; type: string }) => [i.revision, i.type])).toEqual([
      [0, 'ProductCreated'],
      [1, 'StockAdjusted'],
      [2, 'StockAdjusted'],
    ]);
  });

  it('answers 404 problem for a stream with no events', async () => {
    const res = await app.inject({ url: '/api/audit/streams/product-404', headers: accountant });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().code).toBe('AUDIT.STREAM_NOT_FOUND');
  });
});

describe('GET /api/audit/events/:eventId', () => {
  it('answers one event with who, when and from where (the books drill down to it)', async () => {
    const res = await app.inject({ url: `/api/audit/events/${fixtureUuid(4, 1)}`, headers: accountant });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      eventId: fixtureUuid(4, 1),
      streamId: 'product-2',
      actor: { userId: 'u-admin', name: 'Ana Admin', roles: ['admin'] },
      source: { app: 'backoffice', deviceId: 'pos-7' },
    });
  });

  it.each([
    [fixtureUuid(99, 1), 404],
    ['not-a-uuid', 400],
  ])('answers a problem for %s', async (id, status) => {
    const res = await app.inject({ url: `/api/audit/events/${id}`, headers: accountant });
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toContain('No hay ningún evento registrado con ese id.');
  });
});

describe('before the audit projection has created its view', () => {
  it('answers 503 READ_MODEL_NOT_READY rather than an internal error', async () => {
    await sql`alter table audit_events rename to audit_events_away`.execute(ctx.db);
    try {
      for (const url of ['/api/audit/events', '/api/audit/streams/product-1']) {
        const res = await app.inject({ url, headers: accountant });
        expect(res.statusCode).toBe(503);
        expect(res.json().code).toBe('READ_MODEL_NOT_READY');
      }
    } finally {
      await sql`alter table audit_events_away rename to audit_events`.execute(ctx.db);
    }
  });

  it('still answers other failures through the central handler', async () => {
    const res = await app.inject({ url: '/api/audit/events?pageSize=x', headers: accountant });
    expect(res.statusCode).toBe(400);
  });
});

describe('access to the audit trail', () => {
  const urls = ['/api/audit/events', '/api/audit/streams/product-1'];

  it.each(urls)('%s needs a valid token', async (url) => {
    const none = await app.inject({ url });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('UNAUTHENTICATED');
    const forged = await app.inject({ url, headers: { authorization: 'Bearer aaa.bbb.ccc' } });
    expect(forged.statusCode).toBe(401);
    // ?token= is for websocket upgrades only: URLs end up in logs and histories.
    const inQuery = await app.inject({ url: `${url}?token=${tokenFor(['owner'])}` });
    expect(inQuery.statusCode).toBe(401);
  });

  it.each(urls)('%s is refused to roles without accounting-view', async (url) => {
    for (const roles of [['warehouse'], ['cashier'], ['client'], []]) {
      const res = await app.inject({ url, headers: bearer(roles) });
      expect(res.statusCode, roles.join()).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
  });

  it.each(urls)('%s is open to accounting, admin and owner', async (url) => {
    for (const roles of [['accounting'], ['admin'], ['owner'], ['warehouse', 'accounting']]) {
      const res = await app.inject({ url, headers: bearer(roles) });
      expect(res.statusCode, roles.join()).toBe(200);
    }
  });
});
