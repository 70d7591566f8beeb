import { sql, type Kysely } from 'kysely';
import type { Position } from '../infra/event-store/port';

/** Where a projection stands: the live row of projection_checkpoints. */
export interface Checkpoint {
  name: string;
  version: number;
  generation: number;
  position: Position | undefined;
  /** Every event passed so far, handled or not: the ordinal of the last one. */
  eventsApplied: bigint;
  status: 'running' | 'faulted';
  error: string | null;
  errorPosition: Position | null;
  updatedAt: Date;
}

interface CheckpointRow {
  name: string;
  version: number;
  generation: number;
  position: string | null;
  events_applied: string;
  status: string;
  error: string | null;
  error_position: string | null;
  updated_at: Date;
}

function toCheckpoint(r: CheckpointRow): Checkpoint {
  return {
    name: r.name,
    version: r.version,
    generation: r.generation,
    position: r.position ?? undefined,
    eventsApplied: BigInt(r.events_applied),
    status: r.status === 'faulted' ? 'faulted' : 'running',
    error: r.error,
    errorPosition: r.error_position,
    updatedAt: r.updated_at,
  };
}

export async function loadCheckpoint(
  db: Kysely<any>,
  name: string,
  forUpdate = false,
): Promise<Checkpoint | undefined> {
  const lock = forUpdate ? sql`for update` : sql``;
  const { rows } = await sql<CheckpointRow>`
    select * from projection_checkpoints where name = ${name} ${lock}`.execute(db);
  return rows[0] ? toCheckpoint(rows[0]) : undefined;
}

export async function loadCheckpoints(db: Kysely<any>): Promise<Checkpoint[]> {
  const { rows } = await sql<CheckpointRow>`select * from projection_checkpoints order by name`.execute(db);
  return rows.map(toCheckpoint);
}

/** True when the stored row is still the one a batch was read from (the compare of compare-and-set). */
export function samePlace(a: Checkpoint, b: Checkpoint): boolean {
  return a.position === b.position && a.generation === b.generation && a.version === b.version;
}

export async function advanceCheckpoint(
  db: Kysely<any>,
  name: string,
  position: Position,
  passed: number,
): Promise<void> {
  await sql`
    update projection_checkpoints
       set position = ${position}, events_applied = events_applied + ${passed}, updated_at = now()
     where name = ${name}`.execute(db);
}

/** Recorded in its own transaction so the failed batch's rollback does not take it away. */
export async function markFaulted(
  db: Kysely<any>,
  at: Checkpoint,
  errorPosition: Position,
  error: string,
): Promise<void> {
  await sql`
    update projection_checkpoints
       set status = 'faulted', error = ${error}, error_position = ${errorPosition}, updated_at = now()
     where name = ${at.name} and generation = ${at.generation}`.execute(db);
}

/**
 * Clears a fault, so the faulted event is tried again from the checkpoint: by a runner's first
 * start (a restart with new code) and by the operator (`projections -- retry`). Returns the fault
 * cleared, or undefined when the projection was not faulted.
 */
export async function clearFault(db: Kysely<any>, name: string): Promise<Checkpoint | undefined> {
  const { rows } = await sql<CheckpointRow>`
    update projection_checkpoints as c set status = 'running', error = null, error_position = null, updated_at = now()
      from projection_checkpoints as before
     where c.name = ${name} and c.status = 'faulted' and before.name = c.name
    returning before.*`.execute(db);
  return rows[0] ? toCheckpoint(rows[0]) : undefined;
}

/** Points the live row at a (re)built generation; the caller holds the row lock. */
export async function switchCheckpoint(
  db: Kysely<any>,
  name: string,
  to: { version: number; generation: number; position: Position | undefined; eventsApplied: bigint },
): Promise<void> {
  await sql`
    update projection_checkpoints
       set version = ${to.version}, generation = ${to.generation}, position = ${to.position ?? null},
           events_applied = ${to.eventsApplied.toString()}, status = 'running', error = null,
           error_position = null, updated_at = now()
     where name = ${name}`.execute(db);
}
