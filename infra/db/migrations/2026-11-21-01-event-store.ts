import { sql, type Kysely } from 'kysely';

// The event store.
// - Readers order by (transaction_id, global_position) — the primary key — and only read below the
//   oldest running transaction (pg_snapshot_xmin), so an event whose transaction commits late can
//   never be skipped by a subscriber that has already moved past its global_position.
// - Appends to one stream queue on a transaction-level advisory lock taken *before* the
//   transaction gets its id (Postgres assigns it at the first write), so within a stream the
//   commit order readers follow is revision order. A transaction that already had an id before
//   calling, older than the stream's last append, is refused with 40001 (retry in a new one).
// - The happy path does only what every append needs: a retried command fails on the unique
//   event_id or on its expected revision, and only then does the adapter look up the first answer.
// - No NOTIFY inside the append: it holds a cluster-wide lock from pre-commit until the commit is
//   flushed, which serialises appends. The adapter notifies after commit; readers poll anyway.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table streams (
      stream_id text primary key,
      revision bigint not null
    );
    create table events (
      global_position bigint generated always as identity,
      transaction_id xid8 not null default pg_current_xact_id(),
      event_id uuid not null unique,
      stream_id text not null,
      stream_revision bigint not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default clock_timestamp(),
      primary key (transaction_id, global_position),
      unique (stream_id, stream_revision)
    );

    -- expected: 'no_stream' | 'stream_exists' | 'any' | a revision number as text.
    create function append_to_stream(
      p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[]
    ) returns table (next_revision bigint, last_position bigint, last_tx xid8)
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
        select max(i.stream_revision), max(i.global_position), max(i.transaction_id) from inserted i;
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
