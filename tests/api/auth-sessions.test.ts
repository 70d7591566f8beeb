import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { verifyToken } from '../../infra/auth/jwt';
import { bearer, identityConfig, openIdentityApps } from './identity-support';

// Server-side sessions (issue 38): a token names its session (`sid`), and both APIs judge the session
// on every request. Signing out ends it at once — on the command-api that took the sign-out, on the
// read-api as soon as the users projection notifies, and on the open websocket; a password change
// ends every other session; no session outlives its absolute lifetime.

const WITHIN_MS = 1000;
const PASSWORD = 'sesiones-password-1';
let apps: Awaited<ReturnType<typeof openIdentityApps>>;
let wsBase: string;

beforeAll(async () => {
  apps = await openIdentityApps('sessions', { project: true });
  wsBase = (await apps.read.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  const reg = await apps.toCommand({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Sara Sesiones', email: 'sara@flora.test', password: PASSWORD },
  });
  expect(reg.statusCode, reg.body).toBe(201);
});
afterAll(async () => apps?.close());

const UA = {
  phone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
  laptop: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

async function signIn(device: string, password = PASSWORD): Promise<string> {
  const res = await apps.toCommand({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'sara@flora.test', password },
    headers: { 'user-agent': device },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token;
}

const me = (token: string) => apps.read.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const rename = (token: string) =>
  apps.command.inject({ method: 'PATCH', url: '/api/profile', payload: { firstName: 'Sara' }, headers: bearer(token) });
const sessions = async (token: string) => {
  const res = await apps.read.inject({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.sessions as { id: string; device: string; current: boolean }[];
};

/** Polls until `check` holds, at most `timeout` ms; how long it took from `since`. */
async function within(since: number, check: () => Promise<void>, timeout = WITHIN_MS): Promise<number> {
  await vi.waitFor(check, { timeout, interval: 25 });
  return Date.now() - since;
}

async function openSocket(token: string) {
  const ticket = await apps.command.inject({ method: 'POST', url: '/api/ws/ticket', headers: bearer(token) });
  expect(ticket.statusCode, ticket.body).toBe(200);
  const socket = new WebSocket(`${wsBase}/api/ws?ticket=${ticket.json().ticket}`);
  const closed = new Promise<{ code: number; at: number }>((r) =>
    socket.on('close', (code) => r({ code, at: Date.now() })),
  );
  await new Promise((resolve, reject) => {
    socket.on('message', (raw) => JSON.parse(String(raw)).type === 'ready' && resolve(undefined));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  return { closed };
}

describe('sessions', () => {
  it('sign-out: the same token is 401 within 1 s on both APIs and its websocket closes; other devices go on', async () => {
    const phone = await signIn(UA.phone);
    const laptop = await signIn(UA.laptop);
    await within(Date.now(), async () => expect((await me(phone)).statusCode).toBe(200));
    const socket = await openSocket(phone);

    const started = Date.now();
    const out = await apps.command.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(phone) });
    expect(out.json()).toEqual({ success: true, message: 'Logged out successfully' });
    expect((await rename(phone)).statusCode).toBe(401); // the command-api that took the sign-out: before its answer
    const [read, closed] = await Promise.all([
      within(started, async () => {
        const res = await me(phone);
        expect(res.statusCode).toBe(401);
        expect(res.json().detail).toBe('La sesión ha terminado. Inicia sesión de nuevo.');
      }),
      Promise.race([
        socket.closed,
        new Promise<never>((_, no) => setTimeout(() => no(new Error('socket open')), WITHIN_MS)),
      ]),
    ]);
    expect(closed.code).toBe(4401);
    console.log(`signed out: read-api 401 after ${read} ms, websocket closed after ${closed.at - started} ms`);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await rename(laptop)).statusCode).toBe(200);
  });

  it('lists the open sessions with their devices, the current one marked; one can be ended from another', async () => {
    const phone = await signIn(UA.phone);
    const laptop = await signIn(UA.laptop);
    const phoneId = verifyToken(phone, identityConfig.jwtSecret).sessionId!;
    const laptopId = verifyToken(laptop, identityConfig.jwtSecret).sessionId!;
    await within(Date.now(), async () => {
      const listed = await sessions(laptop); // as soon as the users projection has them
      expect(listed.find((s) => s.id === phoneId)).toMatchObject({ device: 'Safari en iPhone', current: false });
      expect(listed.find((s) => s.id === laptopId)).toMatchObject({ device: 'Chrome en Windows', current: true });
    });
    const ended = await apps.command.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: bearer(laptop),
    });
    expect(ended.statusCode, ended.body).toBe(201);
    expect(ended.json()).toMatchObject({ id: phoneId, revision: expect.any(Number), position: expect.any(String) });
    await within(Date.now(), async () => expect((await me(phone)).statusCode).toBe(401));
    const again = await apps.command.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${phoneId}`,
      headers: bearer(laptop),
    });
    expect(again.statusCode).toBe(404);
    const all = await apps.command.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(laptop) });
    expect(all.statusCode).toBe(200);
    await within(Date.now(), async () => expect((await me(laptop)).statusCode).toBe(401));
  });

  it('a password change ends every other session at once; the one that changed it goes on', async () => {
    const [a, b, c] = [await signIn(UA.phone), await signIn(UA.laptop), await signIn('curl/8.5.0')];
    const changed = await apps.command.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: PASSWORD, newPassword: 'otra-password-2' },
      headers: bearer(a),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const token of [b, c]) expect((await rename(token)).statusCode).toBe(401);
    await within(Date.now(), async () => {
      expect((await me(b)).statusCode).toBe(401);
      expect((await me(c)).statusCode).toBe(401);
    });
    expect((await me(a)).statusCode).toBe(200);
    expect((await rename(a)).statusCode).toBe(200);
    await apps.command.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'otra-password-2', newPassword: PASSWORD },
      headers: bearer(a),
    });
  });

  it('no session outlives its absolute lifetime, and its tokens (renewed ones too) never say otherwise', async () => {
    const short = await openIdentityApps('sessmax', { config: { sessionMaxAgeMs: 2000, jwtExpiresIn: '8h' } });
    try {
      await short.toCommand({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'Breve', email: 'breve@flora.test', password: PASSWORD },
      });
      const login = await short.toCommand({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'breve@flora.test', password: PASSWORD },
      });
      const token = login.json().data.token as string;
      const { exp, iat } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
      expect(exp - iat).toBeLessThanOrEqual(2); // not 8 h: the session's end
      const renamed = () =>
        short.command.inject({
          method: 'PATCH',
          url: '/api/profile',
          payload: { firstName: 'B' },
          headers: bearer(token),
        });
      expect((await renamed()).statusCode).toBe(200);
      const renew = () =>
        short.command.inject({ method: 'POST', url: '/api/auth/session/renew', headers: bearer(token) });
      const renewed = (await renew()).json().data.token as string;
      const fresh = verifyToken(renewed, identityConfig.jwtSecret);
      expect(fresh.sessionId).toBe(verifyToken(token, identityConfig.jwtSecret).sessionId); // the same session
      expect(JSON.parse(Buffer.from(renewed.split('.')[1]!, 'base64url').toString()).exp).toBeLessThanOrEqual(exp);
      await within(Date.now(), async () => expect((await renamed()).statusCode).toBe(401), 5000);
      expect((await renew()).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
