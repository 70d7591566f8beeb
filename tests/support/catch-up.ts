import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { EventStore } from '../../infra/event-store/port';
import { applyBatch } from '../../projections/engine/batch';
import { loadCheckpoint } from '../../projections/engine/checkpoints';
import { projectionNamed } from '../../projections/registry';
import { lastEventPosition, untilAllEventsVisible } from './events';

/**
 * The named read models caught up with the store through the runner's batch path, `batchSize`
 * events at a time, until each checkpoint reaches the last committed event. An empty read is not
 * the end: the store's horizon can dip for a statement (events.ts), so it waits and reads again.
 */
export async function catchUp(
  db: Kysely<AppDatabase>,
  store: EventStore,
  names: readonly string[],
  batchSize = 50,
): Promise<void> {
  await untilAllEventsVisible(db);
  const last = await lastEventPosition(db);
  const caughtUp = (position: string | undefined) =>
    last === undefined || (position !== undefined && store.comparePositions(position, last) >= 0);
  const deadline = Date.now() + 15_000;
  for (const name of names) {
    const projection = projectionNamed(name)!;
    let checkpoint = (await loadCheckpoint(db, name))!;
    while (!caughtUp(checkpoint.position)) {
      const events = await store.readAll({ after: checkpoint.position, limit: batchSize });
      if (events.length > 0) checkpoint = await applyBatch(db, projection, checkpoint, events);
      else if (Date.now() > deadline) throw new Error(`${name} stayed behind ${last}`);
      else await untilAllEventsVisible(db);
    }
  }
}
