import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import type { NewEvent } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { prepareProjections, projections } from '../../projections/registry';
import { readProjectionStatus } from '../../projections/engine/status';
import { buildReadApi } from '../../read-api/app';
import { createTestDatabase } from '../support/database';
import { untilAllEventsVisible } from '../support/events';
import { eventually, WorkerProcess } from './projection-support';

// No request can fault a projection. Both APIs and a projection worker (every projection) on one
// scratch database; the headers that end up in an event's metadata (X-Correlation-Id,
// Idempotency-Key, X-Device-Id) sent poisoned — not a uuid, 8 KB, NUL, unicode, a lone surrogate —
// with valid and poisonous bodies on every public route of both APIs and on authenticated writes;
// then what a script or the code before the edge checks appended. Whatever was accepted, every
// projection must still be running, none faulted, all caught up with the head of the store.

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;
const config = loadConfig({ JWT_SECRET: 'poisoning-test-secret-of-at-least-32-chars' });

const HEADERS: Record<string, string>[] = [
  { 'x-correlation-id': 'not-a-uuid' },
  { 'idempotency-key': 'not-a-uuid' },
  { 'x-device-id': 'd'.repeat(8192) },
  { 'x-correlation-id': 'c'.repeat(8192), 'idempotency-key': 'k'.repeat(8192) },
  { 'x-correlation-id': 'a\u0000b', 'x-device-id': 'pos\u0000' },
  { 'x-correlation-id': 'ünïcødé-🌷', 'x-device-id': 'caja 🌷' },
  { 'x-correlation-id': '\ud800', 'idempotency-key': '\udfff' },
  { 'x-correlation-id': '', 'idempotency-key': '', 'x-device-id': '' },
  {
    'x-correlation-id': "'; drop table events; --",
    'idempotency-key': '00000000-0000-0000-0000-000000000000',
  },
  { 'x-correlation-id': randomUUID().toUpperCase(), 'x-device-id': 'caja-1' },
];

/** Each string of a body poisoned one way: 8 KB, NUL, a lone surrogate, unicode, a number. */
const POISONS: ((s: string) => unknown)[] = [
  (s) => s.repeat(2048).slice(0, 8192),
  (s) => `${s}\u0000`,
  (s) => `${s}\ud800`,
  (s) => `${s} ünï 🌷`,
  () => 1e308,
];
const poisoned = (body: Record<string, unknown>, poison: (s: string) => unknown) =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? poison(v) : v]));
const RAW_BODIES = [
  '[]',
  '"text"',
  'null',
  '{"__proto__":{"polluted":1}}',
  '{"email":"\\u0000@x.y","name":"\\ud800"}',
  '{"a":',
];

let unique = 0;
/** A body the route accepts, so a poisoned header has its chance to reach the store. */
function validBody(url: string): Record<string, unknown> | undefined {
  const email = `poison-${++unique}@flora.test`;
  if (url.endsWith('/register')) return { name: 'Ana Flores', email, password: 'flora-poison-2026' };
  if (url.endsWith('/login')) return { email, password: 'flora-poison-2026' };
  if (url.endsWith('/password-reset/request')) return { email };
  if (url.endsWith('/password-reset/complete')) return { token: 't'.repeat(32), newPassword: 'flora-poison-2026' };
  return undefined;
}

/** What old code or a script appended: metadata from headers, values past the columns, year 0000. */
function scriptEvents(): [string, NewEvent][] {
  const meta = (m: Record<string, unknown> = {}) =>
    ({
      commandId: randomUUID(),
      correlationId: 'not-a-uuid',
      causationId: 'c'.repeat(8192),
      actor: { userId: 'script', roles: 'owner' },
      source: { app: 'script', deviceId: 'd'.repeat(8192) },
      occurredAt: '0000-01-01T00:00:00Z',
      schemaVersion: 1,
      ...m,
    }) as unknown as NewEvent['metadata'];
  const [product, client, invoice, user] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  const at = '2026-11-21T10:00:00.000Z';
  return [
    [
      `user-${user}`,
      {
        type: 'UserRegistered',
        data: {
          userId: user,
          email: `${user}@x.y`,
          name: 'N'.repeat(5000),
          roles: 'owner',
          registeredAt: 'ayer',
        },
        metadata: meta(),
      },
    ],
    [
      `product-${product}`,
      {
        type: 'ProductAdded',
        metadata: meta(),
        data: {
          productId: product,
          sku: `S-${product}`,
          name: 'Rosa',
          barcode: null,
          description: '',
          priceCents: 1e19,
          wholesalePriceCents: null,
          minStockLevel: 3e9,
          categories: ['Rosas'],
          images: [],
          location: 'Almacén',
          status: 'active',
          addedAt: at,
        },
      },
    ],
    [
      `product-${product}`,
      {
        type: 'StockMoved',
        metadata: meta({ occurredAt: at }),
        data: {
          movementId: randomUUID(),
          type: 'opening',
          quantity: 3e9,
          locationId: 'Almacén',
          targetLocationId: null,
          reference: null,
          notes: '',
          countedQuantity: null,
          effects: [{ locationId: 'Almacén', delta: 3e9, balanceAfter: 3e9 }],
          movedAt: '294277-01-01T00:00:00Z',
        },
      },
    ],
    [
      `billing-client-${client}`,
      {
        type: 'ClientRegistered',
        metadata: meta(),
        data: { clientId: client, name: 'C', email: '', phone: '', address: '', taxId: '', registeredAt: at },
      },
    ],
    [
      `invoice-${invoice}`,
      {
        type: 'InvoiceCreated',
        metadata: meta(),
        data: {
          invoiceId: invoice,
          clientId: client,
          clientName: 'C',
          date: '0000-01-01',
          dueDate: null,
          requestedNumber: null,
          notes: '',
          offlineCreatedAt: '0000-01-01T00:00:00Z',
          lines: [
            {
              productId: 'custom',
              description: 'x',
              customDescription: true,
              quantity: Number.MAX_SAFE_INTEGER + 2,
              priceCents: 1e9,
              totalCents: 9e24,
            },
          ],
          subtotalCents: 9e24,
          taxRateBasisPoints: 1900,
          taxCents: 1.7e24,
          totalCents: 1.07e25,
          createdAt: at,
        },
      },
    ],
  ];
}

describe('no request can fault a projection', () => {
  let t: TestDb;
  let store: PostgresEventStore;
  let worker: WorkerProcess;
  const apps: FastifyInstance[] = [];
  const tally = new Map<string, number>();
  const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);

  async function send(app: FastifyInstance, request: InjectOptions) {
    try {
      count(String((await app.inject(request)).statusCode));
    } catch {
      count('not sendable'); // a header value the HTTP layer itself refuses
    }
  }

  beforeAll(async () => {
    t = await createTestDatabase('poisoning');
    store = new PostgresEventStore(t.pool, { pollMs: 50 });
    await prepareProjections(t.db);
    apps.push(await buildCommandApi({ store, db: t.db, config }));
    apps.push(
      await buildReadApi({
        db: t.db,
        store,
        pool: t.pool,
        config,
        options: { consistency: { timeoutMs: 1000, pollMs: 50 } },
      }),
    );
    worker = new WorkerProcess(t.url, { FLORA_PROJECTIONS: projections.map((p) => p.name).join(',') });
    await worker.waitFor('started');
  });
  afterAll(async () => {
    await worker?.kill('SIGTERM');
    await Promise.all(apps.map((a) => a.close()));
    await store?.close();
    await t?.drop();
  });

  it('sends poisoned headers and bodies on every public route and on writes: every projection runs on, caught up', async () => {
    const [command, read] = apps as [FastifyInstance, FastifyInstance];
    const routes = [command, read].flatMap((app) =>
      app.declaredRoutes.filter((r) => r.access === 'public').map((r) => ({ app, ...r })),
    );
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/register', 'POST /api/auth/login', 'GET /api/health']),
    );
    for (const { app, method, url: declared } of routes) {
      const url = declared.replace(/:[^/]+|\*/g, 'x');
      const m = method as 'GET';
      const bodyOf = () => (m === 'GET' || m === 'HEAD' ? undefined : (validBody(url) ?? {}));
      for (const headers of HEADERS) await send(app, { method: m, url, headers, payload: bodyOf() });
      if (m === 'GET' || m === 'HEAD') {
        await send(app, {
          method: m,
          url: `${url}?q=%00&x=${'a'.repeat(8192)}&s=%ED%A0%80`,
          headers: HEADERS[0],
        });
        continue;
      }
      for (const [i, poison] of POISONS.entries())
        await send(app, {
          method: m,
          url,
          headers: HEADERS[i % HEADERS.length],
          payload: poisoned(bodyOf()!, poison),
        });
      for (const raw of RAW_BODIES)
        await send(app, { method: m, url, headers: { 'content-type': 'application/json' }, payload: raw });
    }

    // Writes as a live owner (tokens need an account): with each header set, and with values past the columns.
    const owner = randomUUID();
    await store.appendToStream(
      `user-${owner}`,
      [
        {
          type: 'UserRegistered',
          data: {
            userId: owner,
            email: `${owner}@flora.test`,
            name: 'Dueña',
            firstName: 'Dueña',
            lastName: '',
            roles: ['owner'],
            registeredAt: '2026-11-21T10:00:00.000Z',
          },
          metadata: scriptEvents()[0]![1].metadata,
        },
      ],
      { expected: 'no_stream' },
    );
    const authorization = `Bearer ${signToken({ userId: owner, roles: ['owner'] }, config.jwtSecret, '1h')}`;
    const write = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
      command.inject({ method, url, payload, headers: { authorization, ...headers } });
    const product = (
      await write('POST', '/api/inventory/products', {
        name: 'Rosa',
        sku: 'ROSA-P',
        price: 10,
        category: 'Rosas',
      })
    ).json<{ id: string }>().id;
    const client = (await write('POST', '/api/billing/clients', { name: 'Cliente' })).json<{ id: string }>().id;
    const writes: ['POST' | 'PUT', string, () => object][] = [
      [
        'POST',
        '/api/inventory/products',
        () => ({
          name: 'Rosa',
          sku: `P-${++unique}`,
          price: 1e17,
          minStockLevel: 3e9,
          currentStock: 3e9,
          category: 'Rosas',
        }),
      ],
      ['POST', '/api/inventory/movements', () => ({ productId: product, type: 'purchase', quantity: 3e9 })],
      ['POST', '/api/billing/clients', () => ({ name: `Cliente ${++unique}` })],
      [
        'POST',
        '/api/billing/invoices',
        () => ({
          clientId: client,
          date: '0000-01-01',
          offlineCreatedAt: '0000-01-01T00:00:00Z',
          saveAsDraft: true,
          items: [{ productId: 'custom', description: 'x', quantity: Number.MAX_SAFE_INTEGER + 2, price: 1e7 }],
        }),
      ],
      ['POST', '/api/consignment/partners', () => ({ businessName: `Socio ${++unique}`, taxId: `RFC${unique}` })],
      ['PUT', '/api/settings/tax-rate', () => ({ taxRatePercent: 19 })],
    ];
    for (const [method, url, body] of writes) {
      for (const headers of HEADERS) {
        try {
          count(String((await write(method, url, body(), headers)).statusCode));
        } catch {
          count('not sendable');
        }
      }
    }
    for (const [stream, event] of scriptEvents()) await store.appendToStream(stream, [event], { expected: 'any' });

    await untilAllEventsVisible(t.db);
    const head = await store.headPosition();
    await eventually(async () => {
      const status = await readProjectionStatus(t.db, store);
      const faulted = status.filter((s) => s.status === 'faulted');
      if (faulted.length > 0)
        throw new Error(`faulted: ${faulted.map((s) => `${s.name} (${s.error} at ${s.errorPosition})`).join('; ')}`);
      return status.every((s) => s.lag === 0 && s.position !== null && store.comparePositions(s.position, head!) >= 0);
    }, 120_000);
    const status = await readProjectionStatus(t.db, store);
    for (const p of projections) {
      expect(
        status.find((s) => s.name === p.name),
        p.name,
      ).toMatchObject({ status: 'running', error: null, lag: 0, active: true });
    }
    const requests = [...tally.values()].reduce((a, b) => a + b, 0);
    const events = (await store.readAll({ limit: 100_000 })).length;
    console.log(
      `poisoning: ${requests} requests on ${routes.length} public routes and ${writes.length} writes; by status ${JSON.stringify(Object.fromEntries(tally))}; ${events} events in the store; ${projections.length} projections running, caught up`,
    );
    expect(requests).toBeGreaterThan(200);
  }, 600_000);
});
