import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ROLES, type Role } from '../../domain/identity';
import { accessAllows, type Access } from '../../infra/http/auth';
import { startGateway } from '../../infra/launcher/gateway';
import { projections } from '../../projections/registry';
import { catchUp } from '../support/catch-up';
import { openIdentityApps, RoleCallers } from './identity-support';
import type { OpenApiObject } from '../../infra/http/openapi';

// The demo shop behind both APIs and the gateway, for the conformance run (contract-conformance.test.ts):
// every read model caught up with what `npm start` seeds, so the answers checked carry real rows.

export type Shop = Awaited<ReturnType<typeof openShop>>;

export async function openShop() {
  const apps = await openIdentityApps('conformance', { seedDemo: true });
  const everyReadModel = () =>
    catchUp(
      apps.database.db,
      apps.store,
      projections.map((p) => p.name),
      1000,
    );
  await everyReadModel();
  const listen = (app: FastifyInstance) => app.listen({ port: 0, host: '127.0.0.1' });
  const portOf = (app: FastifyInstance) => (app.server.address() as { port: number }).port;
  await Promise.all([listen(apps.command), listen(apps.read)]);
  const gateway = await startGateway(
    0,
    '127.0.0.1',
    {
      command: [{ host: '127.0.0.1', port: portOf(apps.command) }],
      read: [{ host: '127.0.0.1', port: portOf(apps.read) }],
    },
    { secret: 'conformance-gateway-secret' },
  );
  const docRes = await fetch(`http://127.0.0.1:${portOf(gateway)}/api/docs/json`);
  const doc = (await docRes.json()) as OpenApiObject;
  const access = new Map<string, Access | undefined>();
  const sideOf = new Map<string, FastifyInstance>();
  for (const app of [apps.command, apps.read])
    for (const r of app.declaredRoutes) {
      access.set(`${r.method} ${r.url}`, r.access);
      sideOf.set(`${r.method} ${r.url}`, app);
    }
  const callers = new RoleCallers('conformance', apps.store);
  await callers.start();
  await switchEveryFeatureOn(apps, callers);
  await everyReadModel(); // the callers' accounts in the users model too
  return {
    apps,
    doc,
    callers,
    /** Every read model up to the store's last event (no projection runs here by itself). */
    catchUp: everyReadModel,
    access: (method: string, route: string) => access.get(`${method} ${route}`),
    /** The API that serves a route (the gateway's split, without its hop). */
    app: (method: string, route: string) => sideOf.get(`${method} ${route}`),
    close: async () => {
      await gateway.close();
      await apps.close();
    },
  };
}

/** A role the route lets in (the owner first: it sees most), and one it keeps out. */
export function rolesFor(access: Access | undefined): { allowed?: Role; refused?: Role } {
  if (access === undefined || access === 'public') return {};
  const allowed = ['owner', 'admin', ...ROLES].find((r) => accessAllows({ roles: [r] }, access)) as Role | undefined;
  const refused = ROLES.find((r) => !accessAllows({ roles: [r] }, access));
  return { allowed, refused };
}

/** Sends as `role`; a 401 to a valid caller means its session was ended by an earlier call: once more, anew. */
export async function sendAs(
  shop: Shop,
  app: FastifyInstance,
  role: Role | undefined,
  request: InjectOptions,
): Promise<LightMyRequestResponse> {
  const send = () => app.inject({ ...request, headers: { ...request.headers, ...shop.callers.headers(role) } });
  const res = await send();
  if (res.statusCode !== 401 || !role) return res;
  await shop.callers.renew(role);
  return send();
}

/** What the shop's answers named, by key: the ids and codes the next calls' paths can take. */
export class Seen {
  private readonly byKey = new Map<string, Set<string>>();
  private readonly idsByList = new Map<string, Set<string>>();
  answered = 0;

  harvest(path: string, res: LightMyRequestResponse): void {
    if (res.statusCode >= 300) return;
    this.answered++;
    if (!String(res.headers['content-type']).startsWith('application/json')) return;
    const ids = new Set<string>();
    const stack: unknown[] = [res.json()];
    for (let n = 0; stack.length > 0 && n < 5000; n++) {
      const v = stack.pop();
      if (Array.isArray(v)) stack.push(...v);
      else if (v && typeof v === 'object')
        for (const [key, child] of Object.entries(v)) {
          if (typeof child === 'string' || typeof child === 'number') {
            const set = this.byKey.get(key) ?? new Set();
            if (set.size < 20) set.add(String(child));
            this.byKey.set(key, set);
            if (key === 'id' && ids.size < 20) ids.add(String(child));
          } else stack.push(child);
        }
    }
    this.idsByList.set(path, ids);
  }

  values(key: string): Set<string> {
    return this.byKey.get(key) ?? new Set();
  }

  /** The ids the list at the path's parent answered (/api/orders for /api/orders/{id}/…). */
  idsUnder(path: string): Set<string> {
    const list = path.slice(0, path.indexOf('/{id}'));
    return this.idsByList.get(list) ?? new Set();
  }
}

/** Flora Bot is off by default (spec 3): switched on, like every flag, so its routes answer too. */
async function switchEveryFeatureOn(apps: Awaited<ReturnType<typeof openIdentityApps>>, callers: RoleCallers) {
  const headers = callers.headers('owner');
  const config = (await apps.read.inject({ method: 'GET', url: '/api/system/config', headers })).json();
  const flags = Object.fromEntries(Object.keys(config.flags).map((k) => [k, true]));
  const res = await apps.command.inject({
    method: 'PUT',
    url: '/api/system/config',
    headers,
    payload: { ...config, flags },
  });
  if (res.statusCode >= 300) throw new Error(`flags: ${res.statusCode} ${res.body}`);
}
