import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Run, RunList } from '../../../domain/hr';
import { PAYROLL } from '../../../domain/identity';
import { fileAnswer } from '../../../infra/http/answers';
import { accessAllows } from '../../../infra/http/auth';
import { problem, sendProblem } from '../../../infra/http/problem';
import { shopSettings, type SettingsReader } from '../../shared/shop-settings';
import { shopFormat } from '../../../domain/settings';
import { listRuns, runDetail } from '../queries/payroll';
import { payslipFileName, payslipPdf } from '../to-response/payslip-pdf';
import * as q from '../query-schemas';
import type { HrReadDb } from '../../shared/shop-time';

// The payroll runs (DESIGN.md), read by HR and accounting (PAYROLL): the list, a run whole with its
// ledger entry, and each employee's payslip as a PDF — which the employee may download too (their
// own only: the employee linked to their account). ?minPosition waits for 'hr' and 'ledger'.

export interface HrPayrollRouteDeps {
  db: HrReadDb;
  store: SettingsReader;
  /** Read-your-writes on the hr and ledger read models. */
  preHandler: preHandlerAsyncHookHandler;
}

const runNotFound = () => problem(404, 'HR.PAYROLL_RUN_NOT_FOUND', 'Nómina no encontrada.');
const payslipNotFound = () => problem(404, 'HR.PAYSLIP_NOT_FOUND', 'No hay recibo de esta nómina para ese empleado.');
const payslipForbidden = () => problem(403, 'FORBIDDEN', 'Solo puedes descargar tus propios recibos de nómina.');

export const hrPayrollRoutes: FastifyPluginAsyncZod<HrPayrollRouteDeps> = async (app, { db, store, preHandler }) => {
  const payroll = { config: { access: PAYROLL }, preHandler };

  app.get(
    '/api/hr/payroll-runs',
    {
      ...payroll,
      schema: {
        summary: 'Nóminas, el periodo más reciente primero',
        querystring: q.plainQuery,
        response: { 200: RunList },
      },
    },
    async () => ({ items: await listRuns(db) }),
  );

  app.get(
    '/api/hr/payroll-runs/:id',
    {
      ...payroll,
      schema: {
        summary: 'Una nómina con sus líneas y ajustes',
        params: q.runParams,
        querystring: q.plainQuery,
        response: { 200: Run },
      },
    },
    async (req, reply) => (await runDetail(db, req.params.id)) ?? sendProblem(reply, runNotFound()),
  );

  // Any signed-in user may ask; payroll staff get any payslip, an employee only their own, once paid
  // (a draft's or an approved run's figures may still change: theirs is the slip of what was paid).
  app.get(
    '/api/hr/payroll-runs/:id/payslips/:file',
    {
      config: { access: 'authenticated' },
      preHandler,
      schema: {
        summary: 'Recibo de nómina de un empleado (PDF)',
        params: q.payslipParams,
        querystring: q.plainQuery,
        response: { 200: fileAnswer('application/pdf', 'El recibo de nómina del empleado') },
      },
    },
    async (req, reply) => {
      const employeeId = req.params.file;
      const principal = req.principal!;
      const payrollStaff = accessAllows(principal, PAYROLL);
      if (!payrollStaff) {
        const own = await db
          .selectFrom('hr_employees')
          .select('employee_id')
          .where('employee_id', '=', employeeId)
          .where('user_id', '=', principal.userId)
          .executeTakeFirst();
        if (!own) return sendProblem(reply, payslipForbidden());
      }
      const run = await runDetail(db, req.params.id);
      if (!run) return sendProblem(reply, runNotFound());
      const line = run.lines.find((l) => l.employeeId === employeeId);
      if (!line || (!payrollStaff && run.status !== 'paid')) return sendProblem(reply, payslipNotFound());
      const pdf = await payslipPdf(run, line, shopFormat(await shopSettings(store), 'inventory'));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${payslipFileName(run, line)}"`)
        .send(pdf);
    },
  );
};
