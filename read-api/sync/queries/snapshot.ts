import type { Kysely } from 'kysely';
import type { SyncTable } from '../../../domain/sync/changes';
import type { SyncChange, SyncChangesPage } from '../../../domain/sync/responses';
import type { EventStore } from '../../../infra/event-store/port';
import type { ReadModels } from '../../../projections/read-models';
import { syncedPosition } from './checkpoint';
import { encodeCursor, type SnapshotCursor } from '../query-schemas';
import { SYNC_TABLE_READERS, type SyncScope } from './tables';

// The first sync: every row of the tables asked for, table after table (in the order asked), each by
// id, `limit` rows a page. The position is taken before page 1 and carried in the cursor: a row read
// on a later page may be newer than it, which is harmless — the next sync starts there and sends the
// row again.

export interface SnapshotDeps {
  db: Kysely<ReadModels>;
  store: Pick<EventStore, 'comparePositions'>;
}

export async function snapshotPage(
  { db, store }: SnapshotDeps,
  scope: SyncScope,
  tables: readonly SyncTable[],
  limit: number,
  from?: SnapshotCursor,
): Promise<SyncChangesPage> {
  const position = from ? from.p : await syncedPosition(db, store, tables);
  const changes: SyncChange[] = [];
  let t = from?.t ?? 0;
  let after = from?.id ?? null;
  while (t < tables.length) {
    const table = tables[t]!;
    const wanted = limit - changes.length;
    // One row more than the page holds tells whether this table goes on past the page.
    const rows = await SYNC_TABLE_READERS[table].read(db, scope, { after, limit: wanted + 1 });
    for (const { id, row } of rows.slice(0, wanted)) changes.push({ table, id, row });
    if (rows.length > wanted) {
      after = changes[changes.length - 1]?.id ?? after;
      break;
    }
    t += 1;
    after = null;
    if (changes.length === limit) break;
  }
  if (t >= tables.length) return { changes, position };
  return { changes, position, cursor: encodeCursor({ k: 's', tables: [...tables], p: position, t, id: after }) };
}
