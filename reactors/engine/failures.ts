import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { Actor } from '../../infra/event-store/port';

// What a reactor owes and could not land: commands the target refused, kept in reactor_failures in
// the order they failed, so a later run retries them in that order. (Its checkpoint is the engine's
// row in projection_checkpoints, like a projection's.)

type Db = Kysely<AppDatabase>;

/** A command a reactor owes: what to send, to which stream, on whose behalf, because of which event. */
export interface OwedCommand<C = unknown> {
  commandId: string;
  causeEventId: string;
  streamId: string;
  command: C;
  context: { actor: Actor; correlationId: string; deviceId?: string; causationId?: string };
}

export interface ReactorFailure<C = unknown> extends OwedCommand<C> {
  code: string;
  message: string;
  attempts: number;
}

/** Records a refusal, or counts one more for a command that was refused before. */
export async function recordFailure(
  db: Db,
  reactor: string,
  owed: OwedCommand,
  code: string,
  message: string,
): Promise<void> {
  await db
    .insertInto('reactor_failures')
    .values({
      reactor,
      command_id: owed.commandId,
      cause_event_id: owed.causeEventId,
      stream_id: owed.streamId,
      command: JSON.stringify(owed.command),
      context: JSON.stringify(owed.context),
      code,
      message,
    })
    .onConflict((oc) =>
      oc.column('command_id').doUpdateSet({
        code,
        message,
        attempts: sql`reactor_failures.attempts + 1`,
        last_failed_at: sql`now()`,
      }),
    )
    .execute();
}

export async function clearFailure(db: Db, commandId: string): Promise<void> {
  await db.deleteFrom('reactor_failures').where('command_id', '=', commandId).execute();
}

export async function listFailures(db: Db, reactor: string): Promise<ReactorFailure[]> {
  const rows = await db
    .selectFrom('reactor_failures')
    .select(['command_id', 'cause_event_id', 'stream_id', 'command', 'context', 'code', 'message', 'attempts'])
    .where('reactor', '=', reactor)
    .orderBy('seq')
    .execute();
  return rows.map((r) => ({
    commandId: r.command_id,
    causeEventId: r.cause_event_id,
    streamId: r.stream_id,
    command: r.command,
    context: r.context as OwedCommand['context'],
    code: r.code,
    message: r.message,
    attempts: r.attempts,
  }));
}
