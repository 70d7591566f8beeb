import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoneBook } from '../../read-api/shared/zone-book';
import { buildReadApi } from '../../read-api/app';
import { demoUserId } from '../../command-api/seed/users';
import { demoSignIn } from './identity-support';
import { eventually } from '../reliability/projection-support';
import { openDashboardShop, type DashboardShop } from './read-dashboards-shop';
import { bearer, config } from './read-fixtures';

// Issue 22: Flora Bot over HTTP (architecture section 7) against the demo shop: off by default (503
// 'Flora-Bot is disabled'), then on — a guest's question about red roses answered from the catalogue,
// a customer's own order and never another's, the conversation kept on the server between turns,
// reset, the limit per user and address, and the info routes of spec 7.

let shop: DashboardShop;
let reads: FastifyInstance;
const CLIENT_ID = demoUserId('client@flora.test');
const CLIENT = bearer(['client'], CLIENT_ID);
const OTHER_CLIENT = bearer(['client'], 'u-otra-clienta');
let OWNER_TOKEN: Record<string, string>;
const ON = { max: 10_000, windowMs: 60_000 };

beforeAll(async () => {
  shop = await openDashboardShop('bot_routes');
  reads = await buildReadApi({
    db: shop.database.db,
    store: shop.store,
    pool: shop.database.pool,
    config,
    options: { accounts: 'trust-token', botLimit: ON },
  });
  OWNER_TOKEN = await demoSignIn(shop.command, 'owner@flora.test');
}, 120_000);
afterAll(async () => {
  await reads?.close();
  await shop?.close();
});

const session = (name: string) => `test-${name}-${Date.now().toString(36)}`;
const ask = (text: string, sessionId: string, headers = {}, extra: object = {}) =>
  reads.inject({ method: 'POST', url: '/api/bot/message', payload: { text, sessionId, ...extra }, headers });

async function setBot(on: boolean) {
  const current = (await reads.inject({ url: '/api/settings/system', headers: bearer(['owner']) })).json();
  const { customized: _, ...config } = current;
  const res = await shop.command.inject({
    method: 'PUT',
    url: '/api/settings/system',
    payload: { ...config, flags: { ...config.flags, enableBotSupport: on } },
    headers: OWNER_TOKEN,
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  // The read-api hears of the change within seconds (notice or age limit): awaited, not timed.
  await eventually(async () => (await ask('hola', session('flag'))).statusCode === (on ? 200 : 503), 15_000);
}

const eventCount = async () =>
  (await sql<{ n: string }>`select count(*) as n from events`.execute(shop.database.db)).rows[0]!.n;

describe('Flora Bot off (spec 9: disabled by default)', () => {
  it('answers every bot route 503 Flora-Bot is disabled', async () => {
    const calls = [
      ask('hola', 'off-1'),
      reads.inject({ method: 'POST', url: '/api/bot/reset', payload: { sessionId: 'off-1' } }),
      reads.inject({ url: '/api/bot/orders/x' }),
      reads.inject({ url: '/api/bot/products/x' }),
      reads.inject({ url: '/api/bot/products?query=rosa' }),
      reads.inject({ url: '/api/bot/zones/x' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toBe('Flora-Bot is disabled');
    }
  });
});

describe('Flora Bot on', () => {
  beforeAll(() => setBot(true), 30_000);
  afterAll(() => setBot(false), 30_000);

  it("answers a guest's red roses from the catalogue, with the read model's names and product actions", async () => {
    const res = await ask('¿Tienen rosas rojas?', session('rosas'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['actions', 'context', 'lang', 'reply', 'suggestions']);
    expect(body.lang).toBe('es');
    const products = body.actions.filter((a: { type: string }) => a.type === 'product');
    expect(products.length).toBeGreaterThan(0);
    const { rows } = await sql<{ id: string; name: string }>`
      select id, name from inventory_products where status = 'active'`.execute(shop.database.db);
    const names = new Map(rows.map((r) => [r.id, r.name]));
    for (const action of products) {
      expect(names.get(action.data.productId), JSON.stringify(action)).toBe(action.label);
      expect(body.reply).toContain(action.label);
    }
  });

  it('answers "what plans do you have?" and "¿qué planes tienen?" with the plans read model\'s plans', async () => {
    // The plans read model as the plans page reads it.
    const read = await reads.inject({ url: '/api/subscriptions/plans' });
    const plans: { name: string }[] = read.json().items;
    expect(plans).toHaveLength(3);
    for (const [text, lang] of [
      ['what plans do you have?', 'en'],
      ['¿qué planes tienen?', 'es'],
    ]) {
      const res = await ask(text!, session('plans'), {}, { lang: 'es' });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.lang, text).toBe(lang);
      expect(body.context.intent, text).toBe('subscription.plans');
      const listed = (body.reply as string).split('\n').filter((line) => line.startsWith('• '));
      expect(listed.map((line) => line.slice(2, line.indexOf(':'))).sort(), body.reply).toEqual(
        plans.map((p) => p.name).sort(),
      );
      expect(body.actions).toEqual([expect.objectContaining({ type: 'subscription' })]);
    }
  });

  it('keeps a Spanish session in Spanish when a message is unclear, carrying the lang as the widget does', async () => {
    const id = session('unclear');
    let lang = 'es';
    for (const text of ['what?', 'ok thanks', 'asdf qwer', 'hi']) {
      const res = await ask(text, id, {}, { lang });
      expect(res.statusCode, res.body).toBe(200);
      lang = res.json().lang;
      expect(lang, `${text} → ${res.json().reply}`).toBe('es');
    }
  });

  it("answers a customer's own order by number, and nothing of it to another customer", async () => {
    const { rows } = await sql<{ id: string; order_number: string; status: string }>`
      select id, order_number, status from orders where customer_id = ${CLIENT_ID} order by order_number limit 1
    `.execute(shop.database.db);
    const order = rows[0]!;
    const own = await ask(`What is the status of order ${order.order_number}?`, session('own'), CLIENT);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().lang).toBe('en');
    expect(own.json().reply).toContain(order.order_number);
    expect(own.json().actions).toContainEqual(expect.objectContaining({ type: 'order', data: { orderId: order.id } }));
    const info = await reads.inject({ url: `/api/bot/orders/${order.id}`, headers: CLIENT });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json()).toMatchObject({ orderId: order.id, status: order.status });

    const other = await ask(`What is the status of order ${order.order_number}?`, session('other'), OTHER_CLIENT);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json().actions.some((a: { type: string }) => a.type === 'order')).toBe(false);
    expect(other.json().reply).not.toContain(info.json().customerName);
    for (const id of [order.id, 'no-such-order']) {
      const res = await reads.inject({ url: `/api/bot/orders/${id}`, headers: OTHER_CLIENT });
      expect(res.statusCode).toBe(404);
      expect(res.json().detail).toBe('No encontramos ese pedido entre tus pedidos.');
    }
    expect((await reads.inject({ url: `/api/bot/orders/${order.id}` })).statusCode).toBe(404); // a guest
  });

  it('keeps the conversation on the server: a hand-off asked for in one turn takes the next message', async () => {
    const id = session('handoff');
    const asked = await ask('Quiero hablar con una persona', id, CLIENT);
    expect(asked.json().context).toMatchObject({ awaiting: 'handoff' });
    const before = await eventCount();
    // The client echoes no context: the server's memory of the session carries the hand-off.
    const left = await ask('Necesito cambiar la dirección de mi pedido', id, CLIENT, { context: {} });
    expect(left.statusCode, left.body).toBe(200);
    expect(left.json().context.awaiting).toBeUndefined();
    const { rows } = await sql<{ data: { message: string } }>`
      select data from events where type = 'HelpRequested' and data->>'sessionId' = ${id}`.execute(shop.database.db);
    expect(rows.map((r) => r.data.message)).toEqual(['Necesito cambiar la dirección de mi pedido']);
    expect(BigInt(await eventCount())).toBe(BigInt(before) + 1n);
  });

  it('reset forgets the conversation and answers a new session id', async () => {
    const id = session('reset');
    await ask('Quiero hablar con una persona', id, CLIENT);
    const res = await reads.inject({
      method: 'POST',
      url: '/api/bot/reset',
      payload: { sessionId: id },
      headers: CLIENT,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(res.json().sessionId).toMatch(/^[a-z0-9]+-[0-9a-f]{12}$/);
    const { rows } = await sql`select 1 from bot_conversations where session_id = ${id}`.execute(shop.database.db);
    expect(rows).toHaveLength(0);
  });

  it('answers the info routes of spec 7 from the read models', async () => {
    const search = await reads.inject({ url: '/api/bot/products?query=rosa' });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().query).toBe('rosa');
    const first = search.json().results[0];
    // The catalogue's own search: the name, description, category or tags hold the word.
    for (const found of search.json().results) expect(JSON.stringify(found).toLowerCase()).toContain('rosa');
    const product = await reads.inject({ url: `/api/bot/products/${first.productId}` });
    expect(product.json()).toEqual(first);
    const [zone] = await zoneBook(shop.store);
    const zoneInfo = await reads.inject({ url: `/api/bot/zones/${zone!.id}` });
    expect(zoneInfo.statusCode, zoneInfo.body).toBe(200);
    expect(zoneInfo.json()).toMatchObject({ zoneId: zone!.id, name: zone!.name });
    for (const url of ['/api/bot/products/nada', '/api/bot/zones/nada'])
      expect((await reads.inject({ url })).statusCode).toBe(404);
  });

  it('limits questions per user and address: 429 problem+json with Retry-After', async () => {
    const limited = await buildReadApi({
      db: shop.database.db,
      store: shop.store,
      pool: shop.database.pool,
      config,
      options: { accounts: 'trust-token', botLimit: { max: 3, windowMs: 60_000 } },
    });
    try {
      const send = (headers = {}) =>
        limited.inject({
          method: 'POST',
          url: '/api/bot/message',
          payload: { text: 'hola', sessionId: 'lim' },
          headers,
        });
      await expect.poll(async () => (await send()).statusCode, { timeout: 15_000 }).toBe(429);
      const res = await send();
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json().code).toBe('BOT.TOO_MANY_REQUESTS');
      expect((await send(CLIENT)).statusCode).toBe(200); // another user, its own count
    } finally {
      await limited.close();
    }
  });
});

describe('Flora Bot refuses hostile questions normally (issue 22 security)', () => {
  beforeAll(() => setBot(true), 30_000);
  afterAll(() => setBot(false), 30_000);

  it('answers NUL, 10 KB, unpaired surrogates and bad fields with a 400 problem+json, appending nothing', async () => {
    const before = await eventCount();
    const bad: [object, string][] = [
      [{ text: 'rosas\u0000rojas', sessionId: 's1' }, 'text'],
      [{ text: 'rosas '.repeat(1700), sessionId: 's1' }, 'text'],
      [{ text: 'rosas \ud800', sessionId: 's1' }, 'text'],
      [{ text: '   ', sessionId: 's1' }, ''],
      [{ text: 'hola', sessionId: '<script>' }, 'sessionId'],
      [{ text: 'hola', sessionId: 's1', lang: 'fr' }, 'lang'],
      [{ text: 'hola', sessionId: 's1', context: { html: '<b>' } }, 'context'],
      [{ text: 'hola', sessionId: 's1', userId: 'someone-else' }, 'userId'],
      [{ text: 'hola', sessionId: 's1', admin: true }, ''],
    ];
    for (const [payload, path] of bad) {
      const res = await reads.inject({ method: 'POST', url: '/api/bot/message', payload, headers: CLIENT });
      expect(res.statusCode, `${JSON.stringify(payload).slice(0, 80)} → ${res.body}`).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
      if (path) expect(JSON.stringify(res.json()), res.body).toContain(path);
    }
    expect(res10kMessage((await ask('x'.repeat(10_240), 's1')).json().detail)).toBe(true);
    expect(await eventCount()).toBe(before);
  });

  it('answers script tags as plain text in JSON: nothing the widget could render as HTML', async () => {
    const res = await ask('<script>alert("x")</script><img src=x onerror=alert(1)> rosas', session('xss'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json();
    for (const text of [body.reply, ...body.suggestions, ...body.actions.map((a: { label: string }) => a.label)])
      expect(text).not.toMatch(/<\s*(script|img)/i);
  });

  it('gives a customer asking for another customer\u2019s order number no detail of it', async () => {
    const { rows } = await sql<{ order_number: string }>`
      select order_number from orders where customer_id = ${CLIENT_ID}`.execute(shop.database.db);
    expect(rows.length).toBeGreaterThan(0);
    for (const order of rows) {
      for (const text of [`estado del pedido ${order.order_number}`, `where is order ${order.order_number}`]) {
        const res = await ask(text, session('theirs'), OTHER_CLIENT);
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        expect(body.actions.filter((a: { type: string }) => a.type === 'order')).toEqual([]);
        expect(body.context.orderId).toBeUndefined();
        expect(body.reply).not.toMatch(
          /pendiente|confirmado|en preparación|cancelado|pending|confirmed|preparing|cancell?ed/i,
        );
      }
    }
  });
});

/** The 10 KB refusal says why, in Spanish (contract.ts BOT_TEXT_MAX). */
const res10kMessage = (detail: string) => /máximo 500 caracteres/.test(detail);
