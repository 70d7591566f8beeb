import { sql, type Kysely } from 'kysely';
import { withoutJsonbStatistics } from '../engine/jsonb-columns';
import type { TableNames } from '../engine/projection';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';

/**
 * The audit read model, through the view `audit_events`: one row per event, the event's metadata
 * spread into columns so the screens can filter in SQL.
 */
export const auditEvents = table(
  'audit_events',
  {
    /** The event's position in the store (opaque; compare with the store, sort by global_order). */
    position: column.text(),
    /** The event's 1-based place in commit order: the sort key, the same on every rebuild. */
    global_order: column.bigint(),
    event_id: column.uuid(),
    stream_id: column.text(),
    revision: column.bigint(),
    type: column.text(),
    actor_id: column.text().nullable(),
    actor_roles: column.textArray().default("'{}'"),
    occurred_at: column.timestamptz(),
    // Text, not uuid (version 2): they come from callers, and a uuid column refused one that was not.
    command_id: column.text().nullable(),
    correlation_id: column.text().nullable(),
    causation_id: column.text().nullable(),
    source_app: column.text().nullable(),
    device_id: column.text().nullable(),
    data: column.jsonb<unknown>().nullable(),
  },
  { primaryKey: ['event_id'] },
);

export type AuditDatabase = DatabaseOf<typeof auditEvents>;
export type AuditRow = RowOf<typeof auditEvents>;

export const AUDIT_TABLE = auditEvents.name;
type Tables = TableNames<typeof AUDIT_TABLE>;

// The primary key comes with the indexes (addPrimaryKey): a rebuild loads by COPY with no index to
// keep up and builds it by one sort at the end; `apply` only ever runs once it exists.
export async function createAuditTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  await createTable(db, auditEvents, t.audit_events, { withKey: false });
  // No reader filters on an event's document; sampling it was most of the ANALYZE ending a rebuild.
  await withoutJsonbStatistics(db, auditEvents, t.audit_events);
}

/** What the read-api filters on: a stream's history, type, actor, time range, and the sort key. */
export async function createAuditIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const table = sql.table(t.audit_events);
  const index = (suffix: string) => sql.id(`${t.audit_events}_${suffix}`);
  await addPrimaryKey(db, t);
  await sql`create unique index if not exists ${index('stream')} on ${table} (stream_id, revision)`.execute(db);
  await sql`create unique index if not exists ${index('order')} on ${table} (global_order)`.execute(db);
  await sql`create index if not exists ${index('type')} on ${table} (type, global_order)`.execute(db);
  await sql`create index if not exists ${index('actor')} on ${table} (actor_id, global_order)`.execute(db);
  await sql`create index if not exists ${index('occurred')} on ${table} (occurred_at)`.execute(db);
  // The event explorer's causation chain (read-api/ops/routes/events.ts): every event of a correlation, in order.
  await sql`create index if not exists ${index('correlation')} on ${table} (correlation_id, global_order)`.execute(db);
}

/**
 * Idempotent like the indexes: a rebuild resumed after its indexing committed, or a table made when
 * the key was still declared inline (same name), already has it.
 */
async function addPrimaryKey(db: Kysely<unknown>, t: Tables): Promise<void> {
  const { rows } = await sql`
    select 1 from pg_constraint where conrelid = to_regclass(${t.audit_events}) and contype = 'p'`.execute(db);
  if (rows.length > 0) return;
  const key = sql.id(`${t.audit_events}_pkey`);
  await sql`create unique index if not exists ${key} on ${sql.table(t.audit_events)} (event_id)`.execute(db);
  await sql`alter table ${sql.table(t.audit_events)} add constraint ${key} primary key using index ${key}`.execute(db);
}
