import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../domain/identity';
import { isDocsRoute } from '../../infra/http/openapi';
import { asText, brokenBodies, contractOf, sample, urlOf, type Operation } from './contract-calls';
import { ANSWERS_NO_COMMAND, Deviations, specShaped } from './contract-checks';
import { openShop, rolesFor, Seen, sendAs, type Shop } from './contract-shop';

// Section 7 of the contract over every operation of the merged OpenAPI document (issue 39), in the
// style of Schemathesis: each operation called with values drawn from its own schemas and with the
// same input broken, as a caller it refuses and as one it lets in. Every answer of the run is also
// held to its schema by the servers themselves (FLORA_CHECK_ANSWERS): a deviation there is a 500,
// which this run counts. Bounded: SAMPLES calls per operation, seeded, the same every run.

const SAMPLES = 4;

let shop: Shop;
let operations: Operation[];
let valuesOf: ReturnType<typeof contractOf>['valuesOf'];
const found = new Deviations();
const seen = new Seen();
beforeAll(async () => {
  shop = await openShop();
  const sockets = new Set(
    [shop.apps.command, shop.apps.read].flatMap((app) =>
      app.declaredRoutes.filter((r) => r.websocket).map((r) => r.url),
    ),
  );
  const contract = contractOf(shop.doc as never);
  valuesOf = contract.valuesOf;
  operations = contract.operations.filter((op) => !isDocsRoute(op.path) && !sockets.has(op.route));
}, 180_000);
afterAll(async () => {
  console.info(
    `contract conformance: ${operations?.length ?? 0} operations, ${found.calls} calls (${seen.answered} answers 2xx, each held to its schema), ${found.total} deviations`,
  );
  await shop?.close();
});

const brokenQuery = { zzUnknown: '1' };
const brokenPath = (op: Operation) => Object.fromEntries(Object.keys(op.pathParams).map((k) => [k, '%%']));

describe('the merged OpenAPI document', () => {
  it('has every path of both APIs', () => {
    const routes = new Set(operations.map((op) => `${op.method} ${op.route}`));
    for (const app of [shop.apps.command, shop.apps.read])
      for (const r of app.declaredRoutes) {
        if (r.method === 'HEAD' || r.websocket || isDocsRoute(r.url)) continue;
        expect(routes.has(`${r.method} ${r.url}`), `${r.method} ${r.url}`).toBe(true);
      }
    expect(operations.length).toBeGreaterThan(150);
  });
});

describe('section 7 over every operation', () => {
  beforeEach(() => found.next());
  it('refuses a caller it does not let in before it looks at the input: 401 without a token, 403 for the wrong role', async () => {
    for (const op of operations) {
      const access = shop.access(op.method, op.route);
      const app = shop.app(op.method, op.route)!;
      if (access === 'public') continue;
      const request = {
        method: op.method as 'GET',
        url: urlOf(op, brokenPath(op), brokenQuery),
        ...(op.method === 'GET' ? {} : { payload: [] as unknown as object }),
      };
      const anonymous = await app.inject(request);
      found.judge(op, 'sin token', anonymous);
      if (anonymous.statusCode !== 401) found.add(`${op.method} ${op.route} without a token: ${anonymous.statusCode}`);
      const { refused } = rolesFor(access);
      if (!refused) continue;
      const res = await sendAs(shop, app, refused, request);
      found.judge(op, `como ${refused}`, res);
      if (res.statusCode !== 403) found.add(`${op.method} ${op.route} as ${refused} with bad input: ${res.statusCode}`);
    }
    expect(found.current).toEqual([]);
  });

  it('takes ?minPosition on every GET of the read side, and reads it', async () => {
    await shop.catchUp();
    const head = String(await shop.apps.store.headPosition());
    for (const op of operations.filter((o) => o.method === 'GET' && shop.app('GET', o.route) === shop.apps.read)) {
      if (op.route === '/api/health') continue;
      const app = shop.app('GET', op.route)!;
      const role = rolesFor(shop.access('GET', op.route)).allowed;
      const required = Object.fromEntries(op.requiredQuery.map((k) => [k, sample(valuesOf(op.query[k]), 1, 1)[0]]));
      const url = (minPosition: string) => urlOf(op, pathSample(op), { ...required, minPosition });
      const bad = await sendAs(shop, app, role, { method: 'GET', url: url('no-es-una-posición') });
      found.judge(op, 'minPosition inválida', bad);
      const code = bad.statusCode === 400 ? (bad.json() as { code?: string }).code : undefined;
      if (code !== 'INVALID_POSITION') found.add(`GET ${op.route}: ?minPosition not read (${bad.statusCode} ${code})`);
      const good = await sendAs(shop, app, role, { method: 'GET', url: url(head) });
      found.judge(op, 'minPosition', good);
      // Refused for another parameter (a required one drawn wrong) is not about minPosition.
      if (good.statusCode === 400 && good.body.includes('minPosition'))
        found.add(`GET ${op.route}?minPosition=${head}: 400 ${good.body.slice(0, 200)}`);
    }
    expect(found.current).toEqual([]);
  });

  it(
    'answers calls drawn from each schema with no 5xx, problem+json errors, unknown keys refused, refusals appending nothing',
    { timeout: 170_000 },
    async () => {
      let seed = 0;
      for (const op of operations) {
        const app = shop.app(op.method, op.route)!;
        const role = rolesFor(shop.access(op.method, op.route)).allowed;
        const queries = sample(
          valuesOf({ type: 'object', properties: withoutPosition(op.query), required: op.requiredQuery }),
          ++seed,
          SAMPLES,
        );
        const bodies = op.body ? sample(valuesOf(op.body), seed, SAMPLES) : [];
        for (let i = 0; i < SAMPLES; i++) {
          // The first call asks with only what is required, as most callers do; the rest with drawn values.
          const query = i === 0 ? pick(queries[i] as Record<string, unknown>, op.requiredQuery) : queries[i];
          const url = urlOf(op, pathSample(op, i), query as Record<string, unknown>);
          const res = await write(app, role, op, url, bodies[i]);
          found.judge(op, `muestra ${i}`, res);
          if (op.method === 'GET') seen.harvest(op.path, res);
          await afterWrite(op, role, res);
        }
        if (!op.body || op.method === 'GET') continue;
        for (const body of brokenBodies(bodies[0], op.body)) {
          const res = await write(app, role, op, urlOf(op, pathSample(op)), body);
          found.judge(op, `cuerpo roto ${asText(body).slice(0, 40)}`, res);
          if (![400, 404, 503].includes(res.statusCode) && !specShaped(op))
            found.add(`${op.method} ${op.route}: a broken body answered ${res.statusCode}`);
        }
      }
      console.info(
        `contract conformance: ${await readBackWhatWasCreated()} resources created and read back by their id`,
      );
      // Joined, so a failure prints every finding in full (an array prints as [ Array(n) ] in a summary).
      expect(found.current.join('\n')).toBe('');
    },
  );
});

/** Real ids where the shop has them (what its answers so far named), else made-up ones: every other sample. */
function pathSample(op: Operation, i = 0): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(op.pathParams).map(([name, schema]) => {
      const known = [...(name === 'id' ? seen.idsUnder(op.path) : seen.values(name))];
      const made = sample(valuesOf(schema), 100 + i, 1)[0];
      return [name, i % 2 === 0 && known.length > 0 ? known[i % known.length] : made];
    }),
  );
}

const pick = (values: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, values[k]]));

const withoutPosition = (query: Operation['query']) =>
  Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'minPosition'));

/** A call that, when refused, must leave the store as it was. */
async function write(
  app: Parameters<typeof sendAs>[1],
  role: Role | undefined,
  op: Operation,
  url: string,
  body: unknown,
) {
  const before = op.method === 'GET' ? undefined : await shop.apps.store.headPosition();
  const res = await sendAs(shop, app, role, {
    method: op.method as 'POST',
    url,
    headers: op.method === 'GET' ? {} : { 'idempotency-key': crypto.randomUUID(), 'content-type': 'application/json' },
    // As JSON whatever it is (a bare string too): the contract's refusal, not a 415, is what is tested.
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  if (op.method !== 'GET' && res.statusCode >= 400 && app === shop.apps.command) {
    const after = await shop.apps.store.headPosition();
    if (String(after) !== String(before)) found.add(`${op.method} ${op.route}: ${res.statusCode} appended events`);
  }
  return res;
}

/** A write that went through: a command answers { id, revision, position }. */
async function afterWrite(op: Operation, role: Role | undefined, res: LightMyRequestResponse): Promise<void> {
  if (op.method === 'GET' || res.statusCode >= 300 || shop.app(op.method, op.route) !== shop.apps.command) return;
  if (op.route.startsWith('/api/auth/') && role) await shop.callers.renew(role);
  const body = res.json() as Record<string, unknown>;
  const commandAnswer = 'id' in body && 'revision' in body && 'position' in body;
  if (!commandAnswer && !ANSWERS_NO_COMMAND.test(op.route) && !specShaped(op))
    found.add(
      `${op.method} ${op.route}: ${res.statusCode} answered ${res.body.slice(0, 120)}, not { id, revision, position }`,
    );
  // A resource created at a collection: its id is what the resource's own route takes.
  const own = `${op.path}/{id}`;
  if (
    commandAnswer &&
    res.statusCode === 201 &&
    !op.path.includes('{') &&
    operations.some((o) => o.method === 'GET' && o.path === own)
  )
    created.push({ op, path: own, id: String(body.id), position: String(body.position) });
}

/** What the run created, to be read back by the id its command answered. */
const created: { op: Operation; path: string; id: string; position: string }[] = [];

async function readBackWhatWasCreated(): Promise<number> {
  await shop.catchUp();
  for (const { op, path, id, position } of created) {
    const route = path.replace('{id}', ':id');
    const role = rolesFor(shop.access('GET', route)).allowed;
    const url = `${path.replace('{id}', encodeURIComponent(id))}?minPosition=${encodeURIComponent(position)}`;
    const res = await sendAs(shop, shop.app('GET', route)!, role, { method: 'GET', url });
    found.calls++;
    if (res.statusCode !== 200)
      found.add(`${op.method} ${op.route} answered id ${id}, but GET ${route} with it: ${res.statusCode}`);
  }
  return created.length;
}
