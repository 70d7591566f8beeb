import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { AuditEventView, AuditPage, AuditStream } from '../../domain/audit';
import { problem, sendProblem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import { minPositionQuery, readYourWrites, type ConsistencyDeps } from '../shared/consistency';
import { useReadModelErrors } from '../shared/read-model-errors';
import { EVENT_NOT_FOUND, eventFilters, eventParams, fromBeforeTo, TO_AFTER_FROM } from '../shared/event-filters';
import { hiddenStreamPrefixes, isAccountStream, mayReadStream } from '../shared/stream-privacy';
import { auditEvent, listAuditEvents, streamHistory } from './queries';

export interface AuditRouteDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
}

/** An offset this deep makes Postgres walk every row before it; older events are reached with from/to. */
const MAX_OFFSET = 100_000;

const listQuery = z
  .object({
    ...eventFilters,
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(50),
    ...minPositionQuery,
  })
  .refine(fromBeforeTo, TO_AFTER_FROM)
  .refine((q) => (q.page - 1) * q.pageSize <= MAX_OFFSET, {
    path: ['page'],
    message: 'página demasiado lejana; acota la búsqueda con from/to',
  });

const streamParams = z.object({ streamId: z.string().min(1).max(300) });
// Users' account streams are shown only to those who may read accounts, the staff's only to HR
// (shared/stream-privacy.ts).
const streamForbidden = (streamId: string) =>
  isAccountStream(streamId)
    ? problem(403, 'FORBIDDEN', 'No tienes permiso para ver la actividad de las cuentas de usuario.')
    : problem(403, 'FORBIDDEN', 'No tienes permiso para ver la actividad del personal.');

// Accountants audit; admin and owner pass through view-all-dashboards / the owner rule.
const access = 'accounting-view' as const;

export const auditRoutes: FastifyPluginAsyncZod<AuditRouteDeps> = async (app, { db, consistency }) => {
  useReadModelErrors(app);
  const waitForAudit = readYourWrites(consistency, ['audit']);

  app.get(
    '/api/audit/events',
    {
      config: { access },
      schema: { querystring: listQuery, response: { 200: AuditPage } },
      preHandler: waitForAudit,
    },
    async (req) => {
      const { stream, type, actor, from, to, page, pageSize } = req.query;
      const hiddenPrefixes = hiddenStreamPrefixes(req.principal);
      const found = await listAuditEvents(
        db,
        { stream, types: type, actor, from, until: to, hiddenPrefixes },
        { page, pageSize },
      );
      return { ...found, page, pageSize };
    },
  );

  // One event with who, when and from where: the books drill down from a journal line to it.
  app.get(
    '/api/audit/events/:eventId',
    {
      config: { access },
      schema: { params: eventParams, querystring: z.object(minPositionQuery), response: { 200: AuditEventView } },
      preHandler: waitForAudit,
    },
    async (req, reply) => {
      const item = await auditEvent(db, req.params.eventId.toLowerCase());
      if (!item) return sendProblem(reply, problem(404, 'AUDIT.EVENT_NOT_FOUND', EVENT_NOT_FOUND));
      if (!mayReadStream(req.principal, item.streamId)) return sendProblem(reply, streamForbidden(item.streamId));
      return item;
    },
  );

  app.get(
    '/api/audit/streams/:streamId',
    {
      config: { access },
      schema: { params: streamParams, querystring: z.object(minPositionQuery), response: { 200: AuditStream } },
      preHandler: waitForAudit,
    },
    async (req, reply) => {
      const { streamId } = req.params;
      if (!mayReadStream(req.principal, streamId)) return sendProblem(reply, streamForbidden(streamId));
      const items = await streamHistory(db, streamId);
      if (items.length === 0) {
        return sendProblem(
          reply,
          problem(404, 'AUDIT.STREAM_NOT_FOUND', `No hay eventos registrados para «${streamId}».`),
        );
      }
      return { streamId, items };
    },
  );
};
