import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_HEADER } from '../../infra/http/client-address';
import { startGateway } from '../../infra/launcher/gateway';
import { bearer, openIdentityApps, tokenFor } from '../api/identity-support';
import { testEvent } from '../support/events';

// Issue 42: the shop's metrics for operators at GET /api/metrics (owner and admin, with their
// token), and /metrics on each API's own port for the deployment's scraper — which neither the
// gateway nor a balancer that vouches for its callers hands out.

const SECRET = 'metrics-gateway-secret-0123456789';
let apps: Awaited<ReturnType<typeof openIdentityApps>>;
beforeAll(async () => {
  apps = await openIdentityApps('metrics_access', { accounts: 'trust-token', config: { gatewaySecret: SECRET } });
});
afterAll(async () => apps?.close());

const as = (roles: string[] | undefined) => (roles ? bearer(tokenFor(roles)) : {});

describe('GET /api/metrics', () => {
  it('refuses an anonymous caller (401) and a clerk (403) in problem+json', async () => {
    const anonymous = await apps.read.inject({ method: 'GET', url: '/api/metrics' });
    expect([anonymous.statusCode, anonymous.json().code]).toEqual([401, 'UNAUTHENTICATED']);
    expect(anonymous.headers['content-type']).toContain('application/problem+json');
    for (const role of ['warehouse', 'cashier', 'client']) {
      const clerk = await apps.read.inject({ method: 'GET', url: '/api/metrics', headers: as([role]) });
      expect([role, clerk.statusCode, clerk.json().code]).toEqual([role, 403, 'FORBIDDEN']);
      expect(clerk.headers['content-type']).toContain('application/problem+json');
    }
  });

  it.each([['owner'], ['admin']])(
    'answers the %s in Prometheus text: the followers, the requests, the pools',
    async (role) => {
      await apps.read.inject({ method: 'GET', url: '/api/health' });
      const res = await apps.read.inject({ method: 'GET', url: '/api/metrics', headers: as([role]) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      const text = res.body;
      expect(text).toMatch(/^flora_follower_figures_up 1$/m);
      expect(text).toMatch(/^flora_follower_status\{follower="users",kind="projection",status="\w+"\} 1$/m);
      expect(text).toMatch(
        /^flora_http_requests_total\{service="read-api",method="GET",route="\/api\/health",status_class="2xx"\} \d+$/m,
      );
      expect(text).toMatch(/^flora_http_request_duration_seconds_bucket\{.*route="\/api\/health".*\} \d+$/m);
      expect(text).toMatch(/^flora_db_pool_connections\{pool="primary"\} \d+$/m);
      expect(text).toMatch(/^flora_process_cpu_seconds_total \d/m);
      // A route's pattern, never the URL asked for: ids make no series.
      expect(text).not.toMatch(/route="\/api\/users\/[0-9a-f-]{8}/);
    },
  );
});

describe('/metrics on each API’s own port', () => {
  it('answers the scraper without a token, on the command-api and the read-api', async () => {
    for (const app of [apps.command, apps.read]) {
      const res = await app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(res.body).toMatch(/^# TYPE flora_http_requests_total counter$/m);
    }
    // Like every GET (ARCHITECTURE 7) it takes ?minPosition: now's figures are at or after any recorded one.
    const { position: head } = await apps.store.appendToStream('metrics-probe', [testEvent('Probed')], {
      expected: 'no_stream',
    });
    expect((await apps.read.inject({ method: 'GET', url: `/metrics?minPosition=${head}` })).statusCode).toBe(200);
    const bad = await apps.read.inject({ method: 'GET', url: '/metrics?minPosition=nope' });
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'INVALID_POSITION']);
    const refused = await apps.command.inject({ method: 'GET', url: '/metrics?x=1' });
    expect([refused.statusCode, refused.headers['content-type']]).toEqual([
      400,
      expect.stringContaining('problem+json'),
    ]);
  });

  it('is not served to what came through the balancer (its vouched forwarded address)', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9', [GATEWAY_HEADER]: SECRET };
    const res = await apps.read.inject({ method: 'GET', url: '/metrics', headers });
    expect([res.statusCode, res.json().code]).toEqual([404, 'NOT_FOUND']);
    // A forwarded address nobody vouched for is dropped: that caller is inside (a scraper on the network).
    const inside = await apps.read.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '10.0.0.1' },
    });
    expect(inside.statusCode).toBe(200);
  });

  it('is not forwarded by the gateway; /api/metrics is, to the read-api', async () => {
    const hits: string[] = [];
    const upstreams: Server[] = [];
    const side = async (name: string) => {
      const server = createServer((req, res) => {
        hits.push(`${name} ${req.url}`);
        res.writeHead(200).end(name);
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      upstreams.push(server);
      return [{ host: '127.0.0.1', port: (server.address() as AddressInfo).port }];
    };
    const gateway = await startGateway(
      0,
      '127.0.0.1',
      { command: await side('command'), read: await side('read') },
      { secret: SECRET },
    );
    try {
      const { port } = gateway.server.address() as AddressInfo;
      for (const method of ['GET', 'HEAD', 'POST']) {
        const res = await fetch(`http://127.0.0.1:${port}/metrics`, { method });
        expect([method, res.status]).toEqual([method, 404]);
        await res.arrayBuffer();
      }
      const operators = await fetch(`http://127.0.0.1:${port}/api/metrics`);
      expect(await operators.text()).toBe('read');
      expect(hits).toEqual(['read /api/metrics']);
    } finally {
      await gateway.close();
      for (const s of upstreams) s.close();
    }
  });
});
