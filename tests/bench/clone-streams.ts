import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';

// A big book from a small one, for the rebuild benches: streams copied under fresh ids, every event
// as the commands wrote it and in its order, so a read model folds the copies as it folds the demo.

const UUID_AT_END = '[0-9a-f]{8}-[0-9a-f-]{27}$';

/** A stream's kind: `order-%` for an entity's stream, the id itself for a shop-wide one (`ledger-2026-11`). */
export const streamPattern = sql<string>`regexp_replace(stream_id, ${UUID_AT_END}, '%')`;

/**
 * The streams matching `patterns` copied `copies` times. An entity's stream gets a uuid made from its
 * own and the copy's number, in its id and wherever its events mention it; a shop-wide stream gets
 * `-c<copy>` and every uuid in its events changed by copy (a month's journal entries become new
 * entries). Emails get `+<copy>` so accounts stay unique. `remove()` takes the copies out again.
 */
export async function cloneStreams(db: Kysely<AppDatabase>, patterns: readonly string[], copies: number) {
  const last = (await sql<{ p: string | null }>`select max(global_position)::text as p from events`.execute(db))
    .rows[0]!.p;
  const newId = sql`(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8' || substr(h, 18, 3) || '-' || substr(h, 21, 12))`;
  const everyUuid = sql`regexp_replace(d.t, '[0-9a-f]{8}(-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})', lpad(to_hex(c), 8, '0') || '\\1', 'g')`;
  await sql`insert into events (event_id, stream_id, stream_revision, type, data, metadata)
    select gen_random_uuid(),
      case when s.old is null then e.stream_id || '-c' || c else replace(e.stream_id, s.old, ${newId}) end,
      e.stream_revision, e.type,
      replace(case when s.old is null then ${everyUuid} else replace(d.t, s.old, ${newId}) end, '@', '+' || c || '@')::jsonb,
      e.metadata
    from events e
    cross join generate_series(1, ${copies}) as c
    cross join lateral (select substring(e.stream_id from ${UUID_AT_END}) as old) s
    cross join lateral (select md5(coalesce(s.old, '') || '-' || c) as h) hh
    cross join lateral (select e.data::text as t) d
    where e.stream_id like any (${patterns}) and e.global_position <= ${last}
    order by c, e.transaction_id, e.global_position`.execute(db);
  await sql`insert into streams select stream_id, max(stream_revision) from events where global_position > ${last}
    group by stream_id on conflict (stream_id) do update set revision = excluded.revision`.execute(db);
  return {
    /** The patterns with the shop-wide streams' copies (`ledger-2026-11-c%`). */
    patterns: patterns.flatMap((p) => (p.includes('%') ? [p] : [p, `${p}-c%`])),
    async remove() {
      await sql`delete from events where global_position > ${last}`.execute(db);
      await sql`delete from streams s where not exists (select from events e where e.stream_id = s.stream_id)`.execute(
        db,
      );
    },
  };
}
