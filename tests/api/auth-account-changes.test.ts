import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildCommandApi } from '../../command-api/app';
import { bearer, identityConfig, openIdentityApps, registerAccounts, tokenFor } from './identity-support';

// A deactivation or a role change reaches tokens already handed out, on every route of both APIs
// and on open websockets, within 5 s — without waiting for the token to expire. The change is made
// through a second command-api (another instance), so the first one learns of it as any other
// process does: from the users read model (refreshed on the projection's notices and every 2 s).

const WITHIN_MS = 5000;

let apps: Awaited<ReturnType<typeof openIdentityApps>>;
let other: FastifyInstance;
let wsBase: string;
const owner = bearer(tokenFor(['owner'], 'owner-1'));

beforeAll(async () => {
  apps = await openIdentityApps('acctchg', { project: true });
  await registerAccounts(apps.store, [{ userId: 'owner-1', roles: ['owner'] }]);
  other = await buildCommandApi({ store: apps.store, db: apps.database.db, config: identityConfig });
  wsBase = (await apps.read.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});
afterAll(async () => {
  await other?.close();
  await apps?.close();
});

/** A client who registers, then is given `roles` by the owner; the token is the one the registration answered. */
async function staff(name: string, email: string, roles: string[]) {
  const reg = await apps.toCommand({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name, email, password: 'staff-password-1' },
  });
  expect(reg.statusCode, reg.body).toBe(201);
  const { token, user } = reg.json().data;
  const assigned = await apps.toCommand({
    method: 'POST',
    url: `/api/users/${user.id}/roles`,
    payload: { roles },
    headers: owner,
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  return { id: user.id as string, token: token as string };
}

/** Polls (every 50 ms, at most 5 s) until `check` holds; returns how long it took from `since`. */
async function within(since: number, check: () => Promise<void>): Promise<number> {
  await vi.waitFor(check, { timeout: WITHIN_MS, interval: 50 });
  return Date.now() - since;
}

function openSocket(token: string): Promise<{ closed: Promise<{ code: number; at: number }> }> {
  const socket = new WebSocket(`${wsBase}/api/ws?token=${token}`);
  const closed = new Promise<{ code: number; at: number }>((resolve) =>
    socket.on('close', (code) => resolve({ code, at: Date.now() })),
  );
  return new Promise((resolve, reject) => {
    socket.on('message', (raw) => JSON.parse(String(raw)).type === 'ready' && resolve({ closed }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
}

const newBillingClient = (token: string) =>
  apps.command.inject({
    method: 'POST',
    url: '/api/billing/clients',
    payload: { name: 'Hotel Brisa' },
    headers: bearer(token),
  });
const readProfile = (token: string) => apps.read.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('a deactivated account', () => {
  it(`is refused within ${WITHIN_MS / 1000} s on a command route, a read route and its open websocket`, async () => {
    const { id, token } = await staff('Ana Contable', 'ana@flora.test', ['accounting']);
    // The token was issued to a client; the role given after it works at once (roles come from the account).
    await within(Date.now(), async () => expect((await newBillingClient(token)).statusCode).toBe(201));
    await within(Date.now(), async () => expect((await readProfile(token)).statusCode).toBe(200));
    const socket = await openSocket(token);

    const started = Date.now();
    const off = await other.inject({ method: 'POST', url: `/api/users/${id}/deactivate`, headers: owner });
    expect(off.statusCode, off.body).toBe(201);
    const [command, read, closed] = await Promise.all([
      within(started, async () => {
        const res = await newBillingClient(token);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', detail: 'Tu cuenta está desactivada.' });
      }),
      within(started, async () => expect((await readProfile(token)).statusCode).toBe(401)),
      Promise.race([
        socket.closed,
        new Promise<never>((_, no) => setTimeout(() => no(new Error('socket still open')), WITHIN_MS)),
      ]),
    ]);
    expect(closed.code).toBe(4401);
    console.log(
      `deactivation refused after: command-api ${command} ms, read-api ${read} ms, websocket closed ${closed.at - started} ms`,
    );

    // Active again: the same token works again (it was never revoked, the account was).
    const on = await other.inject({ method: 'POST', url: `/api/users/${id}/activate`, headers: owner });
    expect(on.statusCode).toBe(201);
    await within(Date.now(), async () => expect((await newBillingClient(token)).statusCode).toBe(201));
  });
});

describe('a removed role', () => {
  it(`stops opening its routes within ${WITHIN_MS / 1000} s on both APIs; what the account keeps still works`, async () => {
    const { id, token } = await staff('Adán Admin', 'adan@flora.test', ['admin']);
    const listUsers = () => apps.read.inject({ method: 'GET', url: '/api/users', headers: bearer(token) });
    const activate = () =>
      apps.command.inject({ method: 'POST', url: '/api/users/nobody/activate', headers: bearer(token) });
    await within(Date.now(), async () => expect((await listUsers()).statusCode).toBe(200));
    expect((await activate()).json().code).toBe('USER.NOT_FOUND'); // past the access check

    const started = Date.now();
    const changed = await other.inject({
      method: 'POST',
      url: `/api/users/${id}/roles`,
      payload: { roles: ['client'] },
      headers: owner,
    });
    expect(changed.statusCode, changed.body).toBe(201);
    const [read, command] = await Promise.all([
      within(started, async () => expect((await listUsers()).statusCode).toBe(403)),
      within(started, async () => expect((await activate()).statusCode).toBe(403)),
    ]);
    console.log(`role removed refused after: read-api ${read} ms, command-api ${command} ms`);
    const profile = await readProfile(token);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.user.roles).toEqual(['client']);
  });
});

describe('a user who has just registered', () => {
  it('uses the token the registration answered at once, before the users projection has them', async () => {
    const reg = await other.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Nina Nueva', email: 'nina@flora.test', password: 'nina-password-1' },
    });
    const { token } = reg.json().data;
    // `other` has never seen this account and its read model may not have it: one lookup in the stream.
    const res = await other.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      payload: { firstName: 'Nina' },
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
