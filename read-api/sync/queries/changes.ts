import type { Kysely } from 'kysely';
import type { SyncTable } from '../../../domain/sync/changes';
import type { SyncChange, SyncChangesPage } from '../../../domain/sync/responses';
import type { EventStore, Position } from '../../../infra/event-store/port';
import type { ReadModels } from '../../../projections/read-models';
import { syncedPosition } from './checkpoint';
import { encodeCursor } from '../query-schemas';
import { rowsNamedBy, type EventRows } from './event-rows';
import { SYNC_TABLE_READERS, type SyncScope } from './tables';

// The next syncs: the events after the app's position name the rows they changed, which are sent as
// they are now (null when gone, or no longer the reader's). Events are read only up to where every
// table asked for has caught up, so a row sent is never older than the event that named it.

/** Events read per round trip to the store. */
const EVENT_BATCH = 500;
/** Events one answer looks at, at most: a long quiet stretch of other areas' events ends in a cursor. */
const EVENTS_PER_ANSWER = 5000;

export interface ChangesDeps {
  db: Kysely<ReadModels>;
  store: Pick<EventStore, 'readAll' | 'comparePositions'>;
}

export async function changesPage(
  { db, store }: ChangesDeps,
  scope: SyncScope,
  tables: readonly SyncTable[],
  limit: number,
  after: Position,
): Promise<SyncChangesPage> {
  const cap = await syncedPosition(db, store, tables);
  if (cap === null || store.comparePositions(after, cap) >= 0) return { changes: [], position: after };
  const touched = new Touched(tables);
  let last = after;
  let examined = 0;
  let more = false;
  read: for (;;) {
    const events = await store.readAll({ after: last, limit: EVENT_BATCH });
    for (const event of events) {
      if (store.comparePositions(event.position, cap) > 0) break read;
      const named = rowsNamedBy(event, touched.wanted);
      // An event's rows go whole into one answer: the page ends before the one that would overfill it.
      if (touched.count > 0 && touched.count + touched.freshIn(named) > limit) {
        more = true;
        break read;
      }
      touched.add(named);
      last = event.position;
      examined += 1;
      if (examined >= EVENTS_PER_ANSWER) {
        more = true;
        break read;
      }
    }
    if (events.length < EVENT_BATCH) break;
  }
  const changes = await currentRows(db, scope, tables, await touched.withRelated(db));
  if (!more) return { changes, position: last };
  return { changes, position: last, cursor: encodeCursor({ k: 'c', tables: [...tables], from: last }) };
}

/** The rows the events named so far, per table, in the order first named. */
class Touched {
  readonly wanted: ReadonlySet<SyncTable>;
  private readonly rows: Map<SyncTable, Set<string>>;
  private readonly partnerOf = new Set<string>();
  private readonly agreementsOf = new Set<string>();
  count = 0;

  constructor(tables: readonly SyncTable[]) {
    this.wanted = new Set(tables);
    this.rows = new Map(tables.map((t) => [t, new Set()]));
  }

  freshIn(named: EventRows): number {
    return named.rows.filter((r) => !this.rows.get(r.table)!.has(r.id)).length;
  }

  add(named: EventRows): void {
    this.count += this.freshIn(named);
    for (const r of named.rows) this.rows.get(r.table)!.add(r.id);
    if (named.partnerOf) this.partnerOf.add(named.partnerOf);
    if (named.agreementsOf) this.agreementsOf.add(named.agreementsOf);
  }

  /** With the partners of agreements that opened or closed, and the agreements of renamed partners. */
  async withRelated(db: Kysely<ReadModels>): Promise<Map<SyncTable, Set<string>>> {
    if (this.partnerOf.size > 0) {
      const rows = await db
        .selectFrom('consignment_agreements')
        .select('partner_id')
        .where('id', 'in', [...this.partnerOf])
        .execute();
      for (const r of rows) this.rows.get('partners')?.add(r.partner_id);
    }
    if (this.agreementsOf.size > 0) {
      const rows = await db
        .selectFrom('consignment_agreements')
        .select('id')
        .where('partner_id', 'in', [...this.agreementsOf])
        .orderBy('id')
        .execute();
      for (const r of rows) this.rows.get('consignments')?.add(r.id);
    }
    return this.rows;
  }
}

async function currentRows(
  db: Kysely<ReadModels>,
  scope: SyncScope,
  tables: readonly SyncTable[],
  named: Map<SyncTable, Set<string>>,
): Promise<SyncChange[]> {
  const changes: SyncChange[] = [];
  for (const table of tables) {
    const ids = [...named.get(table)!];
    const found = new Map(
      (await SYNC_TABLE_READERS[table].read(db, scope, { ids })).map((r) => [r.id, r.row] as const),
    );
    for (const id of ids) changes.push({ table, id, row: found.get(id) ?? null });
  }
  return changes;
}
