import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openReadDatabase } from './read-fixtures';

// The read-api serves the built app: its files, and index.html for the router's URLs.

let ctx: Awaited<ReturnType<typeof openReadDatabase>>;
let app: FastifyInstance;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'flora-dist-'));
  // The app's public files, as the build copies them (its icons, /favicon.ico among them).
  await cp(new URL('../../frontend/public', import.meta.url).pathname, dist, { recursive: true });
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log("flora")');
  ctx = await openReadDatabase();
  app = await ctx.app({ frontendDir: dist });
});
afterAll(async () => {
  await ctx?.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the built frontend', () => {
  it.each(['/', '/consignment/agreements/42', '/login?next=%2Fbilling'])(
    'answers %s with index.html, revalidated',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('id="root"');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toContain('flora');
  });

  it('answers a bundle of an older build with 404, not with index.html', async () => {
    const res = await app.inject({ url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it("serves the icons, /favicon.ico too (issue 39); top-level files it lacks are 404s, never the app's HTML", async () => {
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/svg+xml');
    const ico = await app.inject({ url: '/favicon.ico' });
    expect(ico.statusCode).toBe(200);
    expect(ico.headers['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(ico.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0])); // an ICO's header
    for (const url of ['/robots.txt', '/apple-touch-icon.png']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/problem+json');
    }
  });

  it('sends the security headers with the app, its files and the API', async () => {
    for (const url of ['/', '/assets/index-abc123.js', '/api/audit/events', '/favicon.ico']) {
      const res = await app.inject({ url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('same-origin');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('keeps /api answers as problems and the API behind its tokens', async () => {
    const missing = await app.inject({ url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
    expect((await app.inject({ url: '/api/audit/events' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/somewhere' })).statusCode).toBe(404);
  });
});
