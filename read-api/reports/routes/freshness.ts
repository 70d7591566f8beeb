import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REPORTS } from '../../../domain/identity';
import { FRESHNESS_REPORTS, REPORT_MESSAGES, ReportView, type FreshnessReport } from '../../../domain/reports';
import { fileAnswer } from '../../../infra/http/answers';
import { problem, sendProblem } from '../../../infra/http/problem';
import type { Kysely } from 'kysely';
import type { ReadModels } from '../../../projections/read-models';
import { readYourWrites, type ConsistencyDeps } from '../../shared/consistency';
import { computeReport, PositionNotReached, READ_MODELS, type AnyReportQuery } from '../queries/report';
import { reportQuery, wasteQuery } from '../query-schemas';
import { CONTENT_TYPES, exportReport } from '../to-response/export';

// Issue 44: GET /api/reports/waste (?cause) and /api/reports/suppliers, with their PDF and Excel
// exports. Their own paths (found before /api/reports/:type, as a fixed path always is), the same
// machinery: one repeatable-read transaction at a position, period/from/to/asOf/position, 409 with
// Retry-After for a position not reached, the position printed in the files.

/** As the `:type` routes' (routes.ts registers these with its own). */
interface FreshnessRouteDeps {
  db: Kysely<ReadModels>;
  consistency: ConsistencyDeps;
  now?: () => Date;
}

const config = { access: REPORTS };
const QUERIES: Record<FreshnessReport, typeof reportQuery | typeof wasteQuery> = {
  waste: wasteQuery,
  suppliers: reportQuery,
};
const FILES = {
  pdf: 'El reporte en PDF, con la posición en que está',
  xlsx: 'El reporte en Excel: el resumen y una hoja por tabla',
} as const;
const notReached = () => problem(409, 'REPORT.POSITION_NOT_REACHED', REPORT_MESSAGES['REPORT.POSITION_NOT_REACHED']);

export const freshnessReportRoutes: FastifyPluginAsyncZod<FreshnessRouteDeps> = async (app, deps) => {
  const { db, consistency, now = () => new Date() } = deps;

  for (const kind of FRESHNESS_REPORTS) {
    const preHandler = readYourWrites(consistency, READ_MODELS[kind]);
    const querystring = QUERIES[kind];
    /** The answer, or 409 + Retry-After for a position the figures have not reached. */
    const answering = async <T>(reply: Parameters<typeof sendProblem>[0], answer: () => Promise<T>) => {
      try {
        return await answer();
      } catch (err) {
        if (!(err instanceof PositionNotReached)) throw err;
        reply.header('retry-after', '1');
        return sendProblem(reply, notReached());
      }
    };

    app.get(
      `/api/reports/${kind}`,
      { config, preHandler, schema: { querystring, response: { 200: ReportView } } },
      async (req, reply) => answering(reply, () => computeReport(db, kind, req.query as AnyReportQuery, now())),
    );
    for (const format of ['pdf', 'xlsx'] as const)
      app.get(
        `/api/reports/${kind}/export.${format}`,
        {
          config,
          preHandler,
          schema: { querystring, response: { 200: fileAnswer(CONTENT_TYPES[format], FILES[format]) } },
        },
        async (req, reply) => {
          await answering(reply, () => exportReport(reply, db, kind, req.query as AnyReportQuery, now(), format));
          return reply;
        },
      );
  }
};
