import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userStream } from '../../domain/users';
import { RESET_LIMITS } from '../../command-api/auth/reset-limit';
import { openIdentityApps } from './identity-support';

// POST /api/auth/password-reset/request is public and appends an event each time: limited per email
// (3 an hour) and per client address (20 an hour), answered 429 problem+json with Retry-After.

let apps: Awaited<ReturnType<typeof openIdentityApps>>;
let userId: string;
beforeAll(async () => {
  apps = await openIdentityApps('resetlimit');
  const res = await apps.toCommand({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Rita Reset', email: 'rita@flora.test', password: 'rita-password-1' },
  });
  userId = res.json().data.user.id;
});
afterAll(async () => apps?.close());

const ask = (email: string, remoteAddress: string) =>
  apps.toCommand({
    method: 'POST',
    url: '/api/auth/password-reset/request',
    payload: { email },
    remoteAddress,
  });

function expectLimited(res: Awaited<ReturnType<typeof ask>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers['content-type']).toContain('application/problem+json');
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(RESET_LIMITS.windowMs / 1000);
  expect(res.json()).toMatchObject({
    status: 429,
    code: 'AUTH.TOO_MANY_ATTEMPTS',
    detail: expect.stringContaining('Intenta de nuevo'),
  });
}

describe('password-reset requests', () => {
  it(`are limited to ${RESET_LIMITS.perEmail} per email, from any address; refused ones append nothing`, async () => {
    const answers = [];
    for (let i = 0; i < RESET_LIMITS.perEmail; i++)
      answers.push((await ask('rita@flora.test', `10.1.0.${i + 1}`)).statusCode);
    expect(answers).toEqual(Array(RESET_LIMITS.perEmail).fill(200));
    expectLimited(await ask('rita@flora.test', '10.1.0.99'));
    expectLimited(await ask('  RITA@flora.test ', '10.1.0.100'));
    const requested = (await apps.store.readStream(userStream(userId))).filter(
      (e) => e.type === 'PasswordResetRequested',
    );
    expect(requested).toHaveLength(RESET_LIMITS.perEmail);
    console.log(`reset limit per email: ${answers.length} accepted, then 429 with Retry-After`);
  });

  it(`are limited to ${RESET_LIMITS.perAddress} per client address, whatever the email`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RESET_LIMITS.perAddress; i++)
      statuses.push((await ask(`nadie-${i}@flora.test`, '10.2.0.1')).statusCode);
    expect(statuses).not.toContain(429);
    expectLimited(await ask('otra@flora.test', '10.2.0.1'));
    // Another address is not affected.
    expect((await ask('otra@flora.test', '10.2.0.2')).statusCode).not.toBe(429);
    console.log(
      `reset limit per address: ${statuses.length} answered (${[...new Set(statuses)].join(', ')}), the next 429`,
    );
  });

  it('does not count malformed requests', async () => {
    for (let i = 0; i < RESET_LIMITS.perAddress + 5; i++) {
      const bad = await apps.toCommand({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: 'no-es-correo' },
        remoteAddress: '10.3.0.1',
      });
      expect(bad.statusCode).toBe(400);
    }
    expect((await ask('alguien@flora.test', '10.3.0.1')).statusCode).not.toBe(429);
  });
});
