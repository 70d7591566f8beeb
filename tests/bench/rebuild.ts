import { sql, type QueryExecutorProvider } from 'kysely';
import { createDb, createPool } from '../../infra/db/pool';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { auditProjection } from '../../projections/audit';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { fmt, ratio, type Row } from './harness';
import os from 'node:os';
import { cpuBetween, treeCpu } from './cpu';
import { processTree, treeMemory } from './memory';
import { startFlora } from '../support/product';

// Against the product as `npm start` runs it: memory at idle, 1M events caught up live by the
// projection worker, the audit rebuild over them beside a plain SQL copy of the same rows, and
// memory afterwards. Memory is PSS of every process of `npm start`, Postgres included.
export async function benchRebuildAndMemory(
  total = Number(process.env.BENCH_REBUILD_EVENTS ?? 1_000_000),
): Promise<Row[]> {
  const product = await startFlora();
  const pool = createPool(product.databaseUrl, 4);
  const db = createDb(pool);
  const store = new PostgresEventStore(pool);
  const rows: Row[] = [];
  try {
    await new Promise((r) => setTimeout(r, 5000)); // let start-up settle
    const idle = treeMemory(product.pid);
    rows.push(memoryRow('memory at idle, all processes of npm start', idle));

    const cpuBefore = treeCpu(product.pid, processTree);
    let started = performance.now();
    await loadEvents(db, total);
    const loadRate = total / ((performance.now() - started) / 1000);
    await waitForAudit(db, total);
    const liveSeconds = (performance.now() - started) / 1000;
    const liveRate = total / liveSeconds;
    const spent = cpuBetween(cpuBefore, treeCpu(product.pid, processTree)).filter(([, s]) => s >= 0.5);
    const cpuTotal = spent.reduce((sum, [, s]) => sum + s, 0);
    rows.push({
      figure: 'live projection keeps up with a bulk load, events/s',
      value: fmt(liveRate),
      reference: `${fmt(loadRate)} events/s bulk INSERT … SELECT into the store`,
      ratio: ratio(liveRate, loadRate),
      goal: '>= 0.80x',
    });
    // What bounds it: the CPU every part of the product spent over the load and the catch-up. On
    // 2 cores nothing finishes before (CPU seconds / 2); the load generator's own Postgres work is in it.
    rows.push({
      figure: `CPU spent over the live phase (${fmt(liveSeconds, 1)} s wall on ${os.cpus().length} cores)`,
      value: `${fmt(cpuTotal, 1)} s`,
      reference: spent.map(([label, s]) => `${label} ${fmt(s, 1)} s`).join(', '),
      ratio: ratio(cpuTotal, liveSeconds * os.cpus().length),
      goal: '—',
    });

    started = performance.now();
    await sql`create table copy_reference as select e.event_id, e.stream_id, e.stream_revision, e.type, e.metadata->'actor'->>'userId' as actor_id,
      (e.metadata->>'occurredAt')::timestamptz as occurred_at, e.data, e.metadata from events e`.execute(db);
    const copyRate = total / ((performance.now() - started) / 1000);
    await sql`drop table copy_reference`.execute(db);

    started = performance.now();
    await rebuildProjection({ pool, db, store }, auditProjection);
    const rebuildRate = total / ((performance.now() - started) / 1000);
    rows.push({
      figure: `audit rebuild over ${fmt(total)} events, events/s`,
      value: fmt(rebuildRate),
      reference: `${fmt(copyRate)} rows/s plain SQL copy (CREATE TABLE AS SELECT)`,
      ratio: ratio(rebuildRate, copyRate),
      goal: '>= 30,000 events/s',
    });

    rows.push(memoryRow(`memory after the ${fmt(total)}-event rebuild`, treeMemory(product.pid)));
  } finally {
    await store.close();
    await db.destroy();
    await product.stop();
  }
  return rows;
}

function memoryRow(figure: string, m: ReturnType<typeof treeMemory>): Row {
  const parts = Object.entries(m.byName)
    .sort((a, b) => b[1] - a[1])
    .map(([n, mb]) => `${n} ${fmt(mb)}`)
    .join(', ');
  return {
    figure,
    value: `${fmt(m.totalMb)} MB`,
    reference: `PSS by process: ${parts}`,
    ratio: '—',
    goal: '<= 600 MB at idle',
  };
}

// Events as commands would write them (full metadata), 100 per stream, in chunks that commit.
async function loadEvents(db: QueryExecutorProvider, total: number) {
  const chunk = 100_000;
  for (let from = 0; from < total; from += chunk) {
    await sql`insert into events (event_id, stream_id, stream_revision, type, data, metadata)
      select gen_random_uuid(), 'product-' || (i / 100), i % 100, 'MovementRegistered',
        jsonb_build_object('productId', 'p-' || (i / 100), 'quantity', i % 7 + 1, 'type', 'purchase', 'location', 'bodega-central'),
        jsonb_build_object('commandId', gen_random_uuid(), 'correlationId', gen_random_uuid(), 'causationId', gen_random_uuid(),
          'actor', jsonb_build_object('userId', 'bench-user', 'roles', jsonb_build_array('warehouse')),
          'source', jsonb_build_object('app', 'bench'), 'occurredAt', to_char(timestamptz '2026-01-01' + i * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
          'schemaVersion', 1)
      from generate_series(${from}::bigint, ${Math.min(from + chunk, total) - 1}::bigint) as i`.execute(db);
  }
  await sql`insert into streams select stream_id, max(stream_revision) from events group by stream_id
    on conflict (stream_id) do update set revision = excluded.revision`.execute(db);
}

async function waitForAudit(db: QueryExecutorProvider, total: number) {
  for (;;) {
    const { rows } = await sql<{
      n: string;
    }>`select events_applied as n from projection_checkpoints where name = 'audit'`.execute(db);
    if (Number(rows[0]?.n ?? 0) >= total) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}
