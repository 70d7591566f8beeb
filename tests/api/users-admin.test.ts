import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserId, seedDemoUsers } from '../../command-api/seed/users';
import { createIdentity } from '../../command-api/auth/identity';
import { defaultLanding, routeAccess } from '../../domain/identity';
import { userStream } from '../../domain/users';
import { verifyToken } from '../../infra/auth/jwt';
import { DEMO_PARTNER_USERS, DEMO_USERS } from '../../infra/demo/users';
import { createGeneration } from '../../projections/engine/generations';
import { forProjection, physicalTables, type SequencedEvent } from '../../projections/engine/projection';
import { usersProjection } from '../../projections/users';
import { tableHash } from '../reliability/projection-support';
import { bearer, identityConfig, openIdentityApps, storedHashes, whereSecretsAppear } from './identity-support';

// The demo seed and the users screen: list, roles, deactivate, activate — through both APIs.

let apps: Awaited<ReturnType<typeof openIdentityApps>>;
const tokens: Record<string, string> = {};
/** The demo accounts: one per role, and one per demo partner's portal (issue 45). */
const DEMO_ACCOUNTS = DEMO_USERS.length + DEMO_PARTNER_USERS.length;
beforeAll(async () => {
  apps = await openIdentityApps('usersadm', { seedDemo: true, project: true });
});
afterAll(async () => apps?.close());

const demo = (role: string) => DEMO_USERS.find((u) => u.role === role)!;
const login = (email: string, password: string) =>
  apps.toCommand({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const command = (role: string, url: string, payload?: object) =>
  apps.toCommand({ method: 'POST', url, payload, headers: bearer(tokens[role]!) });
const list = async (query: string, role = 'admin') => {
  const res = await apps.toRead({ method: 'GET', url: `/api/users${query}`, headers: bearer(tokens[role]!) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const clientId = () => demoUserId(demo('client').email);

describe('the demo seed', () => {
  it('signs in each of the ten demo users with its printed password, landing where its role may go', async () => {
    expect(DEMO_USERS.map((u) => u.email)).toContain('pos.supervisor@flora.test');
    for (const user of DEMO_USERS) {
      const res = await login(user.email, user.password);
      expect(res.statusCode, user.email).toBe(200);
      const { token, user: session } = res.json().data;
      expect(session.roles).toEqual([user.role]);
      expect(verifyToken(token, identityConfig.jwtSecret).roles).toEqual([user.role]);
      expect(routeAccess(session, defaultLanding(session))).toBe('allowed');
      tokens[user.role] = token;
    }
  });

  it('is idempotent: a second run creates nothing and appends nothing', async () => {
    const { rows: before } = await sql<{ n: number }>`select count(*)::int as n from events`.execute(apps.database.db);
    const identity = createIdentity({
      handler: apps.command.commands,
      store: apps.store,
      db: apps.database.db,
      config: identityConfig,
    });
    expect(await seedDemoUsers(identity)).toEqual({ created: [], skipped: DEMO_USERS.map((u) => u.email) });
    const { rows: after } = await sql<{ n: number }>`select count(*)::int as n from events`.execute(apps.database.db);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('GET /api/users', () => {
  it('lists every account by name with status and last login, paged in SQL', async () => {
    await apps.runner!.waitForPosition((await apps.store.headPosition())!);
    const all = await list('');
    expect(all).toMatchObject({ page: 1, pageSize: 50, total: DEMO_ACCOUNTS });
    const names = all.items.map((u: { name: string }) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(all.items.find((u: { email: string }) => u.email === 'owner@flora.test')).toEqual({
      id: demoUserId('owner@flora.test'),
      name: 'Olivia Owner',
      email: 'owner@flora.test',
      firstName: 'Olivia',
      lastName: 'Owner',
      roles: ['owner'],
      status: 'active',
      createdAt: expect.any(String),
      lastLoginAt: expect.any(String),
    });
    const second = await list('?pageSize=3&page=2');
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: DEMO_ACCOUNTS });
    expect(second.items.map((u: { name: string }) => u.name)).toEqual(names.slice(3, 6));
  });

  it.each([
    ['?search=CARMEN', ['cashier@flora.test']],
    ['?search=supervisor', ['pos.supervisor@flora.test']],
    ['?role=warehouse', ['warehouse@flora.test']],
    ['?search=%25', []],
    ['?status=inactive', []],
  ])('filters %s', async (query, emails) => {
    const found = await list(query);
    expect(found.items.map((u: { email: string }) => u.email)).toEqual(emails);
    expect(found.total).toBe(emails.length);
  });

  it('refuses an unknown role filter', async () => {
    const res = await apps.toRead({
      method: 'GET',
      url: '/api/users?role=manager',
      headers: bearer(tokens.admin!),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('roles', () => {
  it('are set with set semantics and read back with ?minPosition', async () => {
    const res = await command('admin', `/api/users/${clientId()}/roles`, { roles: ['client', 'cashier'] });
    expect(res.statusCode, res.body).toBe(201);
    const { id, streamId, position } = res.json();
    expect([id, streamId]).toEqual([clientId(), userStream(clientId())]);
    const found = await list(`?search=camila&minPosition=${encodeURIComponent(position)}`);
    expect(found.items[0].roles).toEqual(['client', 'cashier']);
    const same = await command('admin', `/api/users/${clientId()}/roles`, { roles: ['cashier', 'client'] });
    expect(same.statusCode).toBe(200);
    const types = (await apps.store.readStream(userStream(clientId()))).map((e) => e.type);
    expect(types.filter((t) => t.startsWith('Role'))).toEqual(['RoleAssigned']);
  });

  it('grant the owner role only at the hand of an owner', async () => {
    const byAdmin = await command('admin', `/api/users/${clientId()}/roles`, { roles: ['owner'] });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().code).toBe('USER.OWNER_ROLE_RESERVED');
    const unknown = await command('admin', `/api/users/${clientId()}/roles`, { roles: ['manager'] });
    expect(unknown.statusCode).toBe(400);
    const nobody = await command('admin', '/api/users/nobody/roles', { roles: ['hr'] });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('deactivating', () => {
  it("refuses the user's login with 'Usuario desactivado' and its token at /api/auth/me, until activated", async () => {
    const res = await command('admin', `/api/users/${clientId()}/deactivate`);
    expect(res.statusCode, res.body).toBe(201);
    const refused = await login(demo('client').email, demo('client').password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, error: 'Usuario desactivado' });
    const found = await list(`?status=inactive&minPosition=${encodeURIComponent(res.json().position)}`);
    expect(found.items.map((u: { email: string }) => u.email)).toEqual(['client@flora.test']);
    const profile = await apps.toRead({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(tokens.client!),
    });
    expect(profile.statusCode).toBe(401);

    expect((await command('admin', `/api/users/${clientId()}/activate`)).statusCode).toBe(201);
    expect((await login(demo('client').email, demo('client').password)).statusCode).toBe(200);
  });

  it('is refused for oneself, and for an owner unless by an owner', async () => {
    const self = await command('admin', `/api/users/${demoUserId('admin@flora.test')}/deactivate`);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('USER.CANNOT_DEACTIVATE_SELF');
    const owner = await command('admin', `/api/users/${demoUserId('owner@flora.test')}/deactivate`);
    expect(owner.statusCode).toBe(403);
    expect(owner.json().code).toBe('USER.OWNER_ONLY');
  });

  it('leaves no demo password or hash anywhere', async () => {
    await apps.runner!.waitForPosition((await apps.store.headPosition())!);
    const secrets = [...DEMO_USERS.map((u) => u.password), ...(await storedHashes(apps))];
    expect(await whereSecretsAppear(apps, secrets)).toEqual([]);
  });
});

describe('the users read model', () => {
  it('is rebuilt from the events alone, row for row the same', async () => {
    await apps.runner!.waitForPosition((await apps.store.headPosition())!);
    const { db } = apps.database;
    const events = await apps.store.readAll({ limit: 10_000 });
    const sequenced: SequencedEvent[] = events.map((e, i) => ({ ...e, ordinal: BigInt(i + 1) }));
    await createGeneration(db, usersProjection, 99);
    const handled = sequenced.filter((e) => (usersProjection.handles as readonly string[]).includes(e.type));
    await db
      .transaction()
      .execute((trx) => usersProjection.apply(forProjection(trx), handled, physicalTables(usersProjection, 99)));
    const live = await tableHash(db, 'users', 'id');
    expect(live.rows).toBe(DEMO_ACCOUNTS);
    expect(await tableHash(db, 'users_g99', 'id')).toEqual(live);
  });
});

describe('POST /api/users (issue 43)', () => {
  const create = (role: string, payload: object) => command(role, '/api/users', payload);
  const me = (token: string) => apps.toRead({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

  it('creates the account with its roles and a temporary password, to be changed at the first sign-in', async () => {
    const res = await create('admin', { name: 'Valeria Ruiz', email: 'Valeria.Ruiz@flora.test', roles: ['cashier'] });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json();
    expect(Object.keys(answer).sort()).toEqual(['id', 'position', 'revision', 'streamId', 'temporaryPassword']);
    expect(answer).toMatchObject({ streamId: userStream(answer.id), revision: 0, position: expect.any(String) });
    expect(answer.temporaryPassword).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);

    const first = await login('valeria.ruiz@flora.test', answer.temporaryPassword);
    expect(first.statusCode, first.body).toBe(200);
    const { token, user } = first.json().data;
    expect(user).toMatchObject({ name: 'Valeria Ruiz', roles: ['cashier'], mustChangePassword: true });
    await apps.runner!.waitForPosition((await apps.store.headPosition())!);
    expect((await me(token)).json().data.user.mustChangePassword).toBe(true);
    const row = await list(`?search=valeria`);
    expect(row.items[0]).toMatchObject({ email: 'valeria.ruiz@flora.test', mustChangePassword: true });

    const changed = await apps.toCommand({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: answer.temporaryPassword, newPassword: 'girasoles-2026' },
      headers: bearer(token),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await login('valeria.ruiz@flora.test', 'girasoles-2026');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.user).not.toHaveProperty('mustChangePassword');
    await apps.runner!.waitForPosition((await apps.store.headPosition())!);
    expect((await me(again.json().data.token)).json().data.user).not.toHaveProperty('mustChangePassword');
    // The creation's answer is the one place it ever was: no event, snapshot, row or log line.
    const once = `API answers contain ${answer.temporaryPassword.slice(0, 12)}…`;
    expect(await whereSecretsAppear(apps, [answer.temporaryPassword])).toEqual([once]);
  });

  it("refuses a taken email with 409 and the spec's message, whatever its case", async () => {
    const res = await create('owner', { name: 'Otra Camila', email: 'CLIENT@flora.test', roles: ['client'] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'USER.ALREADY_EXISTS', detail: 'User already exists with this email' });
  });

  it.each([
    ['no roles', { name: 'Ana', email: 'ana@flora.test', roles: [] }],
    ['an unknown role', { name: 'Ana', email: 'ana@flora.test', roles: ['manager'] }],
    ['a bad email', { name: 'Ana', email: 'ana', roles: ['hr'] }],
    ['no name', { name: ' ', email: 'ana@flora.test', roles: ['hr'] }],
    ['an unknown key', { name: 'Ana', email: 'ana@flora.test', roles: ['hr'], password: 'mine-12345' }],
  ])('refuses a body with %s (400)', async (_, body) => {
    const res = await create('admin', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors.length).toBeGreaterThan(0);
  });

  it('is for admin and owner only; only an owner gives the owner role', async () => {
    const body = { name: 'Ana Torres', email: 'ana.torres@flora.test', roles: ['hr'] };
    for (const role of ['cashier', 'pos_supervisor', 'hr', 'warehouse'])
      expect((await create(role, body)).statusCode, role).toBe(403);
    const owner = await create('admin', { ...body, roles: ['owner'] });
    expect(owner.statusCode).toBe(403);
    expect(owner.json().code).toBe('USER.OWNER_ROLE_RESERVED');
    // The refused creation left the email free.
    expect((await create('owner', body)).statusCode).toBe(201);
  });

  it('holds a temporary password to the change on the server: every other route of both APIs is 403 until then', async () => {
    const created = await create('admin', { name: 'Bruno Díaz', email: 'bruno.diaz@flora.test', roles: ['admin'] });
    expect(created.statusCode, created.body).toBe(201);
    const { temporaryPassword } = created.json();
    const { token } = (await login('bruno.diaz@flora.test', temporaryPassword)).json().data;
    const users = () => apps.toRead({ method: 'GET', url: '/api/users', headers: bearer(token) });
    const newUser = { name: 'Eva Luna', email: 'eva.luna@flora.test', roles: ['hr'] };
    const createAsBruno = () =>
      apps.toCommand({ method: 'POST', url: '/api/users', payload: newUser, headers: bearer(token) });

    for (const refused of [await users(), await createAsBruno()]) {
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect(refused.json()).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        detail: 'Cambia tu contraseña temporal antes de continuar.',
      });
    }
    // What the change needs stays open: the profile (which tells the app to ask) and the change itself.
    expect((await me(token)).statusCode).toBe(200);
    const changed = await apps.toCommand({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: temporaryPassword, newPassword: 'orquideas-2026' },
      headers: bearer(token),
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // The same token, now the account's own password: the command API at once, the read API once it hears.
    expect((await createAsBruno()).statusCode).toBe(201);
    await expect.poll(async () => (await users()).statusCode, { timeout: 5000 }).toBe(200);
  });

  describe('with an Idempotency-Key', () => {
    const keyed = (key: string, payload: object) =>
      apps.toCommand({
        method: 'POST',
        url: '/api/users',
        payload,
        headers: { ...bearer(tokens.admin!), 'idempotency-key': key },
      });
    const body = { name: 'Julia Paz', email: 'julia.paz@flora.test', roles: ['warehouse'] };

    it('answers a repeat with the first 201 (the same account and temporary password), created once', async () => {
      const key = randomUUID();
      const first = await keyed(key, body);
      expect(first.statusCode, first.body).toBe(201);
      const again = await keyed(key, body);
      expect(again.statusCode, again.body).toBe(201);
      expect(again.json()).toEqual(first.json());
      const { id, temporaryPassword } = first.json();
      expect(await apps.store.readStream(userStream(id))).toHaveLength(1);
      expect((await login(body.email, temporaryPassword)).statusCode).toBe(200);
    });

    it("is 409 with the spec's message for another key with the email, and 409 for the key with another body", async () => {
      const other = await keyed(randomUUID(), body);
      expect(other.statusCode, other.body).toBe(409);
      expect(other.json()).toMatchObject({
        code: 'USER.ALREADY_EXISTS',
        detail: 'User already exists with this email',
      });

      const key = randomUUID();
      expect((await keyed(key, { ...body, email: 'julia.paz2@flora.test' })).statusCode).toBe(201);
      const reused = await keyed(key, { ...body, email: 'julia.paz3@flora.test' });
      expect(reused.statusCode, reused.body).toBe(409);
      expect(reused.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    });
  });
});
