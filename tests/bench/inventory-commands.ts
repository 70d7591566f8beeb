import { randomUUID } from 'node:crypto';
import { buildCommandApi } from '../../command-api/app';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { cpuMeter, type CpuSpent } from './cpu';
import { benchDatabase, fmt, rate, ratio, type Row } from './harness';
import { ms, timeRequests } from './http-load';
import { benchProductId, loadMovements, loadProducts } from './inventory-data';

// RegisterMovement through HTTP (auth, validation, load from snapshot, decide, append) at 16
// connections, beside single-row INSERTs/s at 16 connections on the same database in the same run;
// then the latency of one product's commands with 100 movements behind it and with 100,000.
export async function benchInventoryCommands(perRound = Number(process.env.BENCH_COMMANDS ?? 3000)): Promise<Row[]> {
  const bench = await benchDatabase('inventory_commands');
  const store = new PostgresEventStore(bench.pool);
  const config = loadConfig({ JWT_SECRET: 'bench-secret' });
  const app = await buildCommandApi({ store, db: bench.db, config, accounts: 'trust-token' });
  const rows: Row[] = [];
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const token = signToken({ userId: 'bench-warehouse', roles: ['warehouse'] }, config.jwtSecret);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const products = 1000;
    await loadProducts(bench.db, products);
    await loadMovements(bench.db, products, 0, 1);
    // Product 1 gets a history of 100,000 movements for the latency figure; the throughput
    // rounds use the other products.
    await loadMovements(bench.db, products, 1, 100_000, 1);
    const spread = (i: number) => 2 + ((i * 31) % (products - 2));
    // As the app sends it: with an Idempotency-Key. Without one, the movement's own id is the
    // command id (idempotent by event id, no command_results row): the second figure.
    const movement = (p: number) => ({
      path: '/api/inventory/movements',
      init: {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ productId: benchProductId(p), type: 'purchase', quantity: 1 }),
      },
    });
    const keylessMovement = (p: number) => ({
      path: '/api/inventory/movements',
      init: {
        method: 'POST',
        headers,
        body: JSON.stringify({
          productId: benchProductId(p),
          movementId: randomUUID(),
          type: 'purchase',
          quantity: 1,
        }),
      },
    });
    await bench.pool.query(
      'create table plain_movements (id uuid primary key, product_id uuid, type text, quantity int, data jsonb)',
    );
    const insert = () =>
      bench.pool.query('insert into plain_movements values ($1, $2, $3, $4, $5)', [
        randomUUID(),
        randomUUID(),
        'purchase',
        1,
        '{"notes":""}',
      ]);

    // The HTTP floor: the same app and load generator, a request that reaches no database (a 404).
    const nowhere = () =>
      timeRequests(
        base,
        perRound,
        16,
        () => ({ path: '/api/nowhere', init: { headers } }),
        (status) => status === 404,
      );
    await timeRequests(base, 500, 16, (i) => movement(spread(i)));
    await rate(500, 16, insert);
    const meter = await cpuMeter(bench.pool);
    const cpu = { keyed: spentNothing(), keyless: spentNothing(), insert: spentNothing(), floor: spentNothing() };
    const measured = async <T>(into: CpuSpent, run: () => Promise<T>): Promise<T> => {
      const spent = meter.start();
      const result = await run();
      add(into, spent());
      return result;
    };
    const commandRates: number[] = [];
    const keylessRates: number[] = [];
    const insertRates: number[] = [];
    for (let round = 0; round < 3; round++) {
      const keyed = await measured(cpu.keyed, () =>
        timeRequests(base, perRound, 16, (i) => movement(spread(i + round * perRound))),
      );
      commandRates.push(keyed.perSecond);
      const keyless = await measured(cpu.keyless, () =>
        timeRequests(base, perRound, 16, (i) => keylessMovement(spread(i + round * perRound))),
      );
      keylessRates.push(keyless.perSecond);
      insertRates.push(await measured(cpu.insert, () => rate(perRound, 16, insert)));
      await measured(cpu.floor, nowhere);
    }
    const [c, k, n] = [median(commandRates), median(keylessRates), median(insertRates)];
    const reference = `${fmt(n)} single-row INSERTs/s at 16 connections`;
    rows.push({
      figure: 'RegisterMovement over HTTP with Idempotency-Key, commands/s at 16 connections',
      value: fmt(c),
      reference,
      ratio: ratio(c, n),
      goal: '>= 0.40x',
    });
    rows.push({
      figure: 'RegisterMovement over HTTP, movementId as command id, commands/s at 16 connections',
      value: fmt(k),
      reference,
      ratio: ratio(k, n),
      goal: '>= 0.40x',
    });

    // What bounds the figures above: CPU per operation, this process (API + load generator) and Postgres.
    const per = (spent: CpuSpent) => ({
      node: spent.nodeUs / (3 * perRound),
      postgres: spent.postgresUs / (3 * perRound),
    });
    const [keyedCpu, keylessCpu, insertCpu, floorCpu] = [cpu.keyed, cpu.keyless, cpu.insert, cpu.floor].map(per);
    const us = (n: number) => `${fmt(n)} µs`;
    rows.push({
      figure: 'RegisterMovement CPU per command in Node (API + load generator), Idempotency-Key / movementId',
      value: `${us(keyedCpu!.node)} / ${us(keylessCpu!.node)}`,
      reference: `${us(floorCpu!.node)} per 404 through the same app (HTTP floor, no database); ${us(insertCpu!.node)} per INSERT`,
      ratio: ratio(keyedCpu!.node, floorCpu!.node),
      goal: '—',
    });
    rows.push({
      figure: 'RegisterMovement CPU per command in Postgres, Idempotency-Key / movementId',
      value: `${us(keyedCpu!.postgres)} / ${us(keylessCpu!.postgres)}`,
      reference: `${us(insertCpu!.postgres)} per single-row INSERT`,
      ratio: ratio(keyedCpu!.postgres, insertCpu!.postgres),
      goal: '—',
    });

    // Product 0 has 1 movement so far: bring it to 100. Then warm product 1 once (the first command
    // on a long stream loads it all and leaves a snapshot behind, as the snapshots taken every 100
    // events would have in a shop that wrote its history one command at a time).
    for (let i = 0; i < 99; i++) await timeRequests(base, 1, 1, () => movement(0));
    await timeRequests(base, 1, 1, () => movement(1));
    await app.commands.idle();
    const short: number[] = [];
    const long: number[] = [];
    for (let round = 0; round < 5; round++) {
      short.push((await timeRequests(base, 60, 1, () => movement(0))).p50);
      long.push((await timeRequests(base, 60, 1, () => movement(1))).p50);
    }
    const [s, l] = [median(short), median(long)];
    rows.push({
      figure: 'RegisterMovement p50 on a product with 100,000 movements',
      value: ms(l),
      reference: `${ms(s)} p50 on a product with 100 movements`,
      ratio: ratio(l, s),
      goal: '<= 1.5x',
    });
  } finally {
    await app.close();
    await store.close();
    await bench.drop();
  }
  return rows;
}

const spentNothing = (): CpuSpent => ({ nodeUs: 0, postgresUs: 0 });
const add = (into: CpuSpent, spent: CpuSpent) => {
  into.nodeUs += spent.nodeUs;
  into.postgresUs += spent.postgresUs;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
