import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { EventDetail, EventPage, type EventSummary, type EventWhole } from '../../domain/ops';
import { problem, sendProblem } from '../../infra/http/problem';
import type { AuditRow } from '../../projections/audit';
import type { ReadModels } from '../../projections/read-models';
import {
  EVENT_NOT_FOUND,
  eventFilters,
  eventParams,
  fromBeforeTo,
  TO_AFTER_FROM,
  type EventFilter,
} from '../audit/filters';
import { hiddenStreamPrefixes, mayReadStream, redactCredentials } from '../audit/privacy';
import { useReadModelErrors } from '../read-model-errors';

// The operators' event explorer. It reads the audit read model, not the store: the read-api answers
// from read models only (with KurrentDB the store is another server), and the audit model holds
// every event with its metadata in columns and indexes on stream, type, actor, time and commit
// order. Pages are keyset on the commit order (global_order), newest first, so the thousandth
// page costs what the first does; `next` is the cursor to pass back as `before`.

/** A causation chain longer than this is a loop or a batch job: the screen shows its start. */
export const CHAIN_CAP = 200;

export const eventFilterQuery = z.object(eventFilters).strict().refine(fromBeforeTo, TO_AFTER_FROM);
const listQuery = z
  .object({
    ...eventFilters,
    before: z
      .string()
      .regex(/^\d{1,18}$/, 'before debe ser el cursor `next` de una página anterior')
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict()
  .refine(fromBeforeTo, TO_AFTER_FROM);

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filtered audit rows, streams the caller may not read left out (read-api/audit/privacy.ts). */
export function filteredEvents(db: Kysely<ReadModels>, f: EventFilter, hidden: readonly string[]) {
  let q = db.selectFrom('audit_events');
  if (f.stream?.endsWith('*')) q = q.where('stream_id', 'like', `${escapeLike(f.stream.slice(0, -1))}%`);
  else if (f.stream) q = q.where('stream_id', '=', f.stream);
  if (f.type?.length) q = q.where('type', 'in', f.type);
  if (f.actor) q = q.where('actor_id', '=', f.actor);
  if (f.from) q = q.where('occurred_at', '>=', f.from);
  if (f.to) q = q.where('occurred_at', '<', f.to);
  for (const prefix of hidden) q = q.where('stream_id', 'not like', `${escapeLike(prefix)}%`);
  return q;
}

export const summaryOf = (r: AuditRow): EventSummary => ({
  eventId: r.event_id,
  position: r.position,
  streamId: r.stream_id,
  type: r.type,
  revision: Number(r.revision),
  recordedAt: r.occurred_at.toISOString(),
  actor: r.actor_id,
});

/** An event whole: its data (credentials masked, as everywhere) and its metadata back in the store's shape. */
export const eventOf = (r: AuditRow): EventWhole => ({
  ...summaryOf(r),
  data: redactCredentials(r.data),
  metadata: {
    commandId: r.command_id,
    correlationId: r.correlation_id,
    causationId: r.causation_id,
    actor: { userId: r.actor_id, roles: r.actor_roles },
    source: { app: r.source_app, deviceId: r.device_id },
    occurredAt: r.occurred_at.toISOString(),
  },
});

export interface OpsEventDeps {
  db: Kysely<ReadModels>;
}

// Operators only ('system-config': admin, owner): the explorer shows every area's events.
const access = 'system-config' as const;

export const opsEventRoutes: FastifyPluginAsyncZod<OpsEventDeps> = async (app, { db }) => {
  useReadModelErrors(app);

  app.get(
    '/api/ops/events',
    { config: { access }, schema: { querystring: listQuery, response: { 200: EventPage } } },
    async (req) => {
      const { before, limit, ...filter } = req.query;
      let q = filteredEvents(db, filter, hiddenStreamPrefixes(req.principal));
      if (before) q = q.where('global_order', '<', before);
      const rows = await q
        .selectAll()
        .orderBy('global_order', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const next = rows.length > limit ? String(page[page.length - 1]!.global_order) : null;
      return { items: page.map(summaryOf), next };
    },
  );

  // One event, and every event of its correlation in commit order, each naming the event that caused
  // it: a reactor's command carries the causing event's id as causationId and its correlationId on.
  app.get(
    '/api/ops/events/:eventId',
    { config: { access }, schema: { params: eventParams, response: { 200: EventDetail } } },
    async (req, reply) => {
      const row = await db
        .selectFrom('audit_events')
        .selectAll()
        .where('event_id', '=', req.params.eventId.toLowerCase())
        .executeTakeFirst();
      if (!row) return sendProblem(reply, problem(404, 'OPS.EVENT_NOT_FOUND', EVENT_NOT_FOUND));
      if (!mayReadStream(req.principal, row.stream_id)) {
        return sendProblem(reply, problem(403, 'FORBIDDEN', 'No tienes permiso para ver los eventos de ese flujo.'));
      }
      const chain = row.correlation_id
        ? await filteredEvents(db, {}, hiddenStreamPrefixes(req.principal))
            .selectAll()
            .where('correlation_id', '=', row.correlation_id)
            .orderBy('global_order', 'asc')
            .limit(CHAIN_CAP)
            .execute()
        : [row];
      return {
        event: eventOf(row),
        causation: chain.map((r) => ({ ...summaryOf(r), causationId: r.causation_id })),
      };
    },
  );
};
