import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { Position } from '../../infra/event-store/port';
import type { Checkpoint } from './checkpoints';
import { noticePayload, PROJECTIONS_CHANNEL } from './notify';

// A batch with nothing a projection handles (most batches, for most projections) moves its
// checkpoint by compare-and-set and sends a `passed` notice, without a transaction. The passes of
// one wake-up (two dozen followers read the same new events at once) go out as one statement:
// one transaction each crowded the worker's pool and held back the store's read horizon.

interface Pass {
  name: string;
  from: Checkpoint;
  position: Position;
  passed: number;
  moved: (ok: boolean) => void;
  failed: (err: unknown) => void;
}

const queues = new WeakMap<Kysely<AppDatabase>, Pass[]>();

/** Moves `from` to `position` past `passed` events; false when the stored row is no longer at `from`. */
export function passBatch(
  db: Kysely<AppDatabase>,
  name: string,
  from: Checkpoint,
  position: Position,
  passed: number,
): Promise<boolean> {
  return new Promise((moved, failed) => {
    let queue = queues.get(db);
    if (!queue) {
      queues.set(db, (queue = []));
      // After the followers woken with this one have read and queued theirs.
      setImmediate(() => {
        queues.delete(db);
        void flush(db, queue!);
      });
    }
    queue.push({ name, from, position, passed, moved, failed });
  });
}

async function flush(db: Kysely<AppDatabase>, passes: Pass[]): Promise<void> {
  const column = <T>(pick: (p: Pass) => T) => passes.map(pick);
  try {
    const { rows } = await sql<{ name: string }>`
      with input as (
        select * from unnest(
          ${column((p) => p.name)}::text[], ${column((p) => p.from.position ?? null)}::text[],
          ${column((p) => p.from.generation)}::int[], ${column((p) => p.from.version)}::int[],
          ${column((p) => p.position)}::text[], ${column((p) => p.passed)}::bigint[],
          ${column((p) => noticePayload({ projection: p.name, position: p.position, changed: [], passed: true }))}::text[]
        ) as i(name, from_position, generation, version, position, passed, payload)),
      moved as (
        update projection_checkpoints c
           set position = i.position, events_applied = c.events_applied + i.passed, updated_at = now()
          from input i
         where c.name = i.name and c.position is not distinct from i.from_position
           and c.generation = i.generation and c.version = i.version and c.status = 'running'
        returning c.name, i.payload)
      select name, pg_notify(${PROJECTIONS_CHANNEL}, payload) from moved`.execute(db);
    const done = new Set(rows.map((r) => r.name));
    for (const p of passes) p.moved(done.has(p.name));
  } catch (err) {
    for (const p of passes) p.failed(err);
  }
}
