import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_BODY, TEXT_NOT_ALLOWED } from '../../infra/http/edge';
import { bearer, openIdentityApps } from './identity-support';

// The edge of both APIs, on every route, public ones first: headers the servers read are checked
// and bounded, and text with a NUL or half a surrogate pair is a 400 naming the field — before a
// route, a schema, Postgres or the event store ever sees it. None of these appends an event.

let apps: Awaited<ReturnType<typeof openIdentityApps>>;
let owner: Record<string, string>;
beforeAll(async () => {
  apps = await openIdentityApps('edge', { seedDemo: true, project: true });
  // A signed-in owner: a token must stand for an account that exists.
  const login = await apps.command.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'owner@flora.test', password: 'flora-owner-2026' },
  });
  owner = bearer(login.json().data.token);
});
afterAll(async () => apps?.close());

const events = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from events`.execute(apps.database.db)).rows[0]!.n);

async function refused(app: FastifyInstance, request: InjectOptions, path: string) {
  const before = await events();
  const res = await app.inject(request);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  const body = res.json();
  expect(body.errors.map((e: { path: string }) => e.path)).toEqual([path]);
  expect(await events()).toBe(before);
  return body as { detail: string; errors: { path: string; message: string }[] };
}

const registration = { name: 'Ana', email: 'ana@flora.test', password: 'una-clave-larga-1' };
const register = (headers: Record<string, string>, payload: object = registration): InjectOptions => ({
  method: 'POST',
  url: '/api/auth/register',
  headers,
  payload,
});

describe('headers, on the public routes too', () => {
  it('refuses a correlation id, an Idempotency-Key that is not a uuid, a device id past 128 characters', async () => {
    const body = await refused(apps.command, register({ 'x-correlation-id': 'not-a-uuid' }), 'x-correlation-id');
    expect(body.detail).toBe('x-correlation-id: X-Correlation-Id debe ser un UUID.');
    await refused(apps.command, register({ 'idempotency-key': 'clave-1' }), 'idempotency-key');
    await refused(apps.command, register({ 'x-device-id': 'x'.repeat(8 * 1024) }), 'x-device-id');
    await refused(apps.command, register({ 'x-device-id': '' }), 'x-device-id');
    const login = {
      method: 'POST' as const,
      url: '/api/auth/login',
      payload: { email: 'ana@flora.test', password: 'x' },
    };
    await refused(apps.command, { ...login, headers: { 'x-correlation-id': 'abc' } }, 'x-correlation-id');
    await refused(
      apps.command,
      {
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email: 'a@b.c' },
        headers: { 'x-device-id': 'é'.repeat(10) },
      },
      'x-device-id',
    );
  });

  it('refuses a token past 4096 characters on either API, before judging it', async () => {
    const long = { authorization: `Bearer ${'a'.repeat(5000)}` };
    await refused(apps.read, { method: 'GET', url: '/api/users', headers: long }, 'authorization');
    await refused(apps.command, { method: 'POST', url: '/api/auth/logout', headers: long }, 'authorization');
  });

  it('still takes what is valid', async () => {
    const headers = {
      'x-correlation-id': '7d5e9f3a-2b1c-4d8e-9f60-1a2b3c4d5e6f',
      'x-device-id': 'caja-2',
      'idempotency-key': 'c3a4e7f0-1b2d-4c5e-8f9a-0b1c2d3e4f50',
    };
    expect((await apps.command.inject(register(headers))).statusCode).toBe(201);
  });
});

describe('text with a NUL or half a surrogate pair', () => {
  it('is a 400 naming the field in a query or a path, never a 500 from Postgres', async () => {
    const body = await refused(
      apps.read,
      { method: 'GET', url: '/api/inventory/products/lookup?code=%00', headers: owner },
      'code',
    );
    expect(body.errors[0]!.message).toBe(TEXT_NOT_ALLOWED);
    await refused(apps.read, { method: 'GET', url: '/api/audit/events?actor=a%00b', headers: owner }, 'actor');
    await refused(apps.read, { method: 'GET', url: '/api/billing/invoices/%00', headers: owner }, 'id');
    await refused(apps.read, { method: 'GET', url: '/api/users?search=%00&search=x', headers: owner }, 'search.0');
  });

  it('is a 400 in a body, however deep, on public routes too', async () => {
    await refused(apps.command, register({}, { ...registration, name: 'Ana\u0000' }), 'name');
    await refused(apps.command, register({}, { ...registration, name: 'Ana \ud83c' }), 'name');
    await refused(
      apps.command,
      { method: 'POST', url: '/api/auth/login', payload: { email: '\udc00@x.co', password: 'x' } },
      'email',
    );
    const product = { name: 'Rosa', sku: 'R-1', price: 1, categories: ['Rosas', 'Ramos\u0000'] };
    await refused(
      apps.command,
      { method: 'POST', url: '/api/inventory/products', headers: owner, payload: product },
      'categories.1',
    );
    await refused(
      apps.command,
      { method: 'PATCH', url: '/api/auth/me', headers: owner, payload: { ['na\u0000me']: 'x' } },
      'na\u0000me',
    );
  });

  it('keeps emoji and accents (a whole surrogate pair is text like any other)', async () => {
    const res = await apps.command.inject(
      register({}, { ...registration, email: 'rosa@flora.test', name: 'Rosa 🌹 Peña' }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is a 400 for a malformed percent-encoding in a path, not a 500', async () => {
    for (const bad of ['%D8%00', '%ED%A0%80', '%', '%E0%A4%A']) {
      const res = await apps.read.inject({
        method: 'GET',
        url: `/api/billing/invoices/${bad}`,
        headers: owner,
      });
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});

describe('a body sent to a route that takes none', () => {
  it('is a 400 before it reaches the Idempotency-Key, however deep; an empty object passes', async () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    const remove = (payload: string): InjectOptions => ({
      method: 'DELETE',
      url: `/api/profile/addresses/${crypto.randomUUID()}`,
      headers: { ...owner, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      payload,
    });
    const body = await refused(apps.command, remove(deep), '(body)');
    expect(body.errors[0]!.message).toBe(NO_BODY);
    await refused(apps.command, remove('{"addressId":"x"}'), '(body)');
    const empty = await apps.command.inject(remove('{}'));
    expect(empty.statusCode, empty.body).not.toBe(400);
    expect(empty.statusCode).toBeLessThan(500);
  });

  it('takes nothing at all, even sent as application/json (issue 39: was 400 EMPTY_BODY)', async () => {
    for (const headers of [{ 'content-type': 'application/json' }, {}]) {
      const res = await apps.command.inject({
        method: 'DELETE',
        url: `/api/profile/addresses/${crypto.randomUUID()}`,
        headers: { ...owner, ...headers, 'idempotency-key': crypto.randomUUID() },
      });
      expect(res.statusCode, res.body).not.toBe(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('still tells a route that takes a body that an empty one is empty', async () => {
    const res = await apps.command.inject({
      method: 'POST',
      url: '/api/inventory/products',
      headers: { ...owner, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code, res.body).toBe('EMPTY_BODY');
  });
});
