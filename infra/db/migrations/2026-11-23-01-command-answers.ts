import { sql, type Kysely } from 'kysely';

// A command sent with an Idempotency-Key in one round trip: the key's check, the append and the
// recorded answer run in one transaction (append_command), instead of a claim, an append and an
// answer written one after the other.
// - The stream's advisory lock (the one append_to_stream takes, re-entrant) is taken first, so a
//   duplicate of the same command waits for the first and then finds its answer.
// - A key already answered, or used with another request, is answered from command_results and
//   nothing is appended: the caller tells "the first answer" from "the key was reused" by the hash.
// - Nothing is written before append_to_stream, so its transaction-age check sees a fresh
//   transaction, as it does when called alone.
// - A claim left pending by the older three-step path (same hash, no answer yet) is completed.
// - Another request with the same key that recorded its answer meanwhile (on another stream) makes
//   this one fail with FL002, rolling its append back; the caller then reads the kept answer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function append_command(
      p_command uuid, p_hash text,
      p_stream text, p_expected text, p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[]
    ) returns table (
      next_revision bigint, last_position bigint, last_tx xid8,
      kept_hash text, kept_stream text, kept_revision text, kept_position text
    )
    language plpgsql as $$
    declare
      kept command_results%rowtype;
      appended record;
    begin
      perform pg_advisory_xact_lock(1937011309, hashtext(p_stream));
      select * into kept from command_results c where c.command_id = p_command;
      if found and (kept.request_hash <> p_hash or kept.revision <> '') then
        return query select null::bigint, null::bigint, null::xid8,
          kept.request_hash, kept.stream_id, kept.revision, kept.position;
        return;
      end if;

      select * into appended from append_to_stream(p_stream, p_expected, p_ids, p_types, p_data, p_meta);
      insert into command_results as c (command_id, request_hash, stream_id, revision, position)
        values (p_command, p_hash, p_stream, appended.next_revision::text,
                appended.last_tx::text || '/' || appended.last_position::text)
        on conflict (command_id) do update set revision = excluded.revision, position = excluded.position
         where c.revision = '' and c.request_hash = excluded.request_hash;
      if not found then
        raise exception 'command % was answered meanwhile', p_command using errcode = 'FL002';
      end if;
      return query select appended.next_revision, appended.last_position, appended.last_tx,
        null::text, null::text, null::text, null::text;
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function append_command`.execute(db);
}
