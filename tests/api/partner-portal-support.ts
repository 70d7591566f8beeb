import { expect } from 'vitest';
import { auditProjection } from '../../projections/audit';
import { consignmentProjection } from '../../projections/consignment';
import { ProjectionRunner } from '../../projections/engine/runner';
import { roses } from './inventory-support';
import { bearer, openIdentityApps, registerAccounts, tokenFor } from './identity-support';

// Issue 45's consignment side, end to end on one fresh database: both APIs, the users, consignment
// and audit projections, a shop (owner, warehouse) and two partners — a hotel and a café — each with
// a portal account made the way an admin makes one (POST …/portal-access, then the first sign-in's
// password change), and agreements placed with them through the shop's own routes.

export type Apps = Awaited<ReturnType<typeof openIdentityApps>>;
type Headers = Record<string, string>;

export const owner = bearer(tokenFor(['owner'], 'pp-owner'));
export const warehouse = bearer(tokenFor(['warehouse'], 'pp-warehouse'));

/** A partner as the shop registers it (tests name their own trade name and RFC). */
export const partnerBody = (tradeName: string, taxId: string) => ({
  businessName: `${tradeName} S.A. de C.V.`,
  tradeName,
  type: 'hotel',
  taxId,
  primaryAddress: {
    street: '1200 Brickell Ave',
    city: 'Miami',
    state: 'FL',
    zipCode: '33131',
    country: 'Estados Unidos',
  },
  mainContact: { name: 'Lucía Fernández', phone: '+1 305 555 0142', email: 'lucia@example.com', position: 'Gerente' },
});

export async function openPortalShop(prefix: string) {
  const apps = await openIdentityApps(prefix, { project: true });
  const deps = { pool: apps.database.pool, db: apps.database.db, store: apps.store };
  const runners = [consignmentProjection, auditProjection].map((p) =>
    new ProjectionRunner(deps, p, { batchSize: 200, lockRetryMs: 50 }).start(),
  );
  await registerAccounts(apps.store, [
    { userId: 'pp-owner', roles: ['owner'] },
    { userId: 'pp-warehouse', roles: ['warehouse'] },
  ]);

  /** The last write's position: every read waits for it (?minPosition), as the app reads its own writes. */
  let written: string | undefined;
  const command = async (method: 'POST', url: string, payload: object, headers: Headers) => {
    const res = await apps.toCommand({ method, url, payload, headers });
    const body = res.json();
    if (typeof body?.position === 'string') written = body.position;
    return { status: res.statusCode, body };
  };
  const caughtUp = async () => {
    const head = (await apps.store.headPosition())!;
    await Promise.all([apps.runner!.waitForPosition(head), ...runners.map((r) => r.waitForPosition(head))]);
  };
  /** A read once its read model holds the last write (the store's head may not show a write yet). */
  const read = async (url: string, headers: Headers) => {
    await caughtUp();
    const wait = written ? `${url.includes('?') ? '&' : '?'}minPosition=${encodeURIComponent(written)}` : '';
    const res = await apps.toRead({ method: 'GET', url: url + (url.includes('minPosition') ? '' : wait), headers });
    const json = String(res.headers['content-type']).includes('json');
    return { status: res.statusCode, body: json ? res.json() : undefined, raw: res };
  };
  const created = async (url: string, payload: object, headers: Headers = owner) => {
    const res = await command('POST', url, payload, headers);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };

  /** A partner and a person with its portal, signed in with a password of their own: its headers. */
  async function partnerWithPortal(tradeName: string, taxId: string, email: string) {
    const partnerId = await created('/api/consignment/partners', partnerBody(tradeName, taxId));
    const invited = await command(
      'POST',
      `/api/consignment/partners/${partnerId}/portal-access`,
      { email, name: `Socia de ${tradeName}` },
      owner,
    );
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const temporary = invited.body.temporaryPassword as string;
    const login = async (password: string) => {
      const res = await command('POST', '/api/auth/login', { email, password }, {});
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data.token as string;
    };
    const first = await login(temporary);
    const change = { currentPassword: temporary, newPassword: 'girasoles-2026' };
    expect((await command('POST', '/api/auth/change-password', change, bearer(first))).status).toBe(200);
    return { partnerId, userId: invited.body.id as string, headers: bearer(await login('girasoles-2026')) };
  }

  let skus = 0;
  /** A product with stock, and an agreement placing `quantity` of it with the partner (owner's routes). */
  async function agreementWith(partnerId: string, quantity = 5) {
    skus += 1;
    const productId = await created(
      '/api/inventory/products',
      roses({ sku: `PP-${skus}`, barcode: undefined, currentStock: 20 }),
    );
    const agreementId = await created('/api/consignment/agreements', {
      partnerId,
      items: [{ productId, quantity, unitPrice: 100, commission: 20 }],
    });
    return { agreementId, productId };
  }
  const sell = (agreementId: string, productId: string, quantity: number) =>
    created(`/api/consignment/agreements/${agreementId}/sales`, { items: [{ productId, quantity }] });
  const settle = (agreementId: string) => created(`/api/consignment/agreements/${agreementId}/settle`, {});

  return {
    apps,
    command,
    read,
    caughtUp,
    partnerWithPortal,
    agreementWith,
    sell,
    settle,
    async close() {
      for (const r of runners) await r.stop();
      await apps.close();
    },
  };
}
export type PortalShop = Awaited<ReturnType<typeof openPortalShop>>;
