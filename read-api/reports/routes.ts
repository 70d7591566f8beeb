import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { REPORTS } from '../../domain/identity';
import { REPORT_MESSAGES } from '../../domain/reports';
import { problem, sendProblem } from '../../infra/http/problem';
import type { ReadModels } from '../../projections/read-models';
import { useReadModelErrors } from '../read-model-errors';
import { computeReport, PositionNotReached } from './queries';
import { reportParams, reportPath, reportQuery } from './query-schemas';

export interface ReportRouteDeps {
  db: Kysely<ReadModels>;
  /** The read side's clock: periods (today, this month…) resolve against it. */
  now?: () => Date;
}

const config = { access: REPORTS };
const unknownType = () => problem(404, 'REPORT.UNKNOWN_TYPE', REPORT_MESSAGES['REPORT.UNKNOWN_TYPE']);
const notReached = () => problem(409, 'REPORT.POSITION_NOT_REACHED', REPORT_MESSAGES['REPORT.POSITION_NOT_REACHED']);

// No ?minPosition wait: a report names its own position (`position`), and one not yet reached is a
// 409 with Retry-After, so the caller polls instead of holding a connection.
export const reportRoutes: FastifyPluginAsyncZod<ReportRouteDeps> = async (app, { db, now = () => new Date() }) => {
  useReadModelErrors(app);

  app.get(
    '/api/reports/:type',
    { config, schema: { params: reportPath, querystring: reportQuery } },
    async (req, reply) => {
      const params = reportParams.safeParse(req.params);
      if (!params.success) return sendProblem(reply, unknownType());
      try {
        return await computeReport(db, params.data.type, req.query, now());
      } catch (err) {
        if (!(err instanceof PositionNotReached)) throw err;
        reply.header('retry-after', '1');
        return sendProblem(reply, notReached());
      }
    },
  );
};
