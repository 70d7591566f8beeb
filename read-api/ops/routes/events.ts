import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { EventDetail, EventPage } from '../../../domain/ops';
import { problem, sendProblem } from '../../../infra/http/problem';
import type { ReadModels } from '../../../projections/read-models';
import { EVENT_NOT_FOUND, eventParams } from '../../shared/event-filters';
import { hiddenStreamPrefixes, mayReadStream } from '../../shared/stream-privacy';
import { useReadModelErrors } from '../../shared/read-model-errors';
import { filteredEvents } from '../queries/events';
import { eventListQuery } from '../query-schemas';
import { eventOf, summaryOf } from '../to-response/events';

// The operators' event explorer. It reads the audit read model, not the store: the read-api answers
// from read models only (with KurrentDB the store is another server), and the audit model holds
// every event with its metadata in columns and indexes on stream, type, actor, time and commit
// order. Pages are keyset on the commit order (global_order), newest first, so the thousandth
// page costs what the first does; `next` is the cursor to pass back as `before`.

/** A causation chain longer than this is a loop or a batch job: the screen shows its start. */
export const CHAIN_CAP = 200;

export interface OpsEventDeps {
  db: Kysely<ReadModels>;
}

// Operators only ('system-config': admin, owner): the explorer shows every area's events.
const access = 'system-config' as const;

export const opsEventRoutes: FastifyPluginAsyncZod<OpsEventDeps> = async (app, { db }) => {
  useReadModelErrors(app);

  app.get(
    '/api/ops/events',
    { config: { access }, schema: { querystring: eventListQuery, response: { 200: EventPage } } },
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
