import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityConfig, openIdentityApps, registerAccounts, tokenFor } from './identity-support';

// Tokens that must never open a protected route of either API. Their user, owner-1, exists and is
// active: each is refused for what the token is, not for whom it names.

const secret = identityConfig.jwtSecret;
/** The constant earlier versions signed with when JWT_SECRET was unset: public, so a forgery now. */
const OLD_DEV_SECRET = 'flora-dev-secret-change-me';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const ownerClaims = () => ({ sub: 'owner-1', roles: ['owner'], iss: 'flora', iat: now(), exp: now() + 3600 });

const BAD_TOKENS: Record<string, () => string> = {
  'tampered (roles raised, signature kept)': () => {
    const [header, , signature] = tokenFor(['client'], 'client-1').split('.');
    return `${header}.${b64(ownerClaims())}.${signature}`;
  },
  expired: () => jwt.sign({ ...ownerClaims(), iat: now() - 7200, exp: now() - 60 }, secret, { algorithm: 'HS256' }),
  'alg: none': () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(ownerClaims())}.`,
  'alg: none with a signature': () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(ownerClaims())}.${'A'.repeat(43)}`,
  'signed with another secret': () => jwt.sign(ownerClaims(), 'not-the-secret', { algorithm: 'HS256' }),
  'HS512 with the right secret': () => jwt.sign(ownerClaims(), secret, { algorithm: 'HS512' }),
  'another issuer': () => jwt.sign({ ...ownerClaims(), iss: 'evil' }, secret, { algorithm: 'HS256' }),
  'no subject': () => jwt.sign({ roles: ['owner'], iss: 'flora', exp: now() + 3600 }, secret, { algorithm: 'HS256' }),
  garbage: () => 'aaa.bbb.ccc',
  'signed with the old public dev secret': () => jwt.sign(ownerClaims(), OLD_DEV_SECRET, { algorithm: 'HS256' }),
  'without exp': () =>
    jwt.sign({ sub: 'owner-1', roles: ['owner'], iss: 'flora', iat: now() }, secret, { algorithm: 'HS256' }),
  'of a user who does not exist': () => jwt.sign({ ...ownerClaims(), sub: 'ghost-1' }, secret, { algorithm: 'HS256' }),
};

const COMMAND_ROUTES = [
  { method: 'POST', url: '/api/users/u-1/deactivate' },
  { method: 'POST', url: '/api/users/u-1/roles', payload: { roles: ['owner'] } },
  { method: 'PATCH', url: '/api/auth/me', payload: { name: 'Mallory' } },
  { method: 'POST', url: '/api/auth/logout' },
] as const;
const READ_ROUTES = [
  { method: 'GET', url: '/api/users' },
  { method: 'GET', url: '/api/auth/me' },
] as const;

let apps: Awaited<ReturnType<typeof openIdentityApps>>;
beforeAll(async () => {
  apps = await openIdentityApps('tokens');
  await registerAccounts(apps.store, [{ userId: 'owner-1', roles: ['owner'] }]);
});

it('runs under production config (a real secret of its own)', () => {
  expect(identityConfig.secretFile).toBeUndefined();
  expect(identityConfig.jwtSecret).not.toBe(OLD_DEV_SECRET);
});
afterAll(async () => apps?.close());

describe.each(Object.entries(BAD_TOKENS))('a token %s', (_kind, make) => {
  it('is refused with 401 by every protected route of the command-api', async () => {
    for (const route of COMMAND_ROUTES) {
      const res = await apps.command.inject({ ...route, headers: { authorization: `Bearer ${make()}` } });
      expect(res.statusCode, route.url).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('is refused with 401 by every protected route of the read-api', async () => {
    for (const route of READ_ROUTES) {
      const res = await apps.read.inject({ ...route, headers: { authorization: `Bearer ${make()}` } });
      expect(res.statusCode, route.url).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('a good token', () => {
  it('passes the same routes (they then answer on their own terms)', async () => {
    const good = { authorization: `Bearer ${tokenFor(['owner'], 'owner-1')}` };
    const list = await apps.read.inject({ method: 'GET', url: '/api/users', headers: good });
    expect(list.statusCode).toBe(200);
    const deactivate = await apps.command.inject({
      method: 'POST',
      url: '/api/users/u-1/deactivate',
      headers: good,
    });
    expect(deactivate.statusCode).toBe(404); // no such user, but not a 401
    expect(deactivate.json().code).toBe('USER.NOT_FOUND');
  });
});
