import { sql, type Kysely } from 'kysely';

// Issue 41: one command, several streams, one transaction (append_to_streams). A counter sale's
// units, register and sale, or an order with the units it reserves, commit or fail as one.
// - Every stream's advisory lock (append_to_stream's, re-entrant) is taken first, in one order
//   (by the lock's key), so two commands sharing streams queue instead of deadlocking, and the
//   transaction gets its id only after it holds them all: within each stream the commit order
//   readers follow stays revision order (append_to_stream's age check then passes on every stream).
// - With a command id (an Idempotency-Key, or a step's derived id) the key is checked and the
//   answer kept as append_command does, under the stream the caller names as the answer's.
// - The events of stream i are the slice of the flat arrays given by p_counts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function append_to_streams(
      p_command uuid, p_hash text, p_answer int,
      p_streams text[], p_expected text[], p_counts int[],
      p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[]
    ) returns table (
      stream_id text, next_revision bigint, last_position bigint, last_tx xid8,
      kept_hash text, kept_stream text, kept_revision text, kept_position text
    )
    language plpgsql as $$
    declare
      kept command_results%rowtype;
      key int;
      first int := 1;
      n int;
      appended record;
      answer_revision bigint;
      last_pos bigint := 0;
      tx xid8;
    begin
      for key in select distinct hashtext(s) from unnest(p_streams) s order by 1 loop
        perform pg_advisory_xact_lock(1937011309, key);
      end loop;
      if p_command is not null then
        select * into kept from command_results c where c.command_id = p_command;
        if found and (kept.request_hash <> p_hash or kept.revision <> '') then
          return query select null::text, null::bigint, null::bigint, null::xid8,
            kept.request_hash, kept.stream_id, kept.revision, kept.position;
          return;
        end if;
      end if;

      for i in 1 .. cardinality(p_streams) loop
        n := p_counts[i];
        select * into appended from append_to_stream(p_streams[i], p_expected[i],
          p_ids[first : first + n - 1], p_types[first : first + n - 1],
          p_data[first : first + n - 1], p_meta[first : first + n - 1]);
        first := first + n;
        if i = p_answer then answer_revision := appended.next_revision; end if;
        last_pos := greatest(last_pos, appended.last_position);
        tx := appended.last_tx;
        return query select p_streams[i], appended.next_revision, appended.last_position, appended.last_tx,
          null::text, null::text, null::text, null::text;
      end loop;

      if p_command is not null then
        insert into command_results as c (command_id, request_hash, stream_id, revision, position)
          values (p_command, p_hash, p_streams[p_answer], answer_revision::text, tx::text || '/' || last_pos::text)
          on conflict (command_id) do update set revision = excluded.revision, position = excluded.position
           where c.revision = '' and c.request_hash = excluded.request_hash;
        if not found then
          raise exception 'command % was answered meanwhile', p_command using errcode = 'FL002';
        end if;
      end if;
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function append_to_streams`.execute(db);
}
