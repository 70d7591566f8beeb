import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentity } from '../../command-api/auth/identity';
import { demoPartnerId } from '../../command-api/seed/consignment';
import { DEMO_PARTNERS } from '../../command-api/seed/consignment-partners';
import { seedDemoPartnerUsers } from '../../command-api/seed/partner-portal';
import { defaultLanding } from '../../domain/identity';
import { DEMO_PARTNER_USERS } from '../../infra/demo/users';
import { bearer, identityConfig, openIdentityApps } from './identity-support';

// Issue 45: `npm start`'s demo shop has one portal account per demo partner,
// <slug of its trade name>@partners.flora.test / flora-partner-2026, bound to that partner and landing on /partner.

let apps: Awaited<ReturnType<typeof openIdentityApps>>;
beforeAll(async () => {
  apps = await openIdentityApps('portal_demo', { project: true, seedDemo: true });
});
afterAll(async () => apps?.close());

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

describe('the demo partner portal users', () => {
  it('are one per demo partner, named by the slug of its trade name', () => {
    expect(DEMO_PARTNER_USERS.map((u) => u.email)).toEqual(
      DEMO_PARTNERS.map((p) => `${slug(p.body.tradeName ?? p.body.businessName)}@partners.flora.test`),
    );
    expect(DEMO_PARTNER_USERS.map((u) => u.partnerKey)).toEqual(DEMO_PARTNERS.map((p) => p.key));
  });

  it('sign in with the printed password, bound to their partner, landing on /partner with no change asked', async () => {
    await apps.runner!.waitForPosition((await apps.store.headPosition())!);
    for (const demo of DEMO_PARTNER_USERS) {
      const res = await apps.toCommand({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: demo.email, password: 'flora-partner-2026' },
      });
      expect(res.statusCode, `${demo.email}: ${res.body}`).toBe(200);
      const me = await apps.toRead({ method: 'GET', url: '/api/auth/me', headers: bearer(res.json().data.token) });
      expect(me.statusCode, me.body).toBe(200);
      const user = me.json().data.user;
      expect(user).toMatchObject({ email: demo.email, name: demo.name, roles: ['partner'] });
      expect(user.partnerId).toBe(demoPartnerId(demo.partnerKey));
      expect(user).not.toHaveProperty('mustChangePassword');
      expect(defaultLanding(user)).toBe('/partner');
    }
  });

  it('is idempotent: a second run creates nothing and appends nothing', async () => {
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from events`.execute(apps.database.db)).rows[0]!.n;
    const before = await count();
    const identity = createIdentity({
      handler: apps.command.commands,
      store: apps.store,
      db: apps.database.db,
      config: identityConfig,
    });
    expect(await seedDemoPartnerUsers(identity)).toEqual({
      created: [],
      skipped: DEMO_PARTNER_USERS.map((u) => u.email),
    });
    expect(await count()).toBe(before);
  });
});
