import { buildCommandApi } from '../../command-api/app';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { prepareProjections, projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { buildReadApi } from '../../read-api/app';
import { benchDatabase, fmt, ratio, type Row } from './harness';
import { ms, timeRequests } from './http-load';
import { loadMovements, loadProducts } from './inventory-data';

// Issue 22's figure: Flora Bot's reply (POST /api/bot/message: the intent classified in-process, the
// answer read from the read models, the conversation loaded and saved) p95 at 16 concurrent
// conversations — each lane its own customer and session — over a catalogue of 10,000 products,
// beside GET /api/health's p95 in the same run. The questions mix both languages and every intent
// that reads data: products, orders, zones, plans, hours, greetings. A question asked again finds its
// catalogue search kept (until the inventory changes, as the storefront's pages are); a second figure
// makes every text new, so every product question searches Postgres.

const LANES = 16;
const QUESTIONS = [
  '¿Tienen rosas rojas?',
  'Do you have sunflowers?',
  '¿Dónde está mi pedido?',
  'What is the status of my order?',
  '¿Entregan en el código postal 33131?',
  'What are your delivery zones?',
  '¿Qué planes de suscripción tienen?',
  'What time do you open?',
  'Hola, buenas tardes',
  'busco orquídeas blancas para un regalo',
  'Thank you!',
  'I want tulips for my mom',
];

export async function benchBot(products = Number(process.env.BENCH_PRODUCTS ?? 10_000)): Promise<Row[]> {
  const bench = await benchDatabase('bot');
  const store = new PostgresEventStore(bench.pool);
  const config = loadConfig({ JWT_SECRET: 'bench-secret' });
  const token = (userId: string, role: string) => signToken({ userId, roles: [role] }, config.jwtSecret);
  const read = await buildReadApi({
    db: bench.db,
    store,
    pool: bench.pool,
    config,
    options: { accounts: 'trust-token', botLimit: { max: 1_000_000, windowMs: 60_000 } },
  });
  const command = await buildCommandApi({ store, db: bench.db, config, accounts: 'trust-token' });
  try {
    await prepareProjections(bench.db);
    await loadProducts(bench.db, products);
    await loadMovements(bench.db, products, 0, 1);
    for (const name of ['inventory', 'stock-ledger'])
      await rebuildProjection({ pool: bench.pool, db: bench.db, store }, projectionNamed(name)!);
    const owner = { authorization: `Bearer ${token('bench-owner', 'owner')}` };
    const current = (await read.inject({ url: '/api/settings/system', headers: owner })).json();
    const { customized: _, ...system } = current;
    const on = await command.inject({
      method: 'PUT',
      url: '/api/settings/system',
      payload: { ...system, flags: { ...system.flags, enableBotSupport: true } },
      headers: owner,
    });
    if (on.statusCode >= 300) throw new Error(`the bot could not be switched on: ${on.body}`);
    const base = await read.listen({ host: '127.0.0.1', port: 0 });
    const health = () => ({ path: '/api/health' });
    const tokens = Array.from({ length: LANES }, (_, lane) => token(`bench-client-${lane}`, 'client'));
    /** Question i of the mix; `distinct` makes each text new, so no search is answered from the cache. */
    const asking =
      (distinct: boolean) =>
      (i: number): { path: string; init: RequestInit } => {
        const lane = i % LANES;
        const text = QUESTIONS[Math.floor(i / LANES) % QUESTIONS.length]!;
        return {
          path: '/api/bot/message',
          init: {
            method: 'POST',
            headers: { authorization: `Bearer ${tokens[lane]}`, 'content-type': 'application/json' },
            body: JSON.stringify({ text: distinct ? `${text} (${i})` : text, sessionId: `bench-${lane}` }),
          },
        };
      };
    const ask = asking(false);
    // The flag reaches the read-api within seconds: the first answers wait for it.
    for (let tries = 0; (await fetch(base + ask(0).path, ask(0).init)).status === 503; tries++) {
      if (tries > 100) throw new Error('the bot stayed disabled');
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const warm of [health, ask]) await timeRequests(base, 300, LANES, warm);
    const floor = await timeRequests(base, 3000, LANES, health);
    const replies = await timeRequests(base, 3000, LANES, ask);
    const cold = await timeRequests(base, 3000, LANES, asking(true));
    return [
      {
        figure: `Flora Bot: POST /api/bot/message p95 at ${LANES} concurrent conversations, ${fmt(products)} products, ${QUESTIONS.length} questions in es and en`,
        value: ms(replies.p95),
        reference: `${ms(floor.p95)} p95 GET /api/health, same concurrency`,
        ratio: ratio(replies.p95, floor.p95),
        goal: '<= 100 ms',
      },
      {
        figure: `Flora Bot: the same with every question's text new (no catalogue search answered from the cache)`,
        value: ms(cold.p95),
        reference: `${ms(floor.p95)} p95 GET /api/health, same concurrency`,
        ratio: ratio(cold.p95, floor.p95),
        goal: '<= 100 ms',
      },
    ];
  } finally {
    await read.close();
    await command.close();
    await store.close();
    await bench.drop();
  }
}
