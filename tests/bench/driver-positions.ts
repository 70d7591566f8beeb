import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { buildCommandApi } from '../../command-api/app';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { buildReadApi } from '../../read-api/app';
import { benchDatabase, fmt, percentile, ratio, type Row } from './harness';
import { ms } from './http-load';
import { benchProductId, loadMovements, loadProducts } from './inventory-data';

// Issue 15's figures. A stream of commands (RegisterMovement over HTTP at 16 connections) for 60 s
// with no driver on the road, and for 60 s with 50 drivers each posting a position every 2 s
// (alternating rounds of 10 s, so drift hits both alike): the throughput with positions beside the
// throughput without. And each position's trip from the driver's POST to a delivery-staff websocket
// (command-api → driver_positions + NOTIFY → read-api LISTEN → socket), p95, beside the commands' p95.

const DRIVERS = 50;
const PING_MS = 2000;
const ROUND_S = Number(process.env.BENCH_POSITION_ROUND_S ?? 10);

export async function benchDriverPositions(): Promise<Row[]> {
  const bench = await benchDatabase('driver_positions');
  const store = new PostgresEventStore(bench.pool);
  const config = loadConfig({ JWT_SECRET: 'bench-secret' });
  const command = await buildCommandApi({ store, db: bench.db, config, accounts: 'trust-token' });
  const read = await buildReadApi({
    db: bench.db,
    store,
    pool: bench.pool,
    config,
    options: { accounts: 'trust-token' },
  });
  const rows: Row[] = [];
  try {
    const base = await command.listen({ host: '127.0.0.1', port: 0 });
    const readBase = await read.listen({ host: '127.0.0.1', port: 0 });
    const products = 1000;
    await loadProducts(bench.db, products);
    await loadMovements(bench.db, products, 0, 1);
    const token = signToken({ userId: 'bench-warehouse', roles: ['warehouse'] }, config.jwtSecret);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const movement = (i: number) =>
      fetch(`${base}/api/inventory/movements`, {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ productId: benchProductId(i % products), type: 'purchase', quantity: 1 }),
      });

    // The delivery staff's map: one socket hearing every driver.
    const staff = signToken({ userId: 'bench-delivery', roles: ['delivery'] }, config.jwtSecret);
    const socket = new WebSocket(`${readBase.replace('http', 'ws')}/api/ws`, {
      headers: { authorization: `Bearer ${staff}` },
    });
    await new Promise((resolve, reject) => socket.once('message', resolve).once('error', reject));
    const sentAt = new Map<string, number>();
    const trips: number[] = [];
    socket.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { type: string; driverId?: string; at?: string };
      const t0 = m.type === 'position' ? sentAt.get(`${m.driverId}|${m.at}`) : undefined;
      if (t0 !== undefined) trips.push(performance.now() - t0);
    });

    const drivers = Array.from({ length: DRIVERS }, (_, i) => ({
      id: `bench-driver-${i}`,
      headers: {
        authorization: `Bearer ${signToken({ userId: `bench-driver-${i}`, roles: ['driver'] }, config.jwtSecret)}`,
        'content-type': 'application/json',
      },
    }));
    let pinged = 0;
    const failures: unknown[] = [];
    const ping = (d: (typeof drivers)[number], n: number) =>
      sendPosition(d, n).catch((err: unknown) => void failures.push(err));
    const sendPosition = async (d: (typeof drivers)[number], n: number) => {
      const at = new Date().toISOString();
      sentAt.set(`${d.id}|${at}`, performance.now());
      const body = { latitude: 25.77 + (n % 100) / 10_000, longitude: -80.19, accuracy: 10, at };
      const res = await fetch(`${base}/api/drivers/me/location`, {
        method: 'POST',
        headers: d.headers,
        body: JSON.stringify(body),
      });
      if (res.status !== 204) throw new Error(`position answered ${res.status}: ${await res.text()}`);
      pinged++;
    };
    /** Each driver every 2 s, spread evenly over the 2 s, until stopped. */
    const road = () => {
      const timers = drivers.map((d, i) => {
        let n = 0;
        const start = setTimeout(
          () => {
            void ping(d, n++);
            interval = setInterval(() => void ping(d, n++), PING_MS);
          },
          (i * PING_MS) / DRIVERS,
        );
        let interval: NodeJS.Timeout | undefined;
        return () => (clearTimeout(start), clearInterval(interval));
      });
      return () => timers.forEach((stop) => stop());
    };

    const latencies: number[] = [];
    const commandsFor = async (seconds: number) => {
      let done = 0;
      const until = performance.now() + seconds * 1000;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (performance.now() < until) {
            const t0 = performance.now();
            const res = await movement(done++);
            await res.arrayBuffer();
            if (res.status >= 400) throw new Error(`movement answered ${res.status}`);
            latencies.push(performance.now() - t0);
          }
        }),
      );
      return done / seconds;
    };
    await commandsFor(3); // warm-up
    latencies.length = 0;
    const quiet: number[] = [];
    const busy: number[] = [];
    for (let round = 0; round < Math.ceil(60 / ROUND_S); round++) {
      quiet.push(await commandsFor(ROUND_S));
      const stop = road();
      busy.push(await commandsFor(ROUND_S));
      stop();
    }
    socket.close();
    if (failures.length) throw new Error(`${failures.length} positions failed: ${String(failures[0])}`);
    const [q, b] = [mean(quiet), mean(busy)];
    rows.push({
      figure: `RegisterMovement commands/s at 16 connections with ${DRIVERS} drivers posting a position every 2 s (${ROUND_S * busy.length} s)`,
      value: fmt(b),
      reference: `${fmt(q)} commands/s, the same stream with no driver on the road (${ROUND_S * quiet.length} s)`,
      ratio: ratio(b, q),
      goal: '>= 0.90x',
    });
    rows.push({
      figure: `position → delivery staff's websocket p95 (${fmt(trips.length)} of ${fmt(pinged)} positions, beside the commands)`,
      value: ms(percentile(trips, 95)),
      reference: `${ms(percentile(latencies, 95))} p95 of a RegisterMovement command, same run`,
      ratio: `${(percentile(trips, 95) / 1000).toFixed(2)}x of 1 s`,
      goal: '<= 1 s',
    });
  } finally {
    await read.close();
    await command.close();
    await store.close();
    await bench.drop();
  }
  return rows;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
