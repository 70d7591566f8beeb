import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import { loadConfig } from '../../infra/config';
import { signToken } from '../../infra/auth/jwt';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { createTestDatabase } from '../support/database';

// Every kind of bad request gets the right 4xx as problem+json, never a 500, and appends nothing.

const config = loadConfig({ JWT_SECRET: 'command-bad-input-secret' });
const owner = signToken({ userId: 'owner-1', roles: ['owner'] }, config.jwtSecret);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let store: PostgresEventStore;
let app: Awaited<ReturnType<typeof buildCommandApi>>;
let eventsBefore: number;

const countEvents = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from events`.execute(database.db)).rows[0]!.n);

beforeAll(async () => {
  database = await createTestDatabase('cmdbad');
  store = new PostgresEventStore(database.pool);
  app = await buildCommandApi({ store, db: database.db, config, accounts: 'trust-token' });
  // One real event, so "unchanged" is checked against a stream that exists.
  const seeded = await putTaxRate({ taxRatePercent: 16 });
  expect(seeded.statusCode).toBe(201);
});

afterAll(async () => {
  await app?.close();
  await store?.close();
  await database?.drop();
});

beforeEach(async () => {
  eventsBefore = await countEvents();
});

function putTaxRate(body: unknown, headers: Record<string, string> = {}, token: string | null = owner) {
  return app.inject({
    method: 'PUT',
    url: '/api/settings/tax-rate',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    ...(typeof body === 'string' ? { payload: body } : { payload: body as object }),
  });
}

async function expectProblem(res: Awaited<ReturnType<typeof putTaxRate>>, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body).toMatchObject({ status, code });
  expect(typeof body.detail).toBe('string');
  expect(body.detail.length).toBeGreaterThan(0);
  expect(await countEvents()).toBe(eventsBefore);
  return body as { errors?: { path: string; message: string }[]; detail: string };
}

describe('bodies the command-api refuses', () => {
  it('malformed JSON → 400', async () => {
    const res = await putTaxRate('{"taxRatePercent": 1', { 'content-type': 'application/json' });
    await expectProblem(res, 400, 'MALFORMED_JSON');
  });

  it('an empty JSON body → 400', async () => {
    await expectProblem(await putTaxRate('', { 'content-type': 'application/json' }), 400, 'EMPTY_BODY');
  });

  it('wrong types → 400 with the path of each field', async () => {
    const body = await expectProblem(await putTaxRate({ taxRatePercent: '16' }), 400, 'VALIDATION');
    expect(body.errors).toEqual([{ path: 'taxRatePercent', message: 'El IVA debe ser un número.' }]);
    const notAnObject = await expectProblem(
      await putTaxRate('[1,2]', { 'content-type': 'application/json' }),
      400,
      'VALIDATION',
    );
    expect(notAnObject.errors?.[0]?.path).toBe('(body)');
  });

  it('unknown fields → 400 naming them', async () => {
    const body = await expectProblem(await putTaxRate({ taxRatePercent: 16, isAdmin: true }), 400, 'VALIDATION');
    expect(body.errors?.some((e) => e.message.includes('isAdmin'))).toBe(true);
  });

  it('values the shop rules out → 400 in Spanish', async () => {
    const tooHigh = await expectProblem(await putTaxRate({ taxRatePercent: 100.5 }), 400, 'VALIDATION');
    expect(tooHigh.errors).toEqual([{ path: 'taxRatePercent', message: 'El IVA debe estar entre 0 y 100 %.' }]);
    await expectProblem(await putTaxRate({ taxRatePercent: 16.555 }), 400, 'VALIDATION');
    const badArea = await app.inject({
      method: 'PUT',
      url: '/api/settings/areas/payroll',
      headers: { authorization: `Bearer ${owner}` },
      payload: { currency: 'COP', locale: 'es-CO', dateFormat: 'dd/mm/yyyy' },
    });
    await expectProblem(badArea, 400, 'VALIDATION');
  });

  it('a body over 1 MiB → 413', async () => {
    const huge = JSON.stringify({ taxRatePercent: 16, padding: 'x'.repeat(1024 * 1024) });
    await expectProblem(await putTaxRate(huge, { 'content-type': 'application/json' }), 413, 'BODY_TOO_LARGE');
  });

  it('anything but application/json → 415', async () => {
    await expectProblem(await putTaxRate('16', { 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    await expectProblem(
      await putTaxRate('<iva>16</iva>', { 'content-type': 'application/xml' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });

  it('an Idempotency-Key that is not a uuid → 400', async () => {
    const body = await expectProblem(
      await putTaxRate({ taxRatePercent: 12 }, { 'idempotency-key': 'retry-1' }),
      400,
      'VALIDATION',
    );
    expect(body.errors?.[0]?.path).toBe('idempotency-key');
  });

  it('an X-Correlation-Id that is not a uuid → 400 (the audit trail keys on uuids)', async () => {
    const body = await expectProblem(
      await putTaxRate({ taxRatePercent: 12 }, { 'x-correlation-id': 'screen-1' }),
      400,
      'VALIDATION',
    );
    expect(body.errors?.[0]?.path).toBe('x-correlation-id');
  });
});

describe('tokens the command-api refuses', () => {
  const principal = { userId: 'mallory', roles: ['owner'] };

  it('no token → 401', async () => {
    await expectProblem(await putTaxRate({ taxRatePercent: 12 }, {}, null), 401, 'UNAUTHENTICATED');
    await expectProblem(
      await putTaxRate({ taxRatePercent: 12 }, { authorization: 'Basic b3duZXI6cHc=' }, null),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('a token signed with another secret → 401', async () => {
    await expectProblem(
      await putTaxRate({ taxRatePercent: 12 }, {}, signToken(principal, 'not-our-secret')),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('a tampered payload → 401', async () => {
    const cashier = signToken({ userId: 'c-1', roles: ['cashier'] }, config.jwtSecret);
    const [header, payload, signature] = cashier.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = `${header}.${b64({ ...claims, roles: ['owner'] })}.${signature}`;
    await expectProblem(await putTaxRate({ taxRatePercent: 12 }, {}, forged), 401, 'UNAUTHENTICATED');
  });

  it('an expired token → 401', async () => {
    const expired = signToken(principal, config.jwtSecret, -60);
    const body = await expectProblem(await putTaxRate({ taxRatePercent: 12 }, {}, expired), 401, 'UNAUTHENTICATED');
    expect(body.detail).toBe('La sesión ha expirado');
  });

  it('an `alg: none` token → 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: 'mallory', roles: ['owner'], iss: 'flora', iat: now, exp: now + 600 })}.`;
    await expectProblem(await putTaxRate({ taxRatePercent: 12 }, {}, unsigned), 401, 'UNAUTHENTICATED');
  });

  it('a role without system-config → 403', async () => {
    for (const role of ['cashier', 'warehouse', 'accounting', 'client']) {
      const token = signToken({ userId: `u-${role}`, roles: [role] }, config.jwtSecret);
      await expectProblem(await putTaxRate({ taxRatePercent: 12 }, {}, token), 403, 'FORBIDDEN');
    }
  });

  it('admin, who holds system-config, passes', async () => {
    const admin = signToken({ userId: 'a-1', roles: ['admin'] }, config.jwtSecret);
    expect((await putTaxRate({ taxRatePercent: 12 }, {}, admin)).statusCode).toBe(201);
  });
});
