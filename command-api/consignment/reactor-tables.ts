import { sql, type Kysely } from 'kysely';
import type { Actor, Position } from '../../infra/event-store/port';

// The reactor's two tables (migration 2026-11-21-05): its checkpoint, and the commands a product
// refused, kept in the order they failed so a later run retries them in that order.

export async function loadReactorCheckpoint(db: Kysely<any>, reactor: string): Promise<Position | undefined> {
  const { rows } = await sql<{
    position: string;
  }>`select position from reactor_checkpoints where name = ${reactor}`.execute(db);
  return rows[0]?.position;
}

export async function saveReactorCheckpoint(db: Kysely<any>, reactor: string, position: Position): Promise<void> {
  await sql`
    insert into reactor_checkpoints (name, position) values (${reactor}, ${position})
    on conflict (name) do update set position = excluded.position, updated_at = now()`.execute(db);
}

/** A command the reactor owes: what to send, to which stream, on whose behalf, because of which event. */
export interface OwedCommand<C = unknown> {
  commandId: string;
  causeEventId: string;
  streamId: string;
  command: C;
  context: { actor: Actor; correlationId: string; deviceId?: string };
}

export interface ReactorFailure<C = unknown> extends OwedCommand<C> {
  code: string;
  message: string;
  attempts: number;
}

interface FailureRow {
  command_id: string;
  cause_event_id: string;
  stream_id: string;
  command: unknown;
  context: OwedCommand['context'];
  code: string;
  message: string;
  attempts: number;
}

/** Records a refusal, or counts one more for a command that was refused before. */
export async function recordFailure(
  db: Kysely<any>,
  reactor: string,
  owed: OwedCommand,
  code: string,
  message: string,
): Promise<void> {
  await sql`
    insert into reactor_failures (reactor, command_id, cause_event_id, stream_id, command, context, code, message)
    values (${reactor}, ${owed.commandId}, ${owed.causeEventId}, ${owed.streamId}, ${JSON.stringify(owed.command)}::jsonb,
            ${JSON.stringify(owed.context)}::jsonb, ${code}, ${message})
    on conflict (command_id) do update set code = excluded.code, message = excluded.message,
      attempts = reactor_failures.attempts + 1, last_failed_at = now()`.execute(db);
}

export async function clearFailure(db: Kysely<any>, commandId: string): Promise<void> {
  await sql`delete from reactor_failures where command_id = ${commandId}`.execute(db);
}

export async function listFailures<C>(db: Kysely<any>, reactor: string): Promise<ReactorFailure<C>[]> {
  const { rows } = await sql<FailureRow>`
    select command_id, cause_event_id, stream_id, command, context, code, message, attempts
      from reactor_failures where reactor = ${reactor} order by seq`.execute(db);
  return rows.map((r) => ({
    commandId: r.command_id,
    causeEventId: r.cause_event_id,
    streamId: r.stream_id,
    command: r.command as C,
    context: r.context,
    code: r.code,
    message: r.message,
    attempts: r.attempts,
  }));
}
