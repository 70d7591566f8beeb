import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../support/ports';
import { ownerToken, startFlora, type RunningFlora } from '../support/product';
import { parseMetrics, valueOf } from './scrape';

// `npm start` as an operator meets the metrics: the worker serves /metrics on the METRICS_PORT the
// launcher gives it, the gateway keeps /metrics to itself and hands /api/metrics (owner's token) to
// the read-api, which reports every projection and reactor from the database.

let flora: RunningFlora;
let metricsPort: number;
beforeAll(async () => {
  metricsPort = await freePort();
  flora = await startFlora({
    JWT_SECRET: 'metrics-start-secret-of-at-least-32-chars',
    METRICS_PORT: String(metricsPort),
  });
}, 180_000);
afterAll(async () => flora?.stop());

describe('npm start', () => {
  it('gives its worker a /metrics port: each projection and reactor runner, active', async () => {
    await vi.waitFor(
      async () => {
        const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
        const samples = parseMetrics(await res.text());
        expect(valueOf(samples, 'flora_runner_state', { follower: 'inventory', state: 'active' })).toBe(1);
        expect(valueOf(samples, 'flora_runner_state', { kind: 'reactor', state: 'active' })).toBe(1);
      },
      { timeout: 60_000, interval: 500 },
    );
  });

  it('answers /api/metrics for the owner through the gateway, and /metrics there with 404', async () => {
    const token = await ownerToken(flora.base);
    const res = await fetch(`${flora.base}/api/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const samples = parseMetrics(await res.text());
    expect(valueOf(samples, 'flora_follower_status', { follower: 'inventory', status: 'active' })).toBe(1);
    expect(valueOf(samples, 'flora_follower_figures_up')).toBe(1);
    expect((await fetch(`${flora.base}/api/metrics`)).status).toBe(401);
    const hidden = await fetch(`${flora.base}/metrics`);
    expect([hidden.status, hidden.headers.get('content-type')]).toEqual([
      404,
      'application/problem+json; charset=utf-8',
    ]);
  });
});
