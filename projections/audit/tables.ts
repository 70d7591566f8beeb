import type { ColumnType } from 'kysely';

/**
 * The audit read model as the read-api sees it, through the view `audit_events`: one row per
 * event, the event's metadata spread into columns so the screens can filter in SQL.
 */
export interface AuditEventsTable {
  /** The event's position in the store (opaque; compare with the store, sort by global_order). */
  position: string;
  /** The event's 1-based place in commit order: the sort key, the same on every rebuild. */
  global_order: ColumnType<string, string | bigint, never>;
  event_id: string;
  stream_id: string;
  revision: ColumnType<string, string | bigint, never>;
  type: string;
  actor_id: string | null;
  actor_roles: string[];
  occurred_at: ColumnType<Date, string | Date, never>;
  command_id: string | null;
  correlation_id: string | null;
  causation_id: string | null;
  source_app: string | null;
  device_id: string | null;
  data: unknown;
}

export interface AuditDatabase {
  audit_events: AuditEventsTable;
}

export const AUDIT_TABLE = 'audit_events';
