import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from '../../infra/auth/jwt';
import { exampleBodies, idsFor, shopFacts } from './fuzz-examples';
import { requestsTo, resolver, routesOf, type RouteDoc } from './fuzz-requests';
import { openFuzzShop, type FuzzShop } from './fuzz-shop';

// Every route of both OpenAPI documents, attacked with generated paths, queries, headers, tokens and
// bodies (fixed seed, so a failure replays). No answer may be a 5xx, and a refused request (4xx)
// may not append an event. At the end every projection must still be running, not faulted.

const SEED = 20_261_121;
const AT_LEAST = 3000;
/** The documentation's own routes are the swagger plugin's, not ours. */
const isDocs = (path: string) => path.startsWith('/api/docs') || path.startsWith('/api/read-docs');

let shop: FuzzShop;
beforeAll(async () => {
  shop = await openFuzzShop();
});
afterAll(async () => shop?.close());

/** Either API, as the test uses it. */
type App = Pick<FastifyInstance, 'inject'>;
type Target = [App, RouteDoc, ReturnType<typeof resolver>];

async function documentedRoutes(app: App, url: string) {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
  const doc = res.json();
  return { routes: routesOf(doc).filter((r) => !isDocs(r.path)), resolve: resolver(doc) };
}

/** Spec 4: the disabled bot's calls fail 503 'Flora-Bot is disabled' — an answer, not a fault. */
const botOff = (req: InjectOptions, res: { statusCode: number; body: string }) =>
  String(req.url).startsWith('/api/bot/') && res.statusCode === 503 && res.body.includes('"FEATURE_DISABLED"');

/** Routes that end the caller's own session(s): after one, the owner signs in again. */
const endsSessions = (path: string) => /^\/api\/auth\/(logout|sessions\/|change-password)/.test(path);

const brief = (req: InjectOptions) =>
  `${req.method} ${String(req.url).slice(0, 100)} ${String(req.payload ?? '').slice(0, 100)}`;

describe('fuzz: no request can break the shop', () => {
  it('answers every generated request of every documented route without a 5xx; refusals append nothing', async () => {
    const command = await documentedRoutes(shop.command, '/api/docs/json');
    const read = await documentedRoutes(shop.read, '/api/read-docs/json');
    // The command routes first: the read routes then meet whatever the writes let in.
    const targets: Target[] = [
      ...command.routes.map((r): Target => [shop.command, r, command.resolve]),
      ...read.routes.map((r): Target => [shop.read, r, read.resolve]),
    ];
    expect(command.routes.length).toBeGreaterThan(30);
    expect(read.routes.length).toBeGreaterThan(20);

    const ids = await shop.knownIds();
    const facts = await shopFacts(shop.database.db);
    const examples = exampleBodies(facts);
    const tokens = {
      owner: shop.ownerToken,
      forged: signToken({ userId: randomUUID(), roles: ['owner'] }, 'not-the-shop-secret'),
    };
    const perRoute = Math.ceil((AT_LEAST * 1.1) / targets.length);
    const byStatus = new Map<number, number>();
    const failures: string[] = [];
    let sent = 0;

    for (const [i, [app, route, resolve]] of targets.entries()) {
      const targeted = {
        tokens,
        ids,
        pathIds: idsFor(route.path, facts),
        example: examples[`${route.method} ${route.path}`],
      };
      const requests = fc.sample(requestsTo(route, resolve, targeted), { seed: SEED + i, numRuns: perRoute });
      // The command routes may have switched Flora Bot off (a fuzzed system config): on again for the reads.
      if (i === command.routes.length) await shop.enableBot();
      for (const req of requests) {
        const before = await shop.head();
        const res = await app.inject(req);
        sent++;
        byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
        if (process.env.FUZZ_DEBUG && `${req.method} ${req.url}`.includes(process.env.FUZZ_DEBUG))
          console.log(res.statusCode, brief(req).slice(0, 300), res.body.slice(0, 300));
        if (res.statusCode >= 500 && !botOff(req, res))
          failures.push(`${brief(req)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
        else if (res.statusCode >= 400 && (await shop.head()) !== before)
          failures.push(`${brief(req)} → ${res.statusCode} appended events`);
        if (endsSessions(route.path)) tokens.owner = await shop.signInOwner();
      }
    }

    const tally = [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(
      `fuzz: ${sent} requests over ${targets.length} routes (${command.routes.length} command, ${read.routes.length} read) — ${tally}`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(AT_LEAST);
    // A 5xx that was not answered still shows here: a poisoned event faults the projection that reads it.
    const status = await shop.projectionsSettled();
    expect(status.filter((s) => s.status !== 'running').map((s) => `${s.name}: ${s.status} ${s.error ?? ''}`)).toEqual(
      [],
    );
    expect(status.filter((s) => s.lag !== 0).map((s) => `${s.name}: lag ${s.lag}`)).toEqual([]);
  }, 240_000);
});
