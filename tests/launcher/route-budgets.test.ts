import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// Issue 24: `npm run build` prints every route's first-load JavaScript and fails over a budget. The app
// is built into a folder of the test's own; then one chunk of the first login page is grown past 100 KB.
const dist = mkdtempSync(join(tmpdir(), 'flora-route-budgets-'));
const report = () =>
  spawnSync('node', ['frontend/scripts/report-size.mjs', dist], { encoding: 'utf8', env: process.env });

beforeAll(() => {
  const build = spawnSync(
    'npx',
    ['vite', 'build', '--config', 'frontend/vite.config.ts', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  expect(build.status, build.stderr).toBe(0);
}, 120_000);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the first-load report', () => {
  it('prints a row per route of the router, and the first login page within 100 KB', () => {
    const run = report();
    expect(run.status, run.stderr).toBe(0);
    for (const route of ['/admin/inventory', '/warehouse/billing', '/pos', '/admin/delivery', '/consignment/:id/sale'])
      expect(run.stdout).toMatch(new RegExp(`^${route.replace(/[/:]/g, '\\$&')} +[\\d.]+ KB +[\\d.]+ KB`, 'm'));
    const login = /^\/auth\/login \(first page\) +([\d.]+) KB +100\.0 KB/m.exec(run.stdout);
    expect(Number(login?.[1])).toBeLessThanOrEqual(100);
    console.log(run.stdout.split('\n').find((l) => l.startsWith('/auth/login initial')));
  });

  it('fails, naming the route, when a route grows over its budget', () => {
    const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
    // 60 KB of random text: it does not compress, so the page gains about 45 KB gzipped.
    appendFileSync(
      join(dist, manifest['src/app/first-login.tsx'].file),
      `/*${randomBytes(45_000).toString('base64')}*/`,
    );
    const run = report();
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^\/auth\/login \(first page\) .*OVER BUDGET$/m);
    expect(run.stderr).toContain('Over budget: /auth/login (first page)');
  });
});
