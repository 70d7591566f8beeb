import http from 'node:http';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { portAnswers } from '../../infra/net';
import { groupAlive, ownerToken, partPid, startFlora, type RunningFlora } from '../support/product';

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
      database: { state: 'running', restarts: 0, lastExit: null },
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

  it('refuses 20 bodies of 7 MB in a row with 413 problem+json, never 502: one limit from the gateway to the APIs', async () => {
    const body = JSON.stringify({ taxRatePercent: 16, notes: 'x'.repeat(7 * 1024 * 1024) });
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${base}/api/settings/tax-rate`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      answers.push(`${res.status} ${res.headers.get('content-type')?.split(';')[0]} ${(await res.json()).code}`);
    }
    expect(answers).toEqual(Array(20).fill('413 application/problem+json BODY_TOO_LARGE'));
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
    // What the app does (frontend/src/lib/websocket-url.ts): a one-use ticket, never the token in the URL.
    const issued = await fetch(`${base}/api/ws/ticket`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(issued.status).toBe(200);
    const { ticket } = (await issued.json()) as { ticket: string };
    const socket = new WebSocket(`${base.replace('http', 'ws')}/api/ws?ticket=${ticket}`, { origin: base });
    const first = await new Promise<string>((resolve, reject) => {
      socket.once('message', (data) => resolve(String(data)));
      socket.once('error', reject);
      socket.once('close', (code) => reject(new Error(`closed ${code}`)));
    });
    socket.terminate();
    expect(JSON.parse(first)).toEqual({ type: 'ready' });
  });

  it('SIGKILL of the database under writes: 503s while it is down, back by itself within 15 s, nothing acknowledged lost', async () => {
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const { items } = await (await fetch(`${base}/api/inventory/products?pageSize=1`, { headers: auth })).json();
    const productId: string = items[0].id;
    const acknowledged: string[] = [];
    const answers = new Set<string>();
    /** A request and what came back: status, and for a 503 its code and Retry-After. */
    const send = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(`${base}${path}`, { ...init, headers: { ...auth, ...init.headers } });
      const body = await res.json();
      answers.add(
        res.status === 503 ? `503 ${body.code} retry-after ${res.headers.get('retry-after')}` : `${res.status}`,
      );
      return res.status;
    };
    // The light load: one purchase at a time, each sent again with its key until it is acknowledged, and a read.
    let stopped = false;
    const load = (async () => {
      while (!stopped) {
        const key = randomUUID();
        for (;;) {
          const movement = { productId, type: 'purchase', quantity: 1 };
          const status = await send('/api/inventory/movements', {
            method: 'POST',
            headers: { 'idempotency-key': key },
            body: JSON.stringify(movement),
          });
          await send(`/api/inventory/products/${productId}`);
          if (status < 300) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        acknowledged.push(key);
      }
    })();
    const acknowledgedBy = (n: number) =>
      vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(n), { timeout: 60_000, interval: 50 });
    await acknowledgedBy(5);

    const pid = partPid(flora, 'database');
    const killedAt = Date.now();
    process.kill(pid, 'SIGKILL');
    const seen: { status: string; database: string; state: string }[] = [];
    for (;;) {
      const health = await (await fetch(`${base}/api/health`)).json();
      seen.push({ status: health.status, database: health.database, state: health.parts.database.state });
      if (partPid(flora, 'database') !== pid && health.status === 'ok') break;
      if (Date.now() - killedAt > 15_000) throw new Error(`not back within 15 s: ${JSON.stringify(health)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const backAfterMs = Date.now() - killedAt;
    await acknowledgedBy(acknowledged.length + 5);
    stopped = true;
    await load;

    // While it was down, the health said so, and every answer was a 503 to retry, none a 500.
    expect(seen).toContainEqual({ status: 'unavailable', database: 'error', state: 'restarting' });
    expect([...answers].sort()).toEqual(['200', '201', '503 DATABASE_UNAVAILABLE retry-after 2']);
    expect(flora.output()).toMatch(/\[launcher\] database exited \(SIGKILL\); restart 1 of \d+ this minute in 250 ms/);
    // The database alone was restarted: every other part reconnected by itself, no projection faulted.
    const after = await (await fetch(`${base}/api/health`)).json();
    expect(after).toMatchObject({ status: 'ok', faultedProjections: [] });
    expect(after.parts).toMatchObject({
      database: { state: 'running', restarts: 1, lastExit: 'SIGKILL' },
      'command-api': { restarts: 0 },
      projections: { restarts: 0 },
      'read-api': { restarts: 0 },
    });
    // Acknowledged writes = events = read-model rows.
    const db = new pg.Client({ connectionString: flora.databaseUrl });
    await db.connect();
    const count = async (from: string) =>
      Number(
        (await db.query(`select count(*) as n ${from} where e.metadata->>'commandId' = any($1)`, [acknowledged]))
          .rows[0].n,
      );
    try {
      expect(await count('from events e')).toBe(acknowledged.length);
      await vi.waitFor(
        async () =>
          expect(await count('from stock_movements m join events e using (event_id)')).toBe(acknowledged.length),
        { timeout: 30_000, interval: 200 },
      );
    } finally {
      await db.end();
    }
    console.log(
      `database outage: health ok ${backAfterMs} ms after the kill, all counted ${Date.now() - killedAt} ms after it; ${acknowledged.length} writes acknowledged; health while down: ${JSON.stringify(seen.slice(0, 3))}…`,
    );
  });

  it('stops every process and the database on Ctrl-C, restarting none', async () => {
    // Its own process group: SIGINT to the group is what Ctrl-C in a terminal sends.
    process.kill(-flora.pid, 'SIGINT');
    // npm re-raises the signal it was stopped by; the launcher itself exits 0.
    expect(['0', 'SIGINT']).toContain(await flora.exited);
    expect(flora.output()).toContain('Flora is stopping');
    // The database restarted once above, after its SIGKILL; after Ctrl-C nothing is.
    expect(flora.output().split('Flora is stopping')[1]).not.toMatch(/restarted \(pid/);
    await vi.waitFor(() => expect(groupAlive(flora.pid)).toBe(false), { timeout: 15_000, interval: 200 });
    expect(await portAnswers(flora.pgPort)).toBe(false);
  });
});
