import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { freePort } from '../support/ports';
import { ownerToken, startFlora, type RunningFlora } from '../support/product';
import { fmt, percentile, ratio, type Row } from './harness';
import { ms, timeRequests, type Latencies } from './http-load';

// Issue 23: RegisterMovement over HTTP through the gateway, the shop as `npm start` runs it (one of
// each part) beside `npm run cluster` (two of each, reads on a streaming replica), same machine,
// same run. On two cores the cluster has no spare core to use: the ratio is its overhead (twice
// the processes, the gateway's balancing, the replica's replay), not a speed-up. Under the cluster's
// load the replica's lag is sampled: the time from a WAL position on the primary to its replay.

const COMMANDS = Number(process.env.BENCH_CLUSTER_COMMANDS ?? 2000);
const LANES = 16;

async function movements(flora: RunningFlora): Promise<Latencies> {
  const token = await ownerToken(flora.base);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const list = await fetch(`${flora.base}/api/inventory/products?pageSize=100`, { headers });
  const ids = ((await list.json()) as { items: { id: string }[] }).items.map((p) => p.id);
  const movement = (i: number) => ({
    path: '/api/inventory/movements',
    init: {
      method: 'POST',
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ productId: ids[i % ids.length], type: 'purchase', quantity: 1 }),
    },
  });
  await timeRequests(flora.base, 300, LANES, movement); // warm-up: connections, JIT, snapshots
  return timeRequests(flora.base, COMMANDS, LANES, movement);
}

/** Replica lag samples while `load` runs: primary WAL position → replayed on the replica, in ms. */
async function sampleLag(primaryUrl: string, replicaUrl: string, load: Promise<unknown>): Promise<number[]> {
  const primary = new pg.Client({ connectionString: primaryUrl });
  const replica = new pg.Client({ connectionString: replicaUrl });
  await Promise.all([primary.connect(), replica.connect()]);
  const samples: number[] = [];
  let done = false;
  void load.finally(() => (done = true));
  try {
    while (!done) {
      const t0 = performance.now();
      const { rows } = await primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
      for (;;) {
        const replayed = await replica.query<{ ok: boolean }>('select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [
          rows[0]!.lsn,
        ]);
        if (replayed.rows[0]!.ok) break;
        await new Promise((r) => setTimeout(r, 1));
      }
      samples.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await Promise.all([primary.end(), replica.end()]);
  }
  return samples;
}

export async function benchCluster(): Promise<Row[]> {
  const secret = { JWT_SECRET: 'bench-cluster-secret-of-at-least-32-chars', FLORA_SEED_DEMO: '1' };
  const single = await startFlora(secret);
  let one: Latencies;
  try {
    one = await movements(single);
  } finally {
    await single.stop();
  }
  const replicaPort = await freePort();
  const cluster = await startFlora(
    {
      ...secret,
      COMMAND_PORTS: `${await freePort()},${await freePort()}`,
      READ_PORTS: `${await freePort()},${await freePort()}`,
      EMBEDDED_REPLICA_PORT: String(replicaPort),
    },
    'cluster',
  );
  let two: Latencies;
  let lag: number[];
  try {
    const load = movements(cluster);
    lag = await sampleLag(cluster.databaseUrl, `postgres://flora:flora@127.0.0.1:${replicaPort}/flora`, load);
    two = await load;
  } finally {
    await cluster.stop();
  }
  const lagP95 = percentile(lag, 95);
  return [
    {
      figure: `RegisterMovement over HTTP through the gateway, cluster (2 of each part, replica), commands/s at ${LANES} connections`,
      value: fmt(two.perSecond),
      reference: `${fmt(one.perSecond)}/s with one of each part (npm start)`,
      ratio: ratio(two.perSecond, one.perSecond),
      goal: 'overhead only on 2 cores (no spare core)',
    },
    {
      figure: 'the same, p95 per command',
      value: ms(two.p95),
      reference: `${ms(one.p95)} with one of each part`,
      ratio: ratio(two.p95, one.p95),
      goal: 'report',
    },
    {
      figure: `replica lag p95 under that load (${lag.length} samples: primary WAL position → replayed)`,
      value: ms(lagP95),
      reference: `${ms(two.p95)} p95 of the commands themselves`,
      ratio: ratio(lagP95, two.p95),
      goal: '< the command p95',
    },
  ];
}
