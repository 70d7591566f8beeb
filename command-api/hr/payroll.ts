import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emptyBody,
  PAYROLL_MESSAGES,
  payrollAdjustmentBody,
  payrollDiscardBody,
  payrollPayBody,
  payrollRunBody,
  payrollRunDecider,
  payrollRunStream,
  type PayrollRunCommand,
} from '../../domain/hr';
import { PAYROLL, PAYROLL_APPROVE, type RouteRule } from '../../domain/identity';
import { invalid } from '../../domain/shared';
import { toCents } from '../../domain/shared/money';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandBody } from '../handler';
import { commandHeaders, commandResponses } from '../schemas';
import { commandContext, sendCommand } from '../send-command';
import { shopToday } from '../subscriptions/shop-facts';
import type { HrRouteDeps } from './routes';
import { staffFacts } from './staff-facts';

// Payroll runs (issue 19). A run's id is the period's (one run per period; a discarded one may be
// drafted again), its lines are computed by the run's decide() from every employee's stream, and
// paying it is what the ledger posts — once, since a paid run refuses to be paid again.

const runParams = z.object({ id: z.uuid({ error: PAYROLL_MESSAGES['PAYROLL.NOT_FOUND'] }) });
const FUTURE_PAYMENT = 'La fecha de pago no puede ser posterior a hoy.';

export const payrollRunId = (periodStart: string, periodEnd: string) =>
  commandIdFor(`${periodStart}/${periodEnd}`, 'payroll-run');

export const payrollRoutes: FastifyPluginAsyncZod<HrRouteDeps> = async (app, deps) => {
  const schema = { tags: ['hr'], headers: commandHeaders, response: commandResponses };
  const toRun = (runId: string, command: CommandBody<PayrollRunCommand>) => ({
    decider: payrollRunDecider,
    id: runId,
    streamId: payrollRunStream(runId),
    command,
  });

  app.post(
    '/api/hr/payroll-runs',
    {
      config: { access: PAYROLL },
      schema: { ...schema, summary: 'Prepara la nómina de un periodo (borrador)', body: payrollRunBody },
    },
    async (req, reply) => {
      const { periodStart, periodEnd } = req.body;
      const runId = payrollRunId(periodStart, periodEnd);
      const staff = await staffFacts(deps.handler, deps.db, req.body);
      const data = { runId, periodStart, periodEnd, staff };
      return sendCommand(deps, req, reply, toRun(runId, { type: 'DraftPayrollRun', data }));
    },
  );

  /** A step of a run: its body turned into the command, under the access the step needs. */
  function step<B extends z.ZodType>(
    path: string,
    access: RouteRule,
    summary: string,
    body: B,
    commandOf: (body: z.infer<B>, runId: string, commandId: string) => Promise<CommandBody<PayrollRunCommand>>,
  ) {
    app.post(
      `/api/hr/payroll-runs/:id/${path}`,
      { config: { access }, schema: { ...schema, summary, params: runParams, body } },
      async (req, reply) => {
        const context = commandContext(req);
        const command = await commandOf(req.body as z.infer<B>, req.params.id, context.commandId);
        return sendCommand(deps, req, reply, toRun(req.params.id, command), { context });
      },
    );
  }

  step('recalculate', PAYROLL, 'Recalcula un borrador con los fichajes actuales', emptyBody, async (_b, runId) => {
    const { state } = await deps.handler.load(payrollRunDecider, payrollRunStream(runId));
    return { type: 'RecalculatePayrollRun', data: { staff: await staffFacts(deps.handler, deps.db, state) } };
  });
  step('adjustments', PAYROLL, 'Agrega un complemento o una deducción', payrollAdjustmentBody, async (b, _id, cid) => ({
    type: 'AddPayrollAdjustment',
    // From the command id: a retried adjustment is the same one.
    data: { adjustmentId: commandIdFor(cid, 'adjustment'), ...b, amountCents: toCents(b.amount) },
  }));
  step('approve', PAYROLL_APPROVE, 'Aprueba la nómina', emptyBody, async () => ({
    type: 'ApprovePayrollRun',
    data: {},
  }));
  step('pay', PAYROLL, 'Paga la nómina (la asienta en el diario)', payrollPayBody, async (b) => {
    const today = await shopToday(deps.handler, deps.now());
    // The ledger refuses an entry dated after today: a payment that has not happened is not recorded.
    if (b.paidOn && b.paidOn > today) throw invalid('PAYROLL.FUTURE_PAYMENT', FUTURE_PAYMENT, 'paidOn');
    return { type: 'PayPayrollRun', data: { method: b.method, paidOn: b.paidOn ?? today } };
  });
  step('discard', PAYROLL, 'Descarta una nómina no pagada', payrollDiscardBody, async (b) => ({
    type: 'DiscardPayrollRun',
    data: { reason: b.reason },
  }));
};
