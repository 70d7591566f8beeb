import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ProjectionRunner } from '../../projections/engine/runner';
import { consignmentProjection } from '../../projections/consignment';
import { bearer, openIdentityApps, registerAccounts, tokenFor } from './identity-support';
import { partnerBody } from './partner-portal-support';

// Issue 45: an admin gives a person access to a consignment partner's portal from the partner's page
// (an account made with a temporary password, or a customer's own linked), and takes it away: the
// person's old token is refused at once by the command-api that took the withdrawal, and by the
// read-api as soon as the users projection notifies.

let apps: Awaited<ReturnType<typeof openIdentityApps>>;
let consignment: ProjectionRunner;
const admin = bearer(tokenFor(['admin'], 'portal-admin'));
const warehouse = bearer(tokenFor(['warehouse'], 'portal-warehouse'));
let hotel: string;
let cafe: string;

async function registerPartner(tradeName: string, taxId: string): Promise<string> {
  const res = await apps.toCommand({
    method: 'POST',
    url: '/api/consignment/partners',
    payload: partnerBody(tradeName, taxId),
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const invite = (partnerId: string, payload: object, headers: Record<string, string> = admin) =>
  apps.toCommand({ method: 'POST', url: `/api/consignment/partners/${partnerId}/portal-access`, payload, headers });
const withdraw = (partnerId: string, email: string) =>
  apps.toCommand({
    method: 'DELETE',
    url: `/api/consignment/partners/${partnerId}/portal-access/${encodeURIComponent(email)}`,
    headers: admin,
  });
const login = (email: string, password: string) =>
  apps.toCommand({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (token: string) => apps.toRead({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
const caughtUp = async () => {
  const head = (await apps.store.headPosition())!;
  await Promise.all([apps.runner!.waitForPosition(head), consignment.waitForPosition(head)]);
};
const portalPeople = async (partnerId: string) => {
  await caughtUp();
  const res = await apps.toRead({
    method: 'GET',
    url: `/api/consignment/partners/${partnerId}/portal-access`,
    headers: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { userId: string; email: string; name: string; grantedAt: string; lastSeenAt?: string }[];
};

beforeAll(async () => {
  apps = await openIdentityApps('portal_access', { project: true });
  consignment = new ProjectionRunner(
    { pool: apps.database.pool, db: apps.database.db, store: apps.store },
    consignmentProjection,
    {
      batchSize: 200,
      lockRetryMs: 50,
    },
  ).start();
  await registerAccounts(apps.store, [
    { userId: 'portal-admin', roles: ['admin'] },
    { userId: 'portal-warehouse', roles: ['warehouse'] },
  ]);
  hotel = await registerPartner('Brickell Bay Hotel', 'HBB210315AB1');
  cafe = await registerPartner('Café Wynwood', 'CWY200101AB2');
});
afterAll(async () => {
  await consignment?.stop();
  await apps?.close();
});

describe('POST /api/consignment/partners/:id/portal-access', () => {
  let token: string;

  it('makes an account bound to the partner with a temporary password; a repeat of the key answers the same 201', async () => {
    const key = randomUUID();
    const body = { email: 'Lucia@Hotel.Example', name: 'Lucía Fernández' };
    const first = await invite(hotel, body, { ...admin, 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(201);
    const answer = first.json();
    expect(answer).toMatchObject({ email: 'lucia@hotel.example', revision: 1, position: expect.any(String) });
    expect(answer.temporaryPassword).toMatch(/^[A-Za-z2-9]{4}-[A-Za-z2-9]{4}-[A-Za-z2-9]{4}$/);
    const again = await invite(hotel, body, { ...admin, 'idempotency-key': key });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual(answer);

    const signedIn = await login('lucia@hotel.example', answer.temporaryPassword);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.user).toMatchObject({ roles: ['partner'], mustChangePassword: true });
    token = signedIn.json().data.token;
    const changed = await apps.toCommand({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: answer.temporaryPassword, newPassword: 'orquideas-2026' },
      headers: bearer(token),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await caughtUp();
    const profile = await me(token);
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.user).toMatchObject({ id: answer.id, roles: ['partner'], partnerId: hotel });
    expect(profile.json().data.user).not.toHaveProperty('mustChangePassword');

    const people = await portalPeople(hotel);
    expect(people).toEqual([
      {
        userId: answer.id,
        email: 'lucia@hotel.example',
        name: 'Lucía Fernández',
        grantedAt: expect.any(String),
        lastSeenAt: expect.any(String),
      },
    ]);
    expect(await portalPeople(cafe)).toEqual([]);
  });

  it('closes the shop to the partner account: staff and customer routes are 403, its own account open', async () => {
    const users = await apps.toRead({ method: 'GET', url: '/api/users', headers: bearer(token) });
    expect(users.statusCode).toBe(403);
    const addresses = await apps.toRead({ method: 'GET', url: '/api/profile/addresses', headers: bearer(token) });
    expect(addresses.statusCode).toBe(403);
    const sessions = await apps.toRead({ method: 'GET', url: '/api/auth/sessions', headers: bearer(token) });
    expect(sessions.statusCode, sessions.body).toBe(200);
  });

  it("links a customer's own account (no temporary password); another partner's access is 409", async () => {
    const reg = await apps.toCommand({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Mateo Ruiz', email: 'mateo@cafe.example', password: 'cafe-password-1' },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const linked = await invite(cafe, { email: 'mateo@cafe.example', name: 'Mateo Ruiz' });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json()).not.toHaveProperty('temporaryPassword');
    expect(linked.json()).toMatchObject({ id: reg.json().data.user.id, email: 'mateo@cafe.example' });
    const signedIn = await login('mateo@cafe.example', 'cafe-password-1');
    expect(signedIn.json().data.user.roles).toEqual(['client', 'partner']);

    const twice = await invite(cafe, { email: 'mateo@cafe.example', name: 'Mateo Ruiz' });
    expect(twice.statusCode, twice.body).toBe(200); // nothing new
    const other = await invite(hotel, { email: 'mateo@cafe.example', name: 'Mateo Ruiz' });
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().code).toBe('PORTAL.OTHER_PARTNER');
  });

  it("refuses a staff account (409), an unknown partner (404), and anyone but the partners' admins (403)", async () => {
    const staff = await apps.toCommand({
      method: 'POST',
      url: '/api/users',
      payload: { name: 'Walter Almacén', email: 'walter@flora.test', roles: ['warehouse'] },
      headers: admin,
    });
    expect(staff.statusCode, staff.body).toBe(201);
    const refused = await invite(hotel, { email: 'walter@flora.test', name: 'Walter' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ code: 'PORTAL.STAFF_ACCOUNT', detail: expect.stringContaining('personal') });

    const unknown = await invite(randomUUID(), { email: 'nadie@hotel.example', name: 'Nadie' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json().detail).toBe('Socio no encontrado.');
    const unknownList = await apps.toRead({
      method: 'GET',
      url: `/api/consignment/partners/${randomUUID()}/portal-access`,
      headers: admin,
    });
    expect(unknownList.statusCode).toBe(404);
    expect((await invite(hotel, { email: 'x@hotel.example', name: 'X' }, warehouse)).statusCode).toBe(403);
    const extra = await invite(hotel, { email: 'x@hotel.example', name: 'X', roles: ['admin'] });
    expect(extra.statusCode).toBe(400);
  });

  it('withdraws access: the old token is 401 at once on the command-api, within a second on the read-api', async () => {
    const rename = () =>
      apps.toCommand({ method: 'PATCH', url: '/api/profile', payload: { firstName: 'Lucía' }, headers: bearer(token) });
    expect((await rename()).statusCode).toBe(200);
    const out = await withdraw(hotel, 'lucia@hotel.example');
    expect(out.statusCode, out.body).toBe(201);
    expect(out.json()).toMatchObject({ revision: expect.any(Number), position: expect.any(String) });
    const next = await rename();
    expect(next.statusCode).toBe(401);
    expect(next.json().detail).toBe('La sesión ha terminado. Inicia sesión de nuevo.');
    await vi.waitFor(async () => expect((await me(token)).statusCode).toBe(401), { timeout: 1000, interval: 25 });
    expect(await portalPeople(hotel)).toEqual([]);

    // Signing in again: the account holds no role now, and reads nothing of the partner.
    const again = await login('lucia@hotel.example', 'orquideas-2026');
    expect(again.json().data.user.roles).toEqual([]);
    expect((await withdraw(hotel, 'lucia@hotel.example')).statusCode).toBe(404);
    expect((await withdraw(hotel, 'nadie@hotel.example')).statusCode).toBe(404);
  });
});
