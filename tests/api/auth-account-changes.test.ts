import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { buildCommandApi } from '../../command-api/app';
import { bearer, identityConfig, openIdentityApps, registerAccounts, tokenFor } from './identity-support';

// A deactivation or a removed role ends the account's sessions: tokens already handed out are
// refused on every route of both APIs and open websockets close, within 5 s — without waiting for
// the token to expire. The change is made
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

const signIn = async (email: string) => {
  const res = await apps.toCommand({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password: 'staff-password-1' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
};

/**
 * A client who registers, then is given `roles` by the owner (which takes the client role away and so
 * ends the registration's session), then signs in again.
 */
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
  await within(Date.now(), async () => expect((await readProfile(token)).statusCode).toBe(401));
  return { id: user.id as string, token: await signIn(email) };
}

/** Polls (every 50 ms, at most 5 s) until `check` holds; returns how long it took from `since`. */
async function within(since: number, check: () => Promise<void>): Promise<number> {
  await vi.waitFor(check, { timeout: WITHIN_MS, interval: 50 });
  return Date.now() - since;
}

function openSocket(token: string): Promise<{ closed: Promise<{ code: number; at: number }> }> {
  const socket = new WebSocket(`${wsBase}/api/ws`, { headers: { authorization: `Bearer ${token}` } });
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
        expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
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

    // Active again: the ended session stays ended; a new sign-in works.
    const on = await other.inject({ method: 'POST', url: `/api/users/${id}/activate`, headers: owner });
    expect(on.statusCode).toBe(201);
    await within(Date.now(), async () =>
      expect((await newBillingClient(await signIn('ana@flora.test'))).statusCode).toBe(201),
    );
    expect((await newBillingClient(token)).statusCode).toBe(401);
  });
});

describe('a removed role', () => {
  it(`ends the account's sessions within ${WITHIN_MS / 1000} s on both APIs; signed in again, it has what it keeps`, async () => {
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
      within(started, async () => expect((await listUsers()).statusCode).toBe(401)),
      within(started, async () => expect((await activate()).statusCode).toBe(401)),
    ]);
    console.log(`role removed refused after: read-api ${read} ms, command-api ${command} ms`);
    const again = await signIn('adan@flora.test');
    expect((await apps.read.inject({ method: 'GET', url: '/api/users', headers: bearer(again) })).statusCode).toBe(403);
    const profile = await readProfile(again);
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
