import http from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { portAnswers } from '../../infra/net';
import { groupAlive, ownerToken, startFlora, type RunningFlora } from '../support/product';

// `npm start` as a user runs it: embedded Postgres in its own folder, three processes behind one
// address; a command written through it is readable (read-your-writes), the gateway passes the
// APIs' answers through and alone says who the caller is, and Ctrl-C stops it all.
describe('npm start', () => {
  let flora: RunningFlora;
  let base: string;
  let token: string;

  beforeAll(async () => {
    flora = await startFlora({ JWT_SECRET: 'start-test-secret-of-at-least-32-chars' });
    base = flora.base;
    await vi.waitFor(async () => expect((await fetch(`${base}/api/health`)).status).toBe(200), {
      timeout: 30_000,
      interval: 200,
    });
    token = await ownerToken(base);
  }, 180_000);

  afterAll(async () => {
    await flora?.stop();
  });

  it('prints the address and answers health for every part through one origin', async () => {
    expect(flora.output()).toContain(base);
    const health = await (await fetch(`${base}/api/health`)).json();
    expect(health).toMatchObject({
      status: 'ok',
      database: 'ok',
      eventStore: 'postgres',
      eventStoreStatus: 'ok',
      faultedProjections: [],
    });
    expect(health.parts).toEqual({
      'command-api': { state: 'running', restarts: 0, lastExit: null, answers: true },
      projections: { state: 'running', restarts: 0, lastExit: null },
      'read-api': { state: 'running', restarts: 0, lastExit: null, answers: true },
    });
  });

  it('writes a command and reads it back with read-your-writes', async () => {
    const res = await fetch(`${base}/api/settings/tax-rate`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ taxRatePercent: 16 }),
    });
    expect(res.status).toBeLessThan(300);
    const { position } = await res.json();
    const audit = await fetch(`${base}/api/audit/streams/settings-shop?minPosition=${encodeURIComponent(position)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(audit.status).toBe(200);
    const body = await audit.json();
    const items = body.items ?? body;
    expect(items.map((e: { type: string }) => e.type)).toContain('TaxRateConfigured');
  });

  it("answers the command-api's 413 for a body over its limit, and the same connection serves the next request", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const put = (body: string) =>
      new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
        const req = http.request(
          `${base}/api/settings/tax-rate`,
          {
            method: 'PUT',
            agent,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          },
          (res) => res.resume().on('end', () => resolve({ status: res.statusCode!, reused: req.reusedSocket })),
        );
        req.on('error', reject);
        req.end(body);
      });
    const tooBig = await put(JSON.stringify({ taxRatePercent: 16, notes: 'x'.repeat(2 * 1024 * 1024) }));
    const next = await put(JSON.stringify({ taxRatePercent: 16 }));
    agent.destroy();
    expect(tooBig.status).toBe(413);
    expect(next.status).toBeLessThan(300);
    expect(next.reused).toBe(true);
  });

  it('keys the login throttle on the address the gateway saw, whatever X-Forwarded-For claims', async () => {
    const email = `forged-${randomUUID()}@flora.test`;
    for (const claimed of ['203.0.113.1', '203.0.113.2', '198.51.100.3, 203.0.113.4']) {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': claimed,
          'x-flora-gateway': 'a guess',
        },
        body: JSON.stringify({ email, password: 'not-the-password' }),
      });
      expect(res.status).toBe(401);
    }
    const db = new pg.Client({ connectionString: flora.databaseUrl });
    await db.connect();
    const { rows } = await db.query('select key, failures from login_throttle where key like $1', [`${email}|%`]);
    await db.end();
    expect(rows).toEqual([{ key: `${email}|127.0.0.1`, failures: 3 }]);
  });

  it('carries the websocket through the gateway', async () => {
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws?token=${token}`);
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data) => resolve(String(data)));
      socket.once('error', reject);
      socket.once('close', (code) => reject(new Error(`closed ${code}`)));
    });
    socket.terminate();
    expect(JSON.parse(first)).toEqual({ type: 'ready' });
  });

  it('stops every process and the database on Ctrl-C, restarting none', async () => {
    // Its own process group: SIGINT to the group is what Ctrl-C in a terminal sends.
    process.kill(-flora.pid, 'SIGINT');
    // npm re-raises the signal it was stopped by; the launcher itself exits 0.
    expect(['0', 'SIGINT']).toContain(await flora.exited);
    expect(flora.output()).toContain('Flora is stopping');
    expect(flora.output()).not.toMatch(/restarted \(pid/);
    await vi.waitFor(() => expect(groupAlive(flora.pid)).toBe(false), { timeout: 15_000, interval: 200 });
    expect(await portAnswers(flora.pgPort)).toBe(false);
  });
});
