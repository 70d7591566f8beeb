import { sql, type Kysely } from 'kysely';

// append_to_stream, third version: the happy path does only what every append needs.
// - The duplicate check (a retried command) moves out of the function: a retry fails on the
//   unique event_id or on its expected revision, and only then does the adapter look up the first
//   answer. The check cost every append an index probe; now only a failing one pays.
// - The stream's last transaction id is looked up only when this transaction already had an id
//   before the call (an append inside a larger transaction). A lone append gets its id after the
//   stream lock, so it is always newer than the stream's last append.
// - (transaction_id, global_position) — the order readers follow — becomes the primary key,
//   replacing the key on global_position alone and the separate commit-order index: one index
//   less to write on every append.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table events drop constraint events_pkey;
    drop index events_commit_order;
    alter table events add constraint events_pkey primary key (transaction_id, global_position);

    create or replace function append_to_stream(
      p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[]
    ) returns table (next_revision bigint, last_position bigint, last_tx xid8, duplicate boolean)
    language plpgsql as $$
    declare
      n int := cardinality(p_ids);
      cur bigint;
      first_rev bigint;
      own_tx xid8 := pg_current_xact_id_if_assigned();
    begin
      -- 'strm' in ASCII; projections lock under 'flor', so the two never meet.
      perform pg_advisory_xact_lock(1937011309, hashtext(p_stream));

      if own_tx is not null and own_tx < (select e.transaction_id from events e
          where e.stream_id = p_stream order by e.stream_revision desc limit 1) then
        raise exception 'transaction % is older than the last append to %; retry in a new transaction',
          own_tx, p_stream using errcode = '40001';
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

// No down: the earlier versions remain in their own migrations' history.
