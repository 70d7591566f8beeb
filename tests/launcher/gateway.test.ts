import http from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { startGateway } from '../../infra/launcher/gateway';

// The gateway forwards messages, not connections: the upstream's keep-alive promise (Fastify's 72 s)
// must not reach the browser, whose reused socket the gateway (5 s) would already have closed.
const servers: http.Server[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await new Promise((r) => s.close(r));
});

const listen = (server: http.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));

describe('gateway', () => {
  it('passes the answer through without the upstream hop-by-hop headers', async () => {
    const seen: http.IncomingHttpHeaders[] = [];
    const upstream = http.createServer((req, res) => {
      seen.push(req.headers);
      res.writeHead(201, { 'content-type': 'application/json', connection: 'keep-alive', 'keep-alive': 'timeout=72', 'x-flora-position': '42' });
      res.end('{"ok":true}');
    });
    servers.push(upstream);
    const port = await listen(upstream);
    const gateway = await startGateway(0, '127.0.0.1', { command: { host: '127.0.0.1', port }, read: { host: '127.0.0.1', port } });
    servers.push(gateway);
    const base = `http://127.0.0.1:${(gateway.address() as { port: number }).port}`;
    const res = await fetch(`${base}/api/billing/invoices`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('x-flora-position')).toBe('42');
    expect(res.headers.get('keep-alive')).not.toBe('timeout=72');
    expect(seen[0]?.['x-forwarded-for']).toBe('127.0.0.1');
  });
});
