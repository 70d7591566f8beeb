import { sql, type Kysely } from 'kysely';

// append_to_stream, second version. Stored events are untouched; only the function changes.
//
// 1. Per-stream order in $all. Readers order by transaction id, and Postgres hands a transaction
//    its id when it first writes — inside the UPDATE of the streams row, *before* it waits for
//    that row. An 'any' append could so take an older id than the append it waited for and land
//    *before* it in $all while holding the next revision. Appenders to one stream now queue on a
//    transaction-level advisory lock, which takes no id, and the function refuses (40001, retry
//    in a new transaction) if its transaction already holds an id older than the stream's last
//    event. So within a stream, $all order is revision order, always.
// 2. No NOTIFY inside the append. NOTIFY holds a cluster-wide lock from pre-commit until the
//    commit is flushed, which serialised every append's fsync (group commit never happened).
//    The adapter notifies after commit instead; readers poll anyway.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function append_to_stream(
      p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[]
    ) returns table (next_revision bigint, last_position bigint, last_tx xid8, duplicate boolean)
    language plpgsql as $$
    declare
      n int := cardinality(p_ids);
      cur bigint;
      first_rev bigint;
      stream_tx xid8;
    begin
      -- 'strm' in ASCII; projections lock under 'flor', so the two never meet.
      perform pg_advisory_xact_lock(1937011309, hashtext(p_stream));

      -- Under the lock, a concurrent retry of the same command finds the first one committed.
      return query
        select max(e.stream_revision), max(e.global_position), max(e.transaction_id), true
        from events e where e.event_id = any(p_ids) having count(*) > 0;
      if found then return; end if;

      select e.transaction_id into stream_tx from events e
        where e.stream_id = p_stream order by e.stream_revision desc limit 1;
      if stream_tx > pg_current_xact_id() then
        raise exception 'transaction % is older than the last append to %; retry in a new transaction',
          pg_current_xact_id(), p_stream using errcode = '40001';
      end if;

      if p_expected = 'no_stream' then
        insert into streams values (p_stream, n - 1) on conflict do nothing;
        if not found then raise exception 'stream % already exists', p_stream using errcode = 'FL001'; end if;
        first_rev := 0;
      elsif p_expected = 'any' then
        insert into streams as s values (p_stream, n - 1)
          on conflict (stream_id) do update set revision = s.revision + n
          returning s.revision - n + 1 into first_rev;
      elsif p_expected = 'stream_exists' then
        update streams s set revision = s.revision + n where s.stream_id = p_stream
          returning s.revision - n + 1 into first_rev;
        if not found then raise exception 'stream % does not exist', p_stream using errcode = 'FL001'; end if;
      else
        update streams s set revision = s.revision + n
          where s.stream_id = p_stream and s.revision = p_expected::bigint
          returning s.revision - n + 1 into first_rev;
        if not found then
          select s.revision into cur from streams s where s.stream_id = p_stream;
          raise exception 'stream % is at revision %, expected %', p_stream, coalesce(cur::text, 'none'), p_expected
            using errcode = 'FL001';
        end if;
      end if;

      return query
        with inserted as (
          insert into events (event_id, stream_id, stream_revision, type, data, metadata)
          select u.id, p_stream, first_rev + u.ord - 1, u.t, u.d, u.m
          from unnest(p_ids, p_types, p_data, p_meta) with ordinality as u(id, t, d, m, ord)
          order by u.ord
          returning stream_revision, global_position, transaction_id
        )
        select max(i.stream_revision), max(i.global_position), max(i.transaction_id), false from inserted i;
    end $$;
  `.execute(db);
}

// No down: going back would bring back the ordering hole this closes.
