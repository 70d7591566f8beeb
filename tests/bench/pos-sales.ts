import { randomUUID } from 'node:crypto';
import { buildCommandApi } from '../../command-api/app';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { cpuMeter } from './cpu';
import { benchDatabase, fmt, rate, ratio, type Row } from './harness';
import { timeRequests } from './http-load';
import { benchProductId, loadMovements, loadProducts } from './inventory-data';

// Issue 17's figure: counter sales over HTTP (3 lines, paid in cash) at 16 connections — 16 registers,
// each with its own open session, the way a shop's counters sell side by side — beside single-row
// INSERTs at 16 connections on the same database; three alternating rounds, median of each.

const PRODUCTS = 3000;
const REGISTERS = 16;
const SALES_PER_ROUND = 400;

export async function benchPosSales(): Promise<Row[]> {
  const bench = await benchDatabase('pos_sales');
  const store = new PostgresEventStore(bench.pool);
  const config = loadConfig({ JWT_SECRET: 'bench-secret' });
  const command = await buildCommandApi({ store, db: bench.db, config, accounts: 'trust-token' });
  try {
    await loadProducts(bench.db, PRODUCTS);
    await loadMovements(bench.db, PRODUCTS, 0, 1); // a purchase of 5 each at the main location
    const token = signToken({ userId: 'bench-cashier', roles: ['cashier'] }, config.jwtSecret);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const base = await command.listen({ host: '127.0.0.1', port: 0 });
    const sessions: string[] = [];
    for (let r = 0; r < REGISTERS; r++) {
      const res = await fetch(`${base}/api/pos/sessions`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ registerId: `caja-${r + 1}`, openingCash: 500, location: 'Almacén principal' }),
      });
      if (res.status !== 201) throw new Error(`opening caja-${r + 1}: ${res.status} ${await res.text()}`);
      sessions.push(((await res.json()) as { id: string }).id);
    }
    // Each sale takes one unit of three products in turn: 5 units each lasts 5,000 sales.
    const sale = (i: number) => ({
      path: '/api/pos/sales',
      init: {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({
          sessionId: sessions[i % REGISTERS],
          items: [0, 1, 2].map((k) => ({ productId: benchProductId((i * 3 + k) % PRODUCTS), quantity: 1 })),
          payments: [{ method: 'cash', amount: 2000 }],
        }),
      },
    });
    await bench.pool.query('create table plain_sales (id uuid primary key, data jsonb)');
    const insert = () => bench.pool.query('insert into plain_sales values ($1, $2)', [randomUUID(), '{"items":3}']);
    await timeRequests(base, 150, 16, sale);
    await rate(500, 16, insert);
    const sold: number[] = [];
    const inserted: number[] = [];
    const meter = await cpuMeter(bench.pool);
    const spent = { nodeUs: 0, postgresUs: 0 };
    for (let round = 0; round < 3; round++) {
      const stop = meter.start();
      sold.push(
        (await timeRequests(base, SALES_PER_ROUND, 16, (i) => sale(150 + round * SALES_PER_ROUND + i))).perSecond,
      );
      const cpu = stop();
      spent.nodeUs += cpu.nodeUs / (3 * SALES_PER_ROUND);
      spent.postgresUs += cpu.postgresUs / (3 * SALES_PER_ROUND);
      inserted.push(await rate(3000, 16, insert));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
    return [
      {
        figure: 'counter sales over HTTP (3 lines, cash), sales/s at 16 connections on 16 registers',
        value: fmt(median(sold)),
        reference: `${fmt(median(inserted))} single-row INSERTs/s at 16 connections`,
        ratio: ratio(median(sold), median(inserted)),
        goal: '>= 0.25x',
      },
      {
        // What bounds the rate on 2 cores: Node (API and load generator) and Postgres share them.
        figure: 'CPU per counter sale: Node (API + load generator) / Postgres',
        value: `${fmt(spent.nodeUs)} µs / ${fmt(spent.postgresUs)} µs`,
        reference: `${fmt(2e6 / median(inserted))} µs of the 2 cores per INSERT at the INSERTs' rate`,
        ratio: ratio(spent.nodeUs + spent.postgresUs, 2e6 / median(inserted)),
        goal: '—',
      },
    ];
  } finally {
    await command.close();
    await store.close();
    await bench.drop();
  }
}
