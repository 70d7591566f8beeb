import { sql, type Kysely, type Selectable } from 'kysely';
import type { ProjectionStatus } from '../../domain/ops';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { EventStore, Position } from '../../infra/event-store/port';
import { isLockHeld } from './advisory-lock';
import { loadCheckpoints, type Checkpoint } from './checkpoints';
import { lockNameOf } from './follower';
import { projections as registered } from '../registry';

// Its shape is the answer's (GET /api/ops/projections): one definition, in domain/ops.
export type { ProjectionStatus } from '../../domain/ops';

type Db = Kysely<AppDatabase>;
type RebuildRow = Selectable<AppDatabase['projection_rebuilds']>;

/** Status of every projection and reactor, for the operator CLI and the data-management screen. */
export async function readProjectionStatus(db: Db, store: EventStore): Promise<ProjectionStatus[]> {
  const checkpoints = new Map((await loadCheckpoints(db)).map((c) => [c.name, c]));
  const rebuilds = new Map((await db.selectFrom('projection_rebuilds').selectAll().execute()).map((r) => [r.name, r]));
  const names = [...new Set([...registered.map((p) => p.name), ...checkpoints.keys()])];
  return Promise.all(names.map((name) => statusOf(db, store, name, checkpoints.get(name), rebuilds.get(name))));
}

async function statusOf(
  db: Db,
  store: EventStore,
  name: string,
  checkpoint: Checkpoint | undefined,
  rebuild: RebuildRow | undefined,
): Promise<ProjectionStatus> {
  const kind = checkpoint?.kind ?? 'projection';
  // A reactor keeps no tables: the version it stored is the one its code runs.
  const codeVersion =
    kind === 'reactor' ? (checkpoint?.version ?? null) : (registered.find((p) => p.name === name)?.version ?? null);
  const rebuilding = rebuild !== undefined && (await isLockHeld(db, `rebuild:${name}`));
  return {
    name,
    kind,
    version: checkpoint?.version ?? codeVersion ?? 0,
    codeVersion,
    generation: checkpoint?.generation ?? null,
    position: checkpoint?.position ?? null,
    eventsApplied: Number(checkpoint?.eventsApplied ?? 0n),
    lag: await countEventsAfter(db, store, checkpoint?.position),
    status: statusWord(checkpoint, codeVersion, rebuilding),
    error: checkpoint?.error ?? null,
    errorPosition: checkpoint?.errorPosition ?? null,
    updatedAt: checkpoint?.updatedAt.toISOString() ?? null,
    active: await isLockHeld(db, lockNameOf(kind, name)),
    rebuild: rebuild
      ? {
          generation: rebuild.generation,
          eventsApplied: Number(rebuild.events_applied),
          position: rebuild.position,
        }
      : null,
  };
}

function statusWord(
  checkpoint: Checkpoint | undefined,
  codeVersion: number | null,
  rebuilding: boolean,
): ProjectionStatus['status'] {
  if (rebuilding) return 'rebuilding';
  if (checkpoint?.status === 'faulted') return 'faulted';
  if (!checkpoint || checkpoint.version !== codeVersion) return 'stale';
  return 'running';
}

/**
 * Events after a position (from the start when undefined), counted on the index of the Postgres
 * adapter; other stores cannot count cheaply and answer null. The split mirrors the adapter's
 * "<transaction_id>/<global_position>" encoding, and only visible events count, as readers see them.
 */
export async function countEventsAfter(db: Db, store: EventStore, after: Position | undefined): Promise<number | null> {
  if (store.kind !== 'postgres') return null;
  const [tx, gp] = after ? after.split('/') : ['0', '0'];
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from events
     where (transaction_id, global_position) > (${tx}::text::xid8, ${gp}::bigint)
       and transaction_id < pg_snapshot_xmin(pg_current_snapshot())`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
