import { z } from 'zod';
import { Instant } from '../shared/responses';

// What the operators' data-management API answers (read-api/ops, issue 20): the projections and
// reactors, rebuilds, time travel, the read models' tables and the event explorer. Each answer a zod
// schema the route serialises with, its type inferred under the same name for the server (projections/)
// and the app (issue 39). These are the engine's own rows, not a shop area: hence an area of their own.

/** A projection's or a reactor's state: reactors have no tables, so never a rebuild nor a stale version. */
export const ProjectionStatus = z.object({
  name: z.string(),
  kind: z.enum(['projection', 'reactor']),
  /** The stored version (what the live tables were built with). */
  version: z.number().int(),
  /** The version the code expects; a difference means a rebuild is due (status 'stale'). */
  codeVersion: z.number().int().nullable(),
  generation: z.number().int().nullable(),
  position: z.string().nullable(),
  eventsApplied: z.number().int(),
  /** Events behind the head of the store; null when the store cannot tell cheaply. */
  lag: z.number().int().nullable(),
  status: z.enum(['running', 'faulted', 'rebuilding', 'stale']),
  error: z.string().nullable(),
  errorPosition: z.string().nullable(),
  updatedAt: Instant.nullable(),
  /** A worker holds this projection's lock right now. */
  active: z.boolean(),
  rebuild: z
    .object({ generation: z.number().int(), eventsApplied: z.number().int(), position: z.string().nullable() })
    .nullable(),
});
export type ProjectionStatus = z.infer<typeof ProjectionStatus>;
export const ProjectionList = z.object({ items: z.array(ProjectionStatus) });

/** POST /api/ops/projections/:name/retry: whether a fault was there to clear. */
export const RetryAnswer = z.object({ name: z.string(), cleared: z.boolean() });
export type RetryAnswer = z.infer<typeof RetryAnswer>;

/** POST /api/ops/projections/:name/rebuild (202): the job whose steps follow. */
export const RebuildStarted = z.object({ name: z.string(), jobId: z.string() });
export type RebuildStarted = z.infer<typeof RebuildStarted>;

/** A rebuild's step, pushed over the websocket after a NOTIFY on the ops channel. */
export const RebuildJobMessage = z.object({
  type: z.literal('rebuild-progress'),
  name: z.string(),
  jobId: z.string(),
  generation: z.number().int(),
  eventsApplied: z.number().int(),
  totalEvents: z.number().int(),
  /** 0–100; 100 only once the new generation is live (done). */
  percent: z.number().int(),
  done: z.boolean(),
  error: z.string().optional(),
});
export type RebuildJobMessage = z.infer<typeof RebuildJobMessage>;

/** A rebuild as GET /api/ops/jobs lists it: its latest step and its times. */
export const RebuildJob = RebuildJobMessage.extend({ startedAt: Instant, finishedAt: Instant.nullable() });
export type RebuildJob = z.infer<typeof RebuildJob>;
export const RebuildJobList = z.object({ items: z.array(RebuildJob) });

/** A read model as of a past moment, built beside the live one. */
export const TimeTravel = z.object({
  id: z.number().int(),
  projection: z.string(),
  until: Instant,
  status: z.enum(['building', 'ready', 'failed']),
  /** Events at or before `until` applied so far. */
  eventsApplied: z.number().int(),
  /** The last of them (null before the first). */
  position: z.string().nullable(),
  createdAt: Instant,
  /** Its own tables (physical names), one per table of the projection. */
  tables: z.array(z.string()),
  error: z.string().optional(),
});
export type TimeTravel = z.infer<typeof TimeTravel>;
export const TimeTravelList = z.object({ items: z.array(TimeTravel) });

/** POST /api/ops/time-travel (202): the time travel now building. */
export const TimeTravelStarted = TimeTravel.pick({ id: true, projection: true, until: true });
export type TimeTravelStarted = z.infer<typeof TimeTravelStarted>;

/** A live read model and its tables (the views readers query). */
export const ReadModel = z.object({ projection: z.string(), tables: z.array(z.string()) });
export type ReadModel = z.infer<typeof ReadModel>;
export const ReadModelList = z.object({ items: z.array(ReadModel) });

/**
 * A page of a table: rows are arrays in the order of `columns`, values as Postgres gives them
 * (bigint and numeric as text, jsonb as JSON, timestamps as ISO text).
 */
export const TablePage = z.object({
  columns: z.array(z.string()),
  rows: z.array(z.array(z.unknown())),
  total: z.number().int(),
});
export type TablePage = z.infer<typeof TablePage>;

/** An event as the explorer lists it. */
export const EventSummary = z.object({
  eventId: z.string(),
  position: z.string(),
  streamId: z.string(),
  type: z.string(),
  revision: z.number().int(),
  recordedAt: Instant,
  actor: z.string().nullable(),
});
export type EventSummary = z.infer<typeof EventSummary>;

/** GET /api/ops/events: newest first, keyset-paged. */
export const EventPage = z.object({
  items: z.array(EventSummary),
  /** The cursor of the next (older) page (`before`); null at the first event. */
  next: z.string().nullable(),
});
export type EventPage = z.infer<typeof EventPage>;

/** An event whole: its data (credentials masked) and its metadata back in the store's shape. */
export const EventWhole = EventSummary.extend({
  data: z.unknown(),
  metadata: z.object({
    commandId: z.string().nullable(),
    correlationId: z.string().nullable(),
    causationId: z.string().nullable(),
    actor: z.object({ userId: z.string().nullable(), roles: z.array(z.string()) }),
    source: z.object({ app: z.string().nullable(), deviceId: z.string().nullable() }),
    occurredAt: Instant,
  }),
});
export type EventWhole = z.infer<typeof EventWhole>;

/** GET /api/ops/events/:eventId: the event and its correlation's events in commit order. */
export const EventDetail = z.object({
  event: EventWhole,
  causation: z.array(EventSummary.extend({ causationId: z.string().nullable() })),
});
export type EventDetail = z.infer<typeof EventDetail>;
