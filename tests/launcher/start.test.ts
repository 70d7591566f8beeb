import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { portAnswers } from '../../infra/net';
import { groupAlive, startFlora, type RunningFlora } from '../support/product';

// `npm start` as a user runs it: embedded Postgres in its own folder, three processes behind one
// address; a command written through it is readable (read-your-writes) and Ctrl-C stops it all.
describe('npm start', () => {
  let flora: RunningFlora;
  let base: string;
  // A real account's token (the demo owner): a token of a user who does not exist is refused.
  let token: string;

  beforeAll(async () => {
    flora = await startFlora({ JWT_SECRET: 'start-test-secret' });
    base = flora.base;
    await vi.waitFor(async () => expect((await fetch(`${base}/api/health`)).status).toBe(200), { timeout: 30_000, interval: 200 });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@flora.test', password: 'flora-owner-2026' }),
    });
    token = (await login.json()).data.token;
  }, 180_000);

  afterAll(async () => {
    await flora?.stop();
  });

  it('prints the address and answers health through one origin', async () => {
    expect(flora.output()).toContain(base);
    const health = await (await fetch(`${base}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'ok', eventStore: 'postgres' });
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

  it('stops every process and the database on Ctrl-C', async () => {
    // Its own process group: SIGINT to the group is what Ctrl-C in a terminal sends.
    process.kill(-flora.pid, 'SIGINT');
    // npm re-raises the signal it was stopped by; the launcher itself exits 0.
    expect(['0', 'SIGINT']).toContain(await flora.exited);
    expect(flora.output()).toContain('Flora is stopping');
    await vi.waitFor(() => expect(groupAlive(flora.pid)).toBe(false), { timeout: 15_000, interval: 200 });
    expect(await portAnswers(flora.pgPort)).toBe(false);
  });
});
