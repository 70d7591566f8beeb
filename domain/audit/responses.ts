import { z } from 'zod';
import { Instant } from '../shared/responses';

// What the accountants' audit trail answers (read-api/audit): the audit read model's events with
// their metadata back in the store's shape, credentials masked. Each answer a zod schema the route
// serialises with, its type inferred under the same name for the server and the app (issue 39).

/** An event as the audit screen reads it. */
export const AuditItem = z.object({
  position: z.string(),
  eventId: z.string(),
  streamId: z.string(),
  revision: z.number().int(),
  type: z.string(),
  occurredAt: Instant,
  // Null only for events written without that metadata (the store never refuses them).
  actor: z.object({ userId: z.string().nullable(), roles: z.array(z.string()) }),
  commandId: z.string().nullable(),
  correlationId: z.string().nullable(),
  causationId: z.string().nullable(),
  source: z.object({ app: z.string().nullable(), deviceId: z.string().nullable() }),
  /** The event's data, credentials masked ('[oculto]'). */
  data: z.unknown(),
});
export type AuditItem = z.infer<typeof AuditItem>;

/** GET /api/audit/events/:eventId: one event, its actor named (the books drill down to it). */
export const AuditEventView = AuditItem.extend({
  actor: z.object({
    userId: z.string().nullable(),
    /** The user's name when the users read model knows it. */
    name: z.string().nullable(),
    roles: z.array(z.string()),
  }),
});
export type AuditEventView = z.infer<typeof AuditEventView>;

/** GET /api/audit/events: newest first, a page at a time. */
export const AuditPage = z.object({
  items: z.array(AuditItem),
  /** The matching events, counted up to a cap (10 000): past it `totalCapped` is true. */
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPage>;

/** GET /api/audit/streams/:streamId: a stream's whole history, oldest first. */
export const AuditStream = z.object({ streamId: z.string(), items: z.array(AuditItem) });
export type AuditStream = z.infer<typeof AuditStream>;
