import { sql, type Kysely } from 'kysely';

// Issue 41, group commit (append_batch): the one-stream appends of several commands that arrive
// together, one statement and one commit for all of them (infra/event-store/postgres/group-commit.ts).
// Every stream's lock first, in one order, as append_to_streams does. Each runs in its own block (a subtransaction): a
// conflict or a kept key answers that command alone, with its SQLSTATE, and the others commit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function append_batch(
      p_commands uuid[], p_hashes text[], p_streams text[], p_expected text[], p_counts int[],
      p_ids uuid[], p_types text[], p_data jsonb[], p_meta jsonb[]
    ) returns table (
      next_revision bigint, last_position bigint, last_tx xid8,
      kept_hash text, kept_stream text, kept_revision text, kept_position text,
      error_code text, error_message text
    )
    language plpgsql as $$
    declare
      key int;
      first int := 1;
      n int;
    begin
      for key in select distinct hashtext(s) from unnest(p_streams) s order by 1 loop
        perform pg_advisory_xact_lock(1937011309, key);
      end loop;
      for i in 1 .. cardinality(p_streams) loop
        n := p_counts[i];
        begin
          if p_commands[i] is null then
            return query select a.next_revision, a.last_position, a.last_tx,
              null::text, null::text, null::text, null::text, null::text, null::text
              from append_to_stream(p_streams[i], p_expected[i], p_ids[first : first + n - 1],
                p_types[first : first + n - 1], p_data[first : first + n - 1], p_meta[first : first + n - 1]) a;
          else
            return query select c.*, null::text, null::text
              from append_command(p_commands[i], p_hashes[i], p_streams[i], p_expected[i], p_ids[first : first + n - 1],
                p_types[first : first + n - 1], p_data[first : first + n - 1], p_meta[first : first + n - 1]) c;
          end if;
        exception when others then
          return query select null::bigint, null::bigint, null::xid8,
            null::text, null::text, null::text, null::text, sqlstate::text, sqlerrm;
        end;
        first := first + n;
      end loop;
    end $$;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function append_batch`.execute(db);
}
