// The data-management API's answers (read-api/ops), as the screen reads them.

export interface ProjectionStatus {
  name: string;
  kind: 'projection' | 'reactor';
  version: number;
  codeVersion: number | null;
  generation: number | null;
  position: string | null;
  eventsApplied: number;
  /** Events behind the head of the store; null when the store cannot tell cheaply. */
  lag: number | null;
  status: 'running' | 'faulted' | 'rebuilding' | 'stale';
  error: string | null;
  errorPosition: string | null;
  updatedAt: string | null;
  active: boolean;
  rebuild: { generation: number; eventsApplied: number; position: string | null } | null;
}

/** A rebuild's step, pushed over the websocket ({ type: 'rebuild-progress' }) and listed by GET /api/ops/jobs. */
export interface RebuildProgress {
  name: string;
  jobId: string;
  generation: number;
  eventsApplied: number;
  totalEvents: number;
  /** 0–100; 100 only once the new generation is live. */
  percent: number;
  done: boolean;
  error?: string;
}
export interface RebuildJob extends RebuildProgress {
  startedAt: string;
  finishedAt: string | null;
}

export interface TimeTravel {
  id: number;
  projection: string;
  until: string;
  status: 'building' | 'ready' | 'failed';
  eventsApplied: number;
  position: string | null;
  createdAt: string;
  /** Its own tables (physical names), one per table of the projection. */
  tables: string[];
  error?: string;
}

export interface ReadModel {
  projection: string;
  tables: string[];
}

/** A page of a table: rows are arrays in the order of `columns`. */
export interface TablePage {
  columns: string[];
  rows: unknown[][];
  total: number;
}

export interface EventSummary {
  eventId: string;
  position: string;
  streamId: string;
  type: string;
  revision: number;
  recordedAt: string;
  actor: string | null;
}
export interface EventPage {
  items: EventSummary[];
  /** The cursor of the next (older) page; null at the first event. */
  next: string | null;
}
export interface EventDetail {
  event: EventSummary & { data: unknown; metadata: Record<string, unknown> };
  causation: (EventSummary & { causationId: string | null })[];
}

export interface EventFilters {
  stream?: string;
  type?: string;
  actor?: string;
  from?: string;
  to?: string;
}
