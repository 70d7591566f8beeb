import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { bearer, insertAuditEvents, notifyProjections, openReadDatabase, tokenFor } from './read-fixtures';

// The audit trail and the accounts: a user's stream only for those who may read users (accounting
// may not: GET /api/users refuses it), and credential-like fields masked for everyone.

const ACCOUNT = 'user-00000000-0000-4000-8000-00000000a11c';
const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

let ctx: Awaited<ReturnType<typeof openReadDatabase>>;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await openReadDatabase();
  app = await ctx.app();
  await insertAuditEvents(ctx.db, [
    {
      order: 1,
      stream: ACCOUNT,
      revision: 0,
      type: 'UserRegistered',
      actor: 'seed',
      occurredAt: at(1),
      data: { userId: 'a11c', email: 'alice@flora.test', name: 'Alice', roles: ['cashier'] },
    },
    {
      order: 2,
      stream: ACCOUNT,
      revision: 1,
      type: 'PasswordResetRequested',
      actor: 'a11c',
      occurredAt: at(2),
      data: { tokenId: 'f'.repeat(64), requestedAt: at(2), expiresAt: at(59) },
    },
    {
      order: 3,
      stream: 'product-1',
      revision: 0,
      type: 'ProductCreated',
      actor: 'a11c',
      occurredAt: at(3),
      data: {
        name: 'Rosa',
        supplier: { apiKey: 'sk-live-123', contact: 'Ana', credentials: { passwordHash: 'scrypt$x' } },
      },
    },
  ]);
});
afterAll(async () => ctx?.close());

const list = (roles: string[], query = '') => app.inject({ url: `/api/audit/events${query}`, headers: bearer(roles) });
const stream = (roles: string[], id: string) => app.inject({ url: `/api/audit/streams/${id}`, headers: bearer(roles) });

describe('audit reads and account streams', () => {
  it('leave account streams out for accounting, even when asked for by name', async () => {
    const all = await list(['accounting']);
    expect(all.statusCode).toBe(200);
    expect(all.json().items.map((e: { streamId: string }) => e.streamId)).toEqual(['product-1']);
    expect(all.json().total).toBe(1);
    const named = await list(['accounting'], `?stream=${ACCOUNT}`);
    expect(named.json()).toMatchObject({ items: [], total: 0 });
    const byType = await list(['accounting'], '?type=UserRegistered');
    expect(byType.json().items).toEqual([]);
    const history = await stream(['accounting'], ACCOUNT);
    expect(history.statusCode).toBe(403);
    expect(history.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(history.body).not.toContain('alice@flora.test');
  });

  it('show them to those who may read users (admin, owner)', async () => {
    for (const roles of [['admin'], ['owner']]) {
      const all = await list(roles);
      expect(all.json().total, roles.join()).toBe(3);
      const history = await stream(roles, ACCOUNT);
      expect(history.statusCode).toBe(200);
      expect(history.json().items.map((e: { type: string }) => e.type)).toEqual([
        'UserRegistered',
        'PasswordResetRequested',
      ]);
    }
  });

  it('mask credential fields for everyone, at any depth', async () => {
    const history = (await stream(['owner'], ACCOUNT)).json().items;
    expect(history[1].data).toEqual({ tokenId: '[oculto]', requestedAt: at(2), expiresAt: at(59) });
    expect(JSON.stringify((await list(['owner'])).json())).not.toContain('f'.repeat(64));
    const product = (await list(['accounting'])).json().items[0];
    expect(product.data).toEqual({
      name: 'Rosa',
      supplier: { apiKey: '[oculto]', contact: 'Ana', credentials: '[oculto]' },
    });
  });
});

describe('audit notices on the websocket', () => {
  it('name account streams only to those who may read users', async () => {
    const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
    const connect = (roles: string[]) =>
      new Promise<{ messages: unknown[]; socket: WebSocket }>((resolve, reject) => {
        const socket = new WebSocket(`${base}/api/ws`, { headers: { authorization: `Bearer ${tokenFor(roles)}` } });
        const messages: unknown[] = [];
        socket.on('message', (raw) => {
          const m = JSON.parse(String(raw));
          if (m.type === 'ready') resolve({ messages, socket });
          else messages.push(m);
        });
        socket.once('error', reject);
      });
    const accountant = await connect(['accounting']);
    const owner = await connect(['owner']);
    const onlyAccount = {
      projection: 'audit',
      position: '1/1',
      changed: [{ entity: 'stream', id: ACCOUNT }],
    };
    const mixed = {
      projection: 'audit',
      position: '1/2',
      changed: [
        { entity: 'stream', id: ACCOUNT },
        { entity: 'stream', id: 'product-1' },
      ],
    };
    await notifyProjections(ctx.db, onlyAccount, mixed);
    await expect.poll(() => owner.messages.length).toBe(2);
    await expect.poll(() => accountant.messages.length).toBe(1);
    expect(owner.messages).toEqual([
      { type: 'projection', ...onlyAccount },
      { type: 'projection', ...mixed },
    ]);
    expect(accountant.messages).toEqual([
      { type: 'projection', ...mixed, changed: [{ entity: 'stream', id: 'product-1' }] },
    ]);
    accountant.socket.terminate();
    owner.socket.terminate();
  });
});

describe('audit reads and the staff’s streams', () => {
  const EMPLOYEE = 'employee-00000000-0000-4000-8000-0000000000e1';
  const RUN = 'payroll-run-00000000-0000-4000-8000-0000000000r1';
  beforeAll(async () => {
    await insertAuditEvents(ctx.db, [
      {
        order: 10,
        stream: EMPLOYEE,
        revision: 0,
        type: 'EmployeeHired',
        actor: 'hr-1',
        occurredAt: at(10),
        data: { name: 'Ana', pay: { type: 'hourly', hourlyRateCents: 10_000 } },
      },
      {
        order: 11,
        stream: RUN,
        revision: 0,
        type: 'PayrollRunDrafted',
        actor: 'hr-1',
        occurredAt: at(11),
        data: { lines: [{ name: 'Ana', baseCents: 40_000 }] },
      },
    ]);
  });

  it('leave an employee’s out for accounting (their record is HR’s), by list and by name', async () => {
    const all = await list(['accounting']);
    expect(all.json().items.map((e: { streamId: string }) => e.streamId)).toEqual([RUN, 'product-1']);
    expect((await list(['accounting'], `?stream=${EMPLOYEE}`)).json()).toMatchObject({ items: [], total: 0 });
    const history = await stream(['accounting'], EMPLOYEE);
    expect(history.statusCode).toBe(403);
    expect(history.body).not.toContain('10000');
  });

  it('show accounting a payroll run’s (it holds payroll, and follows a wages entry to its run)', async () => {
    expect((await stream(['accounting'], RUN)).statusCode).toBe(200);
  });

  it('show them to those who manage staff (admin, owner)', async () => {
    for (const roles of [['admin'], ['owner']]) {
      expect((await list(roles)).json().total, roles.join()).toBe(5);
      expect((await stream(roles, RUN)).statusCode).toBe(200);
    }
  });
});
