import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { problem, sendProblem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import { minPositionQuery, readYourWrites, type ConsistencyDeps } from '../consistency';
import { useReadModelErrors } from '../read-model-errors';
import { hiddenStreamPrefixes, isAccountStream, mayReadStream } from './privacy';
import { auditEvent, listAuditEvents, streamHistory } from './queries';

export interface AuditRouteDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
}

const DAY_MS = 86_400_000;
/** An offset this deep makes Postgres walk every row before it; older events are reached with from/to. */
const MAX_OFFSET = 100_000;
const isDateOnly = (s: string) => s.length === 10;

// A bare date is a whole UTC day (the app sends full ISO instants with offset for local days):
// `from` starts at its midnight and a bare `to` includes all of its day.
const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
const startOf = (s: string) => new Date(isDateOnly(s) ? `${s}T00:00:00Z` : s);
const endOf = (s: string) => new Date(startOf(s).getTime() + (isDateOnly(s) ? DAY_MS : 1));

const listQuery = z
  .object({
    stream: z.string().min(1).max(300).optional(),
    type: z
      .string()
      .min(1)
      .max(1000)
      .transform((s) =>
        s
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.string().max(200)).min(1).max(50))
      .optional(),
    actor: z.string().min(1).max(300).optional(),
    from: instant.transform(startOf).optional(),
    to: instant.transform(endOf).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(500).default(50),
    ...minPositionQuery,
  })
  .refine((q) => !q.from || !q.to || q.from < q.to, { path: ['to'], message: 'to debe ser posterior a from' })
  .refine((q) => (q.page - 1) * q.pageSize <= MAX_OFFSET, {
    path: ['page'],
    message: 'página demasiado lejana; acota la búsqueda con from/to',
  });

const streamParams = z.object({ streamId: z.string().min(1).max(300) });
// Users' account streams are shown only to those who may read accounts, the staff's only to HR (privacy.ts).
const streamForbidden = (streamId: string) =>
  isAccountStream(streamId)
    ? problem(403, 'FORBIDDEN', 'No tienes permiso para ver la actividad de las cuentas de usuario.')
    : problem(403, 'FORBIDDEN', 'No tienes permiso para ver la actividad del personal.');
const EVENT_NOT_FOUND = 'No hay ningún evento registrado con ese id.';
const eventParams = z.object({ eventId: z.uuid({ error: EVENT_NOT_FOUND }) });

// Accountants audit; admin and owner pass through view-all-dashboards / the owner rule.
const access = 'accounting-view' as const;

export const auditRoutes: FastifyPluginAsyncZod<AuditRouteDeps> = async (app, { db, consistency }) => {
  useReadModelErrors(app);
  const waitForAudit = readYourWrites(consistency, ['audit']);

  app.get(
    '/api/audit/events',
    {
      config: { access },
      schema: { querystring: listQuery },
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
      schema: { params: eventParams, querystring: z.object(minPositionQuery) },
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
      schema: { params: streamParams, querystring: z.object(minPositionQuery) },
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
