import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { GATEWAY_HEADER } from '../../infra/http/client-address';
import { startGateway } from '../../infra/launcher/gateway';
import { freePort } from '../support/ports';

// The gateway between the browser and the two APIs (@fastify/http-proxy): answers pass through
// as the APIs gave them, the caller's address is the gateway's word, the websocket goes through.
const SECRET = 'gateway-test-secret';
let command: FastifyInstance;
let read: http.Server;
let gateway: FastifyInstance;
let base: string;
const seen: http.IncomingHttpHeaders[] = [];
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  // Like the command-api: a 1 MB body limit; its keep-alive promise is about its own sockets.
  command = Fastify({ bodyLimit: 1024 * 1024 });
  command.post('/api/things', async (req, reply) => {
    seen.push(req.headers);
    return reply
      .code(201)
      .headers({ 'x-flora-position': '42', 'keep-alive': 'timeout=999' })
      .send({ bytes: JSON.stringify(req.body).length });
  });
  command.get('/api/health', async () => ({ status: 'ok' }));
  await command.listen({ port: 0, host: '127.0.0.1' });
  // Like the read-api: a 503 it chose, and a websocket that echoes what it heard and who sent it.
  read = http.createServer((req, res) => {
    seen.push(req.headers);
    res
      .writeHead(503, { 'content-type': 'application/problem+json', 'retry-after': '1' })
      .end('{"code":"READ_MODEL_BEHIND"}');
  });
  const sockets = new WebSocketServer({ server: read });
  sockets.on('connection', (socket, req) => {
    socket.send(JSON.stringify({ headers: req.headers, url: req.url }));
    socket.on('message', (data) => socket.send(`echo ${data}`));
  });
  await new Promise<void>((r) => read.listen(0, '127.0.0.1', r));
  const portOf = (s: { address(): unknown }) => (s.address() as { port: number }).port;
  gateway = await startGateway(
    0,
    '127.0.0.1',
    {
      command: [{ host: '127.0.0.1', port: portOf(command.server) }],
      read: [{ host: '127.0.0.1', port: portOf(read) }],
    },
    { secret: SECRET },
  );
  base = `http://127.0.0.1:${portOf(gateway.server)}`;
  closers.push(
    () => gateway.close(),
    () => command.close(),
    () =>
      new Promise((r) => {
        sockets.close();
        read.close(r);
      }),
  );
});
afterAll(async () => {
  for (const close of closers) await close();
});

/** One request on a keep-alive agent with a single socket, telling whether that socket was reused. */
function send(agent: http.Agent, method: string, path: string, headers: http.OutgoingHttpHeaders = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; reused: boolean }>(
    (resolve, reject) => {
      const req = http.request(
        `${base}${path}`,
        {
          method,
          agent,
          headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () =>
            resolve({ status: res.statusCode!, headers: res.headers, body: text, reused: req.reusedSocket }),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    },
  );
}

describe('gateway', () => {
  it('passes the answer through without the upstream hop-by-hop headers', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const res = await send(agent, 'POST', '/api/things', {}, '{"a":1}');
    agent.destroy();
    expect(res.status).toBe(201);
    expect(JSON.parse(res.body)).toEqual({ bytes: 7 });
    expect(res.headers['x-flora-position']).toBe('42');
    // The gateway's own promise (how long it keeps the caller's socket), never the API's.
    expect(res.headers['keep-alive']).not.toBe('timeout=999');
  });

  it("answers 413 itself for a body over the APIs' limit (one limit) and keeps the connection for the next request", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const tooBig = JSON.stringify({ notes: 'x'.repeat(2 * 1024 * 1024) });
    const first = await send(agent, 'POST', '/api/things', {}, tooBig);
    const next = await send(agent, 'POST', '/api/things', {}, '{"a":1}');
    agent.destroy();
    expect(first.status).toBe(413);
    expect(next).toMatchObject({ status: 201, reused: true });
  });

  it('overwrites the caller address and the secret, whatever the caller claimed', async () => {
    seen.length = 0;
    const agent = new http.Agent({ keepAlive: false });
    await send(
      agent,
      'POST',
      '/api/things',
      { 'x-forwarded-for': '203.0.113.9', forwarded: 'for=203.0.113.9', [GATEWAY_HEADER]: 'a guess' },
      '{}',
    );
    expect(seen[0]).toMatchObject({ 'x-forwarded-for': '127.0.0.1', [GATEWAY_HEADER]: SECRET });
    expect(seen[0]).not.toHaveProperty('forwarded');
  });

  it('passes a 503 the read-api chose through as it is, not retried', async () => {
    seen.length = 0;
    const res = await fetch(`${base}/api/inventory/products?minPosition=9`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ code: 'READ_MODEL_BEHIND' });
    expect(seen).toHaveLength(1);
  });

  it('carries the websocket to the read-api with the caller headers and the gateway word', async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws?token=t1`, {
      headers: { authorization: 'Bearer abc', 'x-forwarded-for': '203.0.113.9' },
    });
    const messages: string[] = [];
    socket.on('message', (data) => messages.push(String(data)));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send('hola');
    await expect.poll(() => messages.length).toBe(2);
    socket.close();
    const hello = JSON.parse(messages[0]!);
    expect(hello.url).toBe('/api/ws?token=t1');
    expect(hello.headers).toMatchObject({
      authorization: 'Bearer abc',
      'x-forwarded-for': '127.0.0.1',
      [GATEWAY_HEADER]: SECRET,
    });
    expect(messages[1]).toBe('echo hola');
  });

  it('answers 503 problem+json in Spanish while an API is down', async () => {
    const nobody = await freePort();
    const lonely = await startGateway(
      0,
      '127.0.0.1',
      { command: [{ host: '127.0.0.1', port: nobody }], read: [{ host: '127.0.0.1', port: nobody }] },
      { secret: SECRET },
    );
    try {
      const res = await fetch(`http://127.0.0.1:${(lonely.server.address() as { port: number }).port}/api/things`, {
        method: 'POST',
        body: '{}',
      });
      expect(res.status).toBe(503);
      expect(res.headers.get('content-type')).toContain('application/problem+json');
      expect(res.headers.get('retry-after')).toBe('1');
      // The gateway's own answers carry the same security headers as the APIs'.
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await res.json()).toMatchObject({
        status: 503,
        code: 'UPSTREAM_DOWN',
        detail: expect.stringContaining('vuelve a intentarlo'),
      });
    } finally {
      await lonely.close();
    }
  });

  it('takes turns over the instances of a side and routes around one that refuses', async () => {
    // Two command-apis that say who they are, and a third port where nothing listens (a killed instance).
    const instances = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const api = Fastify();
        api.post('/api/things', async (req) => ({ name, body: req.body }));
        await api.listen({ port: 0, host: '127.0.0.1' });
        return api;
      }),
    );
    const dead = await freePort();
    const portOf = (api: FastifyInstance) => (api.server.address() as { port: number }).port;
    const balanced = await startGateway(
      0,
      '127.0.0.1',
      {
        command: [
          { host: '127.0.0.1', port: portOf(instances[0]!) },
          { host: '127.0.0.1', port: dead },
          { host: '127.0.0.1', port: portOf(instances[1]!) },
        ],
        read: [{ host: '127.0.0.1', port: dead }],
      },
      { secret: SECRET },
    );
    try {
      const at = `http://127.0.0.1:${portOf(balanced)}/api/things`;
      const answers = [];
      for (let i = 0; i < 6; i++) {
        const res = await fetch(at, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"n":${i}}`,
        });
        answers.push({ status: res.status, ...((await res.json()) as { name: string; body: { n: number } }) });
      }
      // Every request answered by a live instance, with its own body, none by the dead port's 503.
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      expect(answers.map((a) => a.body.n)).toEqual([0, 1, 2, 3, 4, 5]);
      const names = answers.map((a) => a.name);
      expect(names.filter((n) => n === 'a').length).toBeGreaterThanOrEqual(2);
      expect(names.filter((n) => n === 'b').length).toBeGreaterThanOrEqual(2);
      // A side where nothing answers still says so in problem+json.
      const reads = await fetch(`http://127.0.0.1:${portOf(balanced)}/api/things`);
      expect(reads.status).toBe(503);
    } finally {
      await balanced.close();
      for (const api of instances) await api.close();
    }
  });
});
