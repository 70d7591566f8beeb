import type { Kysely } from 'kysely';
import type { SyncTable } from '../../../domain/sync/changes';
import type { EventStore, Position } from '../../../infra/event-store/port';
import type { ReadModels } from '../../../projections/read-models';
import { SYNC_TABLE_READERS } from './tables';

/**
 * Where every table asked for has caught up to: the least checkpoint of the projections they come
 * from (null while one of them has applied nothing). A row read now is at least that new, so the
 * next sync may start there without losing a change.
 */
export async function syncedPosition(
  db: Kysely<ReadModels>,
  store: Pick<EventStore, 'comparePositions'>,
  tables: readonly SyncTable[],
): Promise<Position | null> {
  const names = [...new Set(tables.map((t) => SYNC_TABLE_READERS[t].projection))];
  const rows = await db
    .selectFrom('projection_checkpoints')
    .select(['name', 'position'])
    .where('name', 'in', names)
    .execute();
  let least: Position | null = null;
  for (const name of names) {
    const position = rows.find((r) => r.name === name)?.position;
    if (!position) return null;
    if (least === null || store.comparePositions(position, least) < 0) least = position;
  }
  return least;
}
