import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, openIdentityApps } from './identity-support';

// Password guessing is slowed down per email + address. The throttle reads an injected clock, so
// the test moves time instead of waiting, and counts answers instead of measuring them.

let now = new Date('2026-03-01T09:00:00.000Z');
const clock = () => now;
const advance = (seconds: number) => (now = new Date(now.getTime() + seconds * 1000));

const EMAIL = 'marta@flora.test';
const PASSWORD = 'claveles-2026';
let apps: Awaited<ReturnType<typeof openIdentityApps>>;
beforeAll(async () => {
  apps = await openIdentityApps('throttle', { clock });
  const res = await apps.toCommand({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Marta Gil', email: EMAIL, password: PASSWORD },
  });
  expect(res.statusCode).toBe(201);
});
afterAll(async () => apps?.close());

const attempt = (password: string, remoteAddress = '10.0.0.1', email = EMAIL) =>
  apps.toCommand({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

describe('ten wrong passwords in a row', () => {
  it('are slowed down: five are checked, the next five refused with 429 and Retry-After', async () => {
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await attempt(`guess-number-${i}`));
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    const refused = answers[9]!;
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      success: false,
      error: 'Demasiados intentos. Intenta de nuevo en 1 segundos.',
    });
  });

  it('refuse even the right password while locked, from that address only', async () => {
    expect((await attempt(PASSWORD)).statusCode).toBe(429);
    expect((await attempt('guess-from-elsewhere', '10.0.0.2')).statusCode).toBe(401);
  });

  it('double the lock with every further failure', async () => {
    const locks: string[] = [];
    for (let i = 0; i < 4; i++) {
      advance(Number((await attempt('still-locked')).headers['retry-after']));
      expect((await attempt(`late-guess-${i}`)).statusCode).toBe(401);
      locks.push(String((await attempt('locked-again')).headers['retry-after']));
    }
    expect(locks).toEqual(['2', '4', '8', '16']);
  });

  it('are forgotten after a successful sign-in', async () => {
    advance(16);
    expect((await attempt(PASSWORD)).statusCode).toBe(200);
    expect((await attempt('one-more-guess')).statusCode).toBe(401);
  });
});

describe('a burst of parallel guesses', () => {
  it('cannot slip past the count: at most five are checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt(`parallel-${i}`, '10.0.0.9', 'nadie@flora.test')),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(15);
  });
});

describe('changing the password with a stolen session', () => {
  it('is throttled the same way on the current password', async () => {
    const login = await attempt(PASSWORD);
    const token = login.json().data.token as string;
    const change = (currentPassword: string) =>
      apps.toCommand({
        method: 'POST',
        url: '/api/auth/change-password',
        payload: { currentPassword, newPassword: 'nuevas-flores-1' },
        headers: bearer(token),
      });
    const codes = [];
    for (let i = 0; i < 7; i++) codes.push((await change(`guess-${i}`)).statusCode);
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const locked = await change(PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.json().code).toBe('AUTH.TOO_MANY_ATTEMPTS');
  });
});

describe('one address across many accounts (issue 38)', () => {
  it('is slowed after 20 wrong passwords in 15 minutes, whichever accounts they tried; other addresses are not', async () => {
    const answers = [];
    for (let i = 0; i < 25; i++)
      answers.push((await attempt('wrong-password', '10.0.1.1', `cuenta-${i}@flora.test`)).statusCode);
    expect(answers).toEqual([...Array(20).fill(401), ...Array(5).fill(429)]);
    expect((await attempt(PASSWORD, '10.0.1.2')).statusCode).toBe(200); // the owner, from their own device
    advance(Number((await attempt(PASSWORD, '10.0.1.1')).headers['retry-after']));
    expect((await attempt(PASSWORD, '10.0.1.1')).statusCode).toBe(200); // after the delay, the right password passes
  });

  it('forgets failures older than the window', async () => {
    for (let i = 0; i < 20; i++) await attempt('wrong-password', '10.0.1.3', `otra-${i}@flora.test`);
    advance(15 * 60 + 1);
    expect((await attempt('wrong-password', '10.0.1.3', 'otra-x@flora.test')).statusCode).toBe(401);
  });
});

describe('registration (issue 38)', () => {
  it('takes 20 accounts an hour from one address, then 429 in the spec shape; another address goes on', async () => {
    const register = (i: number, remoteAddress: string) =>
      apps.toCommand({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: `Nuevo ${i}`, email: `nuevo-${remoteAddress}-${i}@flora.test`, password: 'nuevo-password-1' },
        remoteAddress,
      });
    const codes = [];
    for (let i = 0; i < 21; i++) codes.push((await register(i, '10.0.2.1')).statusCode);
    expect(codes).toEqual([...Array(20).fill(201), 429]);
    const refused = await register(99, '10.0.2.1');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ success: false, error: expect.stringMatching(/^Demasiados registros/) });
    expect((await register(0, '10.0.2.2')).statusCode).toBe(201);
  });
});
