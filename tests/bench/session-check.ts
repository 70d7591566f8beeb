import Fastify from 'fastify';
import { signToken, verifyToken } from '../../infra/auth/jwt';
import { UserAccess, type AccountStanding } from '../../infra/auth/user-access';
import { useAuthorization, type AccountCheck } from '../../infra/http/auth';
import { fmt, ratio, type Row } from './harness';

// Issue 38: what judging a token's session costs a request. One route behind the same authorization
// hook, answered through Fastify's inject (no socket), three ways in the same run: the account and
// session check from memory (UserAccess over 10,000 accounts with 3 sessions each), the token's
// signature only ('trust-token'), and no token at all (a public route). Alternating rounds, median.

const ACCOUNTS = 10_000;
const REQUESTS = 20_000;
const SECRET = 'bench-session-secret-of-at-least-32-chars';

async function appWith(accounts: AccountCheck) {
  const app = Fastify();
  useAuthorization(app, SECRET, accounts);
  app.get('/signed', { config: { access: 'authenticated' } }, async () => ({ ok: true }));
  app.get('/open', { config: { access: 'public' } }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

const sid = (i: number, k: number) => `00000000-0000-4000-8000-${String(i * 3 + k).padStart(12, '0')}`;

export async function benchSessionCheck(): Promise<Row[]> {
  const hour = Date.now() + 3600_000;
  const standing = (i: number): AccountStanding => ({
    active: true,
    roles: ['cashier'],
    sessions: new Map([0, 1, 2].map((k) => [sid(i, k), { expiresAt: hour, ended: k === 2 }])),
  });
  const map = new Map(Array.from({ length: ACCOUNTS }, (_, i) => [`u-${i}`, standing(i)]));
  const access = await new UserAccess({
    all: async () => ({ accounts: map, position: '1' }),
    one: async () => ({ standing: undefined, position: undefined }),
    includes: () => true,
  }).start();
  const tokens = Array.from({ length: 100 }, (_, n) => {
    const i = n * 97;
    return signToken({ userId: `u-${i}`, roles: ['cashier'], sessionId: sid(i, n % 2) }, SECRET, '1h');
  });
  const checked = await appWith(access);
  const signatureOnly = await appWith('trust-token');
  const perRequest = async (app: Awaited<ReturnType<typeof appWith>>, url: string, signed: boolean) => {
    const start = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      const headers = signed ? { authorization: `Bearer ${tokens[i % tokens.length]}` } : {};
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    }
    return ((performance.now() - start) * 1000) / REQUESTS;
  };
  const rounds = { checked: [] as number[], signature: [] as number[], open: [] as number[] };
  await perRequest(checked, '/signed', true); // warm-up
  for (let r = 0; r < 3; r++) {
    rounds.checked.push(await perRequest(checked, '/signed', true));
    rounds.signature.push(await perRequest(signatureOnly, '/signed', true));
    rounds.open.push(await perRequest(checked, '/open', false));
  }
  // The check alone, beside the signature check every signed request makes anyway.
  const principals = tokens.map((t) => verifyToken(t, SECRET));
  const each = async (n: number, work: (i: number) => unknown) => {
    const start = performance.now();
    for (let i = 0; i < n; i++) await work(i);
    return ((performance.now() - start) * 1000) / n;
  };
  const judging = await each(200_000, (i) => access.principalOf(principals[i % principals.length]!));
  const verifying = await each(50_000, (i) => verifyToken(tokens[i % tokens.length]!, SECRET));
  access.stop();
  await Promise.all([checked.close(), signatureOnly.close()]);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
  const [c, s, o] = [median(rounds.checked), median(rounds.signature), median(rounds.open)];
  return [
    {
      figure: `request with the session check (${fmt(ACCOUNTS)} accounts in memory), µs`,
      value: fmt(c, 1),
      reference: `${fmt(s, 1)} µs the same request, token signature only`,
      ratio: ratio(c, s),
      goal: '<= 1.10x',
    },
    {
      figure: 'session check alone (account, session, roles from memory), µs per request',
      value: fmt(judging, 2),
      reference: `${fmt(verifying, 2)} µs verifying the token's signature`,
      ratio: ratio(judging, verifying),
      goal: '<= 0.10x',
    },
    {
      figure: 'public request (no token), µs',
      value: fmt(o, 1),
      reference: `${fmt(c, 1)} µs a signed request with the session check`,
      ratio: ratio(o, c),
      goal: '—',
    },
  ];
}
