import { sql, type Kysely } from 'kysely';

// The event store. Readers order by (transaction_id, global_position) and only read below the
// oldest running transaction (pg_snapshot_xmin), so an event whose transaction commits late can
// never be skipped by a subscriber that has already moved past its global_position.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table streams (
      stream_id text primary key,
      revision bigint not null
    );
    create table events (
      global_position bigint generated always as identity primary key,
      transaction_id xid8 not null default pg_current_xact_id(),
      event_id uuid not null unique,
      stream_id text not null,
      stream_revision bigint not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default clock_timestamp(),
      unique (stream_id, stream_revision)
    );
    create index events_commit_order on events (transaction_id, global_position);

    -- One round trip per append: duplicate check (retried command), version check, insert.
    -- expected: 'no_stream' | 'stream_exists' | 'any' | a revision number as text.
    -- Returns duplicate = true with the first answer when the events were appended before.
    create function append_to_stream(
      p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[]
    ) returns table (next_revision bigint, last_position bigint, last_tx xid8, duplicate boolean)
    language plpgsql as $$
    declare
      n int := cardinality(p_ids);
      cur bigint;
      first_rev bigint;
    begin
      return query
        select max(e.stream_revision), max(e.global_position), max(e.transaction_id), true
        from events e where e.event_id = any(p_ids) having count(*) > 0;
      if found then return; end if;

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

      -- A concurrent retry of the same command loses on the unique event_id; the adapter then
      -- calls again and gets the first answer from the duplicate check above.
      return query
        with inserted as (
          insert into events (event_id, stream_id, stream_revision, type, data, metadata)
          select u.id, p_stream, first_rev + u.ord - 1, u.t, u.d, u.m
          from unnest(p_ids, p_types, p_data, p_meta) with ordinality as u(id, t, d, m, ord)
          returning stream_revision, global_position, transaction_id
        )
        select max(i.stream_revision), max(i.global_position), max(i.transaction_id), false from inserted i;
      -- Wakes subscribers on commit; they poll anyway, so correctness never depends on it.
      perform pg_notify('flora_events', '');
    end $$;
  `.execute(db);

  await sql`
    create table snapshots (
      stream_id text primary key,
      revision bigint not null,
      schema_version int not null,
      state jsonb not null,
      taken_at timestamptz not null default now()
    );
    -- First answer of each command sent with an Idempotency-Key.
    create table command_results (
      command_id uuid primary key,
      request_hash text not null,
      stream_id text not null,
      revision text not null,
      position text not null,
      recorded_at timestamptz not null default now()
    );
    create table projection_checkpoints (
      name text primary key,
      version int not null,
      position text,
      status text not null default 'running',
      error text,
      error_position text,
      events_applied bigint not null default 0,
      updated_at timestamptz not null default now()
    );
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table projection_checkpoints, command_results, snapshots, events, streams;
            drop function append_to_stream`.execute(db);
}
