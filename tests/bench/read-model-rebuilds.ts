import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { AppDatabase } from '../../infra/db/app-tables';
import { buildCommandApi } from '../../command-api/app';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { projections } from '../../projections/registry';
import { handlesEvent, type Projection } from '../../projections/engine/projection';
import { readShapeOf, REBUILD_BATCH, rebuildProjection } from '../../projections/engine/rebuild';
import { cloneStreams, streamPattern } from './clone-streams';
import { benchDatabase, fmt, ratio, type Row } from './harness';

// Every read model's rebuild over a big book: the demo shop `npm start` seeds, whose streams holding
// the events a read model handles are cloned under fresh ids until it has about `target` of its own
// events (every event as the commands wrote it, in its order). Each rebuild stands beside a plain
// CREATE TABLE AS SELECT of the same events, and its rows are counted so the bench cannot time a
// projection that did nothing. An area's clones are removed after its rebuild: each read model is
// timed over its own book (the audit, which handles every event, over all the demo's streams cloned).

export async function benchReadModelRebuilds(
  target = Number(process.env.BENCH_REBUILD_EVENTS ?? 100_000),
  only = process.env.BENCH_REBUILD_ONLY?.split(',') ?? [],
): Promise<Row[]> {
  const bench = await benchDatabase('read_model_rebuilds');
  const { pool, db } = bench;
  const store = new PostgresEventStore(pool);
  const rows: Row[] = [];
  try {
    const config = loadConfig({ JWT_SECRET: 'bench-secret' });
    await (await buildCommandApi({ store, db, config, seedDemo: true })).close();
    const demo = await demoStreams(db);
    for (const projection of projections) {
      if (only.length > 0 && !only.includes(projection.name)) continue;
      const mine = demo.filter((s) => s.types.some((t) => handlesEvent(projection, t)));
      const perCopy = mine.reduce((n, s) => n + s.handled(projection), 0);
      const copies = Math.max(1, Math.ceil(target / Math.max(1, perCopy)));
      rows.push(
        await rebuildOver(
          bench,
          store,
          projection,
          mine.map((s) => s.pattern),
          copies,
        ),
      );
    }
  } finally {
    await store.close();
    await bench.drop();
  }
  return rows;
}

async function rebuildOver(
  bench: { db: Kysely<AppDatabase>; pool: pg.Pool },
  store: PostgresEventStore,
  projection: Projection,
  patterns: string[],
  copies: number,
): Promise<Row> {
  const { db, pool } = bench;
  await rebuildProjection({ pool, db, store }, projection);
  const before = await rowsOf(db, projection);
  const cloned = await cloneStreams(db, patterns, copies);
  // The store as a running shop's is, settled: else autovacuum meets the rows just cloned while the
  // copy or the rebuild is timed, on one of the two cores (runs varied by a third).
  await sql`vacuum (analyze) events`.execute(db);
  const types = projection.handles === 'all' ? undefined : [...projection.handles];
  const own = sql`stream_id like any (${cloned.patterns}) ${types ? sql`and type = any (${types})` : sql``}`;
  const events = Number(
    (await sql<{ n: string }>`select count(*) as n from events where ${own}`.execute(db)).rows[0]!.n,
  );
  let started = performance.now();
  await sql`create table copy_reference as select * from events where ${own}`.execute(db);
  const copyRate = events / ((performance.now() - started) / 1000);
  await sql`drop table copy_reference`.execute(db);
  const readRate = await readAloneRate(store, projection);
  const total = Number((await sql<{ n: string }>`select count(*) as n from events`.execute(db)).rows[0]!.n);
  started = performance.now();
  await rebuildProjection({ pool, db, store }, projection);
  const seconds = (performance.now() - started) / 1000;
  const after = await rowsOf(db, projection);
  if (after < before + copies)
    throw new Error(`${projection.name}: ${after} rows after ${copies} copies, ${before} before`);
  await cloned.remove();
  return {
    figure: `${projection.name} rebuild, ${fmt(events)} of its events among ${fmt(total)} (${fmt(after)} rows), events/s`,
    value: fmt(events / seconds),
    reference: `${fmt(copyRate)} rows/s plain SQL copy of its events (CREATE TABLE AS SELECT); its events read alone through the store, the floor of any rebuild: ${fmt(readRate)}/s`,
    ratio: ratio(events / seconds, copyRate),
    goal: '>= 30,000 events/s',
  };
}

/** The store's readAll over every event as the rebuild reads them (its types, its pages), nothing written. */
async function readAloneRate(store: PostgresEventStore, projection: Projection) {
  const started = performance.now();
  const shape = readShapeOf(projection);
  let read = 0;
  for (let after, page = await store.readAll({ limit: REBUILD_BATCH, ...shape }); page.length > 0;) {
    read += page.length;
    after = page[page.length - 1]!.position;
    page = await store.readAll({ after, limit: REBUILD_BATCH, ...shape });
  }
  return read / ((performance.now() - started) / 1000);
}

/** Rows in every table of the read model (its views show the live generation). */
async function rowsOf(db: Kysely<AppDatabase>, projection: Projection) {
  let n = 0;
  for (const table of projection.tables)
    n += Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
  return n;
}

/** The demo's streams by kind (`order-%`, `pos-register-caja-1`), with their events' types. */
async function demoStreams(db: Kysely<AppDatabase>) {
  const { rows } = await sql<{ pattern: string; type: string; n: string }>`
    select ${streamPattern} as pattern, type, count(*) as n from events group by 1, 2`.execute(db);
  const byPattern = new Map<string, { type: string; n: number }[]>();
  for (const r of rows)
    byPattern.set(r.pattern, [...(byPattern.get(r.pattern) ?? []), { type: r.type, n: Number(r.n) }]);
  return [...byPattern].map(([pattern, counts]) => ({
    pattern,
    types: counts.map((c) => c.type),
    handled: (p: Projection) => counts.filter((c) => handlesEvent(p, c.type)).reduce((n, c) => n + c.n, 0),
  }));
}
