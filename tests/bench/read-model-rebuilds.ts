import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import { buildCommandApi } from '../../command-api/app';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { benchDatabase, fmt, ratio, type Row } from './harness';

// The rebuild of the read models the other benches leave out (consignment, billing, users), each over
// a big book: the demo shop `npm start` seeds, whose streams of those areas are cloned `copies` times under
// fresh ids (every event as the commands wrote it, in its order). Each rebuild stands beside a plain
// CREATE TABLE AS SELECT of the same events, and its rows are counted against the clones so the
// bench cannot time a projection that did nothing.

const AREAS = [
  { projection: 'consignment', streams: ['partner-', 'agreement-'], table: 'consignment_agreements' },
  { projection: 'billing', streams: ['billing-client-', 'invoice-'], table: 'billing_invoices' },
  { projection: 'users', streams: ['user-'], table: 'users' },
] as const;

export async function benchReadModelRebuilds(
  copies = Number(process.env.BENCH_REBUILD_COPIES ?? 4000),
): Promise<Row[]> {
  const bench = await benchDatabase('read_model_rebuilds');
  const { pool, db } = bench;
  const store = new PostgresEventStore(pool);
  const rows: Row[] = [];
  try {
    const config = loadConfig({ JWT_SECRET: 'bench-secret' });
    await (await buildCommandApi({ store, db, config, seedDemo: true })).close();
    for (const area of AREAS) {
      const { events, original } = await cloneStreams(db, area.streams, copies, area.projection === 'users');
      let started = performance.now();
      await sql`create table copy_reference as select * from events where stream_id like any (${patterns(area.streams)})`.execute(
        db,
      );
      const copyRate = events / ((performance.now() - started) / 1000);
      await sql`drop table copy_reference`.execute(db);
      const total = Number((await sql<{ n: string }>`select count(*) as n from events`.execute(db)).rows[0]!.n);
      started = performance.now();
      await rebuildProjection({ pool, db, store }, projectionNamed(area.projection)!);
      const seconds = (performance.now() - started) / 1000;
      const built = Number(
        (await sql<{ n: string }>`select count(*) as n from ${sql.table(area.table)}`.execute(db)).rows[0]!.n,
      );
      if (built !== original * (copies + 1))
        throw new Error(`${area.projection}: ${built} rows, expected ${original * (copies + 1)}`);
      rows.push({
        figure: `${area.projection} rebuild, ${fmt(events)} of its events among ${fmt(total)}, events/s`,
        value: fmt(events / seconds),
        reference: `${fmt(copyRate)} rows/s plain SQL copy of its events (CREATE TABLE AS SELECT)`,
        ratio: ratio(events / seconds, copyRate),
        goal: '>= 30,000 events/s',
      });
    }
  } finally {
    await store.close();
    await bench.drop();
  }
  return rows;
}

const patterns = (prefixes: readonly string[]) => prefixes.map((p) => `${p}%`);

/**
 * Every stream under `prefixes` copied `copies` times: stream id and every mention of the old id in
 * the events replaced by a uuid made from it and the copy's number; a user's email made unique too.
 * Answers the events of those streams now, and how many rows one copy of them makes.
 */
export async function cloneStreams(
  db: Kysely<AppDatabase>,
  prefixes: readonly string[],
  copies: number,
  users: boolean,
) {
  const like = patterns(prefixes);
  const newId = sql`(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12))`;
  const email = users ? sql`replace(d.t, '@', '+' || c || '@')` : sql`d.t`;
  await sql`insert into events (event_id, stream_id, stream_revision, type, data, metadata)
    select gen_random_uuid(), replace(e.stream_id, s.old, ${newId}), e.stream_revision, e.type,
      replace(${email}, s.old, ${newId})::jsonb, e.metadata
    from events e
    cross join generate_series(1, ${copies}) as c
    cross join lateral (select substring(e.stream_id from '[0-9a-f]{8}-[0-9a-f-]{27}$') as old) s
    cross join lateral (select md5(s.old || '-' || c) as h) hh
    cross join lateral (select e.data::text as t) d
    where e.stream_id like any (${like}) and s.old is not null and e.stream_id not like 'invoice-numbers-%'
    order by c, e.transaction_id, e.global_position`.execute(db);
  await sql`insert into streams select stream_id, max(stream_revision) from events group by stream_id
    on conflict (stream_id) do update set revision = excluded.revision`.execute(db);
  const count = async (q: ReturnType<typeof sql<{ n: string }>>) => Number((await q.execute(db)).rows[0]!.n);
  const events = await count(sql<{ n: string }>`select count(*) as n from events where stream_id like any (${like})`);
  const original = await count(
    sql<{ n: string }>`select count(distinct stream_id) as n from events
      where stream_id like ${prefixes[prefixes.length - 1] + '%'} and stream_id not like 'invoice-numbers-%'`,
  );
  return { events, original: original / (copies + 1) };
}
