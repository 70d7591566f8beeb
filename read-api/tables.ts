// The read models this API queries, as Kysely sees them. The audit model is written by
// projections/audit (a view over its live generation table); the checkpoints by the runner.
// bigint columns arrive from pg as strings.
export interface AuditEventsTable {
  position: string;
  global_order: string;
  event_id: string;
  stream_id: string;
  revision: string;
  type: string;
  actor_id: string;
  actor_roles: string[];
  occurred_at: Date;
  command_id: string;
  correlation_id: string;
  causation_id: string;
  source_app: string;
  device_id: string | null;
  data: unknown;
}

export interface ProjectionCheckpointsTable {
  name: string;
  version: number;
  position: string | null;
  status: string;
  error: string | null;
  error_position: string | null;
  events_applied: string;
  updated_at: Date;
}

export interface ReadDatabase {
  audit_events: AuditEventsTable;
  projection_checkpoints: ProjectionCheckpointsTable;
}
