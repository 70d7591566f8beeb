import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { REPORTS } from '../../domain/identity';
import { REPORT_MESSAGES, type ReportQuery, type ReportType } from '../../domain/reports';
import { problem, sendProblem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import { useReadModelErrors } from '../read-model-errors';
import { exportReport, type ExportFormat } from './export';
import { computeReport, PositionNotReached } from './queries';
import { reportParams, reportPath, reportQuery } from './query-schemas';

export interface ReportRouteDeps {
  db: Kysely<ReadModels>;
  /** The read side's clock: periods (today, this month…) resolve against it. */
  now?: () => Date;
}

const config = { access: REPORTS };
const schema = { params: reportPath, querystring: reportQuery };
const unknownType = () => problem(404, 'REPORT.UNKNOWN_TYPE', REPORT_MESSAGES['REPORT.UNKNOWN_TYPE']);
const notReached = () => problem(409, 'REPORT.POSITION_NOT_REACHED', REPORT_MESSAGES['REPORT.POSITION_NOT_REACHED']);

// No ?minPosition wait: a report names its own position (`position`), and one not yet reached is a
// 409 with Retry-After, so the caller polls instead of holding a connection. The exports take the
// same parameters and print the position they stand at (also in X-Flora-Position): passing it back
// gives the same bytes.
export const reportRoutes: FastifyPluginAsyncZod<ReportRouteDeps> = async (app, { db, now = () => new Date() }) => {
  useReadModelErrors(app);

  /** Runs `answer` for a known type; 404 for another, 409 + Retry-After for a position not reached. */
  async function report(reply: FastifyReply, rawType: unknown, answer: (type: ReportType) => Promise<unknown>) {
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

  app.get('/api/reports/:type', { config, schema }, (req, reply) =>
    report(reply, req.params.type, (type) => computeReport(db, type, req.query, now())),
  );

  const exportAs =
    (format: ExportFormat) => (req: { params: { type: string }; query: ReportQuery }, reply: FastifyReply) =>
      report(reply, req.params.type, (type) => exportReport(reply, db, type, req.query, now(), format));
  app.get('/api/reports/:type/export.pdf', { config, schema }, exportAs('pdf'));
  app.get('/api/reports/:type/export.xlsx', { config, schema }, exportAs('xlsx'));
};
