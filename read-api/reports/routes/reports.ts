import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { REPORTS } from '../../../domain/identity';
import { REPORT_MESSAGES, ReportView, type ReportType } from '../../../domain/reports';
import { fileAnswer } from '../../../infra/http/answers';
import { problem, sendProblem } from '../../../infra/http/problem';
import type { ReadModels } from '../../../projections/read-models';
import { readYourWrites, type ConsistencyDeps } from '../../shared/consistency';
import { useReadModelErrors } from '../../shared/read-model-errors';
import { CONTENT_TYPES, exportReport, type ExportFormat } from '../to-response/export';
import { computeReport, PositionNotReached, READ_MODELS } from '../queries/report';
import { freshnessReportRoutes } from './freshness';
import { reportParams, reportPath, reportQuery } from '../query-schemas';

export interface ReportRouteDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
  /** The read side's clock: periods (today, this month…) resolve against it. */
  now?: () => Date;
}

const config = { access: REPORTS };
const schema = { params: reportPath, querystring: reportQuery };
const FILES: Record<ExportFormat, string> = {
  pdf: 'El reporte en PDF, con la posición en que está',
  xlsx: 'El reporte en Excel: una hoja por sección y el detalle de productos y acuerdos',
};
const unknownType = () => problem(404, 'REPORT.UNKNOWN_TYPE', REPORT_MESSAGES['REPORT.UNKNOWN_TYPE']);
const notReached = () => problem(409, 'REPORT.POSITION_NOT_REACHED', REPORT_MESSAGES['REPORT.POSITION_NOT_REACHED']);

// Two positions: ?minPosition (a write's, as every GET takes it) waits until the read models the
// report type is made of have applied it; ?position (the report's own ordinal, `position` in the
// answer) stands the figures at a past point, and one not yet reached is a 409 with Retry-After, so
// the caller polls instead of holding a connection. The exports take the same parameters and print
// the position they stand at (also in X-Flora-Position): passing it back gives the same bytes.
export const reportRoutes: FastifyPluginAsyncZod<ReportRouteDeps> = async (app, deps) => {
  const { db, consistency, now = () => new Date() } = deps;
  useReadModelErrors(app);
  // Issue 44's waste and suppliers reports: fixed paths, found before /api/reports/:type.
  await freshnessReportRoutes(app, deps);
  // An unknown type waits for nothing (its handler answers 404), but a malformed position is still a 400.
  const preHandler = readYourWrites(consistency, (req) => {
    const { type } = req.params as { type: string };
    return reportParams.safeParse({ type }).success ? READ_MODELS[type as ReportType] : [];
  });

  /** Runs `answer` for a known type; 404 for another, 409 + Retry-After for a position not reached. */
  async function report<T>(
    reply: FastifyReply,
    rawType: unknown,
    answer: (type: ReportType) => Promise<T>,
  ): Promise<T | FastifyReply> {
    const params = reportParams.safeParse({ type: rawType });
    if (!params.success) return sendProblem(reply, unknownType());
    try {
      return await answer(params.data.type);
    } catch (err) {
      if (!(err instanceof PositionNotReached)) throw err;
      reply.header('retry-after', '1');
      return sendProblem(reply, notReached());
    }
  }

  app.get(
    '/api/reports/:type',
    { config, preHandler, schema: { ...schema, response: { 200: ReportView } } },
    async (req, reply) => report(reply, req.params.type, (type) => computeReport(db, type, req.query, now())),
  );

  for (const format of ['pdf', 'xlsx'] as const)
    app.get(
      `/api/reports/:type/export.${format}`,
      {
        config,
        preHandler,
        schema: { ...schema, response: { 200: fileAnswer(CONTENT_TYPES[format], FILES[format]) } },
      },
      async (req, reply) => {
        await report(reply, req.params.type, (type) => exportReport(reply, db, type, req.query, now(), format));
        return reply;
      },
    );
};
