import { sql, type Kysely, type Selectable } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { Position } from '../../infra/event-store/port';

/** What follows the event store: a projection writes a read model, a reactor sends commands. */
export type FollowerKind = 'projection' | 'reactor';

/** Where a projection or a reactor stands: its live row of projection_checkpoints. */
export interface Checkpoint {
  name: string;
  kind: FollowerKind;
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

type CheckpointRow = Selectable<AppDatabase['projection_checkpoints']>;
type Db = Kysely<AppDatabase>;

function toCheckpoint(r: CheckpointRow): Checkpoint {
  return {
    name: r.name,
    kind: r.kind,
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

const checkpoints = (db: Db) => db.selectFrom('projection_checkpoints').selectAll();

export async function loadCheckpoint(db: Db, name: string, forUpdate = false): Promise<Checkpoint | undefined> {
  const query = checkpoints(db).where('name', '=', name);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  return row && toCheckpoint(row);
}

export async function loadCheckpoints(db: Db): Promise<Checkpoint[]> {
  return (await checkpoints(db).orderBy('name').execute()).map(toCheckpoint);
}

/**
 * A follower's first row, at the beginning of the store; true when this call created it (two
 * processes starting at once: the insert decides which one prepares what goes with it).
 */
export async function insertCheckpoint(db: Db, name: string, kind: FollowerKind, version: number): Promise<boolean> {
  const created = await db
    .insertInto('projection_checkpoints')
    .values({ name, kind, version, generation: 1, position: null, status: 'running' })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  return created !== undefined;
}

/** True when the stored row is still the one a batch was read from (the compare of compare-and-set). */
export function samePlace(a: Checkpoint, b: Checkpoint): boolean {
  return a.position === b.position && a.generation === b.generation && a.version === b.version;
}

export async function advanceCheckpoint(db: Db, name: string, position: Position, passed: number): Promise<void> {
  await db
    .updateTable('projection_checkpoints')
    .set({ position, events_applied: sql`events_applied + ${passed}`, updated_at: sql`now()` })
    .where('name', '=', name)
    .execute();
}

/**
 * Compare-and-set without a transaction (a reactor's work is commands, not rows of this database):
 * moves the row only if it is still at `from` and not faulted; false when someone else moved it.
 */
export async function advanceCheckpointFrom(
  db: Db,
  from: Checkpoint,
  position: Position,
  passed: number,
): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('projection_checkpoints')
    .set({ position, events_applied: sql`events_applied + ${passed}`, updated_at: sql`now()` })
    .where('name', '=', from.name)
    .where('position', 'is not distinct from', from.position ?? null)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return numUpdatedRows === 1n;
}

/** Recorded in its own transaction so the failed batch's rollback does not take it away. */
export async function markFaulted(db: Db, at: Checkpoint, errorPosition: Position, error: string): Promise<void> {
  await db
    .updateTable('projection_checkpoints')
    .set({ status: 'faulted', error, error_position: errorPosition, updated_at: sql`now()` })
    .where('name', '=', at.name)
    .where('generation', '=', at.generation)
    .execute();
}

/**
 * Clears a fault, so the faulted event is tried again from the checkpoint: by a runner's first
 * start (a restart with new code) and by the operator (`projections -- retry`). Returns the fault
 * cleared, or undefined when the projection was not faulted.
 */
export async function clearFault(db: Db, name: string): Promise<Checkpoint | undefined> {
  const { rows } = await sql<CheckpointRow>`
    update projection_checkpoints as c set status = 'running', error = null, error_position = null, updated_at = now()
      from projection_checkpoints as before
     where c.name = ${name} and c.status = 'faulted' and before.name = c.name
    returning before.*`.execute(db);
  return rows[0] ? toCheckpoint(rows[0]) : undefined;
}

/** Points the live row at a (re)built generation; the caller holds the row lock. */
export async function switchCheckpoint(
  db: Db,
  name: string,
  to: { version: number; generation: number; position: Position | undefined; eventsApplied: bigint },
): Promise<void> {
  await db
    .updateTable('projection_checkpoints')
    .set({
      version: to.version,
      generation: to.generation,
      position: to.position ?? null,
      events_applied: to.eventsApplied.toString(),
      status: 'running',
      error: null,
      error_position: null,
      updated_at: sql`now()`,
    })
    .where('name', '=', name)
    .execute();
}
