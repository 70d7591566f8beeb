import { readFileSync, writeFileSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/identity';
import { accessAllows, useAuthorization } from '../../infra/http/auth';
import { collectDeclaredRoutes, type DeclaredRoute } from '../../infra/http/route-access';
import { accessTable, CALLERS, callersAllowed, tableDifference, tableIn, withTable } from './access-table';
import { identityConfig, openIdentityApps, registerAccounts, RoleCallers } from './identity-support';

// Every route registered in both APIs, for each of the eleven roles (issue 45's partner too) and for no token at all: the
// server's answer must follow the one permission table (domain/identity), and that table, route by
// route, must be docs/areas/access.md's (issue 38). A route added later without `config.access`, answering
// against the table, or missing from that copy, fails here by name.

const ACCESS_DOC = new URL('../../docs/areas/access.md', import.meta.url);

const sample = (url: string) => url.replace(/:[^/]+/g, 'x').replace(/\*/g, 'x');

/**
 * A call under /api/auth/ that went through (sign-out, sign-out everywhere, ending a session) may have
 * ended the caller's session, so the role's next call comes from a fresh account — else every route
 * after it would read 401 (issue 38's sessions).
 */
async function afterCall(callers: RoleCallers, route: DeclaredRoute, role: string, status: number): Promise<void> {
  if (route.url.startsWith('/api/auth/') && status < 400) await callers.renew(role);
}

/** What the matrix expects of one route, as a list of broken promises (empty when all hold). */
async function violations(app: FastifyInstance, route: DeclaredRoute, callers: RoleCallers): Promise<string[]> {
  const name = `${route.method} ${route.url}`;
  const { access } = route;
  if (!access) return [`${name}: declares no config.access`];
  const url = sample(route.url);
  const method = route.method as 'GET';
  const found: string[] = [];
  const anonymous = await app.inject({ method, url });
  if (access === 'public' ? anonymous.statusCode === 401 : anonymous.statusCode !== 401) {
    found.push(`${name} without a token: ${anonymous.statusCode}`);
  }
  for (const role of ROLES) {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${callers.token(role)}` } });
    await afterCall(callers, route, role, res.statusCode);
    const refused = access !== 'public' && !accessAllows({ roles: [role] }, access);
    if (res.statusCode === 401) found.push(`${name} as ${role}: 401 with a valid token`);
    if (refused !== (res.statusCode === 403))
      found.push(
        `${name} as ${role} (${JSON.stringify(access)}): ${res.statusCode}, expected ${refused ? '' : 'no '}403`,
      );
  }
  return found;
}

async function matrix(app: FastifyInstance, callers = new RoleCallers('matrix')): Promise<string[]> {
  const found: string[] = [];
  for (const route of app.declaredRoutes) found.push(...(await violations(app, route, callers)));
  return found;
}

describe('role matrix over every route of both APIs', () => {
  let apps: Awaited<ReturnType<typeof openIdentityApps>>;
  /** One set for both walks: the read-api's comes after the command-api's signed some callers out. */
  let callers: RoleCallers;
  beforeAll(async () => {
    apps = await openIdentityApps('matrix', { project: true });
    callers = new RoleCallers('matrix', apps.store);
    await registerAccounts(
      apps.store,
      ROLES.map((role) => ({ userId: `matrix-${role}`, roles: [role] })),
    );
  });
  afterAll(async () => apps?.close());

  it('covers the routes of this issue and the ones before it', () => {
    const routes = (app: FastifyInstance) => app.declaredRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes(apps.command)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/api/ecommerce/auth/login',
        'POST /api/auth/register',
        'POST /api/auth/logout',
        'POST /api/auth/change-password',
        'POST /api/auth/password-reset/request',
        'POST /api/auth/password-reset/complete',
        'PATCH /api/auth/me',
        'POST /api/users',
        'POST /api/users/:id/roles',
        'POST /api/users/:id/deactivate',
        'POST /api/users/:id/activate',
        'PUT /api/settings/tax-rate',
        'GET /api/health',
      ]),
    );
    expect(routes(apps.read)).toEqual(
      expect.arrayContaining(['GET /api/users', 'GET /api/auth/me', 'GET /api/audit/events', 'GET /api/ws']),
    );
  });

  it('documents the identity routes in the OpenAPI document', async () => {
    const docs = await apps.command.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode, docs.body).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/users', '/api/users/{id}/roles']),
    );
  });

  it('command-api: public never 401, others 401 without a token, 403 exactly when the table refuses', async () => {
    expect(apps.command.declaredRoutes.length).toBeGreaterThan(15);
    expect(await matrix(apps.command, callers)).toEqual([]);
  });

  it('read-api: the same, route by route', async () => {
    expect(apps.read.declaredRoutes.length).toBeGreaterThan(5);
    expect(await matrix(apps.read, callers)).toEqual([]);
  });
});

describe('the access table of docs/areas/access.md (issue 38)', () => {
  let apps: Awaited<ReturnType<typeof openIdentityApps>>;
  beforeAll(async () => {
    apps = await openIdentityApps('matrix_table');
  });
  afterAll(async () => apps?.close());
  const routes = () => [...apps.command.declaredRoutes, ...apps.read.declaredRoutes];

  it('is the matrix over every route × the 12 callers, as the routes declare it', () => {
    const table = accessTable(routes());
    const doc = readFileSync(ACCESS_DOC, 'utf8');
    if (process.env.UPDATE_ACCESS_TABLE === '1') writeFileSync(ACCESS_DOC, withTable(doc, table));
    const why =
      'docs/areas/access.md differs from the routes: UPDATE_ACCESS_TABLE=1 npx vitest run tests/api/role-matrix.test.ts';
    expect(tableDifference(table, tableIn(readFileSync(ACCESS_DOC, 'utf8'))), why).toEqual({ missing: [], extra: [] });
  });

  it('has the deviations of spec 6 and 2.3 the issue found gone', () => {
    /** The callers a route lets in. */
    const who = (method: string, url: string) => {
      const route = routes().find((r) => r.method === method && r.url === url);
      if (!route) throw new Error(`no route ${method} ${url}`);
      return CALLERS.filter((_, i) => callersAllowed(route)[i]);
    };
    const staff = ['admin', 'owner'];
    // The delivery staff read deliveries (recipient, address, phone there), not the orders.
    expect(who('GET', '/api/orders')).toEqual(['client', 'warehouse', ...staff]);
    expect(who('GET', '/api/orders/:id')).toEqual(['client', 'warehouse', ...staff]);
    expect(who('GET', '/api/deliveries/:id')).toEqual(['delivery', 'driver', ...staff]);
    // The whole system config is system-config's; the storefront's part answers anyone.
    expect(who('GET', '/api/settings/system')).toEqual(staff);
    expect(who('GET', '/api/system/public-config')).toEqual([...CALLERS]);
    // Payroll: HR prepares and approves, accounting pays; both read.
    for (const step of ['', '/:id/adjustments', '/:id/recalculate', '/:id/approve', '/:id/discard'])
      expect(who('POST', `/api/hr/payroll-runs${step}`), step).toEqual(['hr', ...staff]);
    expect(who('POST', '/api/hr/payroll-runs/:id/pay')).toEqual(['accounting', ...staff]);
    expect(who('GET', '/api/hr/payroll-runs/:id')).toEqual(['hr', 'accounting', ...staff]);
    // Spec 2.3's second reading, chosen (decision 0106): the warehouse module keeps
    // reading partners and the reports; partner writes stay with admin and the owner.
    // A partner reads its own row there (issue 45, the read scoped to it).
    expect(who('GET', '/api/consignment/partners')).toEqual(['partner', 'warehouse', ...staff]);
    expect(who('POST', '/api/consignment/partners')).toEqual(staff);
    expect(who('GET', '/api/reports/:type')).toEqual(['warehouse', 'accounting', ...staff]);
  });

  it("opens to a partner only its own account, the portal's reads and its two writes (issue 45)", () => {
    const partner = CALLERS.indexOf('partner');
    const open = routes()
      .filter((r) => r.method !== 'HEAD' && r.access !== 'public' && callersAllowed(r)[partner])
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(open).toEqual(
      [
        // Its own account: profile, password, sessions, the socket (access 'any-account').
        'GET /api/auth/me',
        'PATCH /api/auth/me',
        'GET /api/profile',
        'PATCH /api/profile',
        'POST /api/auth/change-password',
        'POST /api/auth/logout',
        'POST /api/auth/logout-all',
        'POST /api/auth/session/renew',
        'GET /api/auth/sessions',
        'DELETE /api/auth/sessions/:id',
        'GET /api/ws',
        'POST /api/ws/ticket',
        // The portal's reads, each answering the partner's own only (another partner's id: 404).
        'GET /api/consignment/agreements',
        'GET /api/consignment/agreements/:id',
        'GET /api/consignment/agreements/:id/history',
        'GET /api/consignment/agreements/:id/statement.pdf',
        'GET /api/consignment/partners',
        'GET /api/consignment/partners/:id',
        'GET /api/consignment/settlements',
        // Its two writes.
        'POST /api/consignment/agreements/:id/statements/:settlementId/acknowledge',
        'POST /api/consignment/agreements/:id/discrepancies',
      ].sort(),
    );
  });
});

describe('the matrix itself', () => {
  it('fails a route that declares no access, and one that answers against the table', async () => {
    const app = Fastify();
    collectDeclaredRoutes(app);
    useAuthorization(app, identityConfig.jwtSecret, 'trust-token');
    app.get('/forgotten', async () => ({ ok: true }));
    // Declares manage-users but never checks anything a token says: still, the hook does. To see the
    // matrix catch a wrong answer, this route refuses everyone with a 403 of its own.
    app.get('/too-strict', { config: { access: 'any-account' } }, async (_req, reply) => reply.code(403).send({}));
    await app.ready();
    const found = await matrix(app);
    expect(found).toContain('GET /forgotten: declares no config.access');
    expect(found.filter((v) => v.startsWith('GET /too-strict as'))).toHaveLength(ROLES.length);
    await app.close();
  });
});
