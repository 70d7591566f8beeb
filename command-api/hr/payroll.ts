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
import { PAYROLL_PAY, PAYROLL_PREPARE, type RouteRule } from '../../domain/identity';
import { invalid } from '../../domain/shared';
import { toCents } from '../../domain/shared/money';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandBody } from '../../application/handler';
import { commandHeaders, commandResponses } from '../schemas';
import { commandContext, sendCommand } from '../send-command';
import { PayrollPeriods } from './payroll-periods';
import { shopToday } from '../../application/shop-facts';
import type { HrRouteDeps } from './route-deps';
import { staffFacts } from './staff-facts';

// Payroll runs (issue 19). A run's id is the period's (one run per period; a discarded one may be
// drafted again; issue 38: nor may a period overlap another run that is not discarded), its lines are
// computed by the run's decide() from every employee's stream, and paying it is what the ledger
// posts — once, since a paid run refuses to be paid again.

const runParams = z.object({ id: z.uuid({ error: PAYROLL_MESSAGES['PAYROLL.NOT_FOUND'] }) });
const FUTURE_PAYMENT = 'La fecha de pago no puede ser posterior a hoy.';

export const payrollRunId = (periodStart: string, periodEnd: string) =>
  commandIdFor(`${periodStart}/${periodEnd}`, 'payroll-run');

export const payrollRoutes: FastifyPluginAsyncZod<HrRouteDeps> = async (app, deps) => {
  // Issue 38: no two runs that are not discarded share a day (payroll-periods.ts).
  const periods = new PayrollPeriods(deps.db, deps.handler);
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
      config: { access: PAYROLL_PREPARE },
      schema: { ...schema, summary: 'Prepara la nómina de un periodo (borrador)', body: payrollRunBody },
    },
    async (req, reply) => {
      const { periodStart, periodEnd } = req.body;
      const runId = payrollRunId(periodStart, periodEnd);
      const staff = await staffFacts(deps.handler, deps.db, req.body);
      const data = { runId, periodStart, periodEnd, staff };
      return periods.withPeriod(runId, periodStart, periodEnd, () =>
        sendCommand(deps, req, reply, toRun(runId, { type: 'DraftPayrollRun', data })),
      );
    },
  );

  /** A step of a run: its body turned into the command, under the access the step needs. */
  function step<B extends z.ZodType>(
    path: string,
    access: RouteRule,
    summary: string,
    body: B,
    commandOf: (body: z.infer<B>, runId: string, commandId: string) => Promise<CommandBody<PayrollRunCommand>>,
    after?: (runId: string) => Promise<void>,
  ) {
    app.post(
      `/api/hr/payroll-runs/:id/${path}`,
      { config: { access }, schema: { ...schema, summary, params: runParams, body } },
      async (req, reply) => {
        const context = commandContext(req);
        const command = await commandOf(req.body as z.infer<B>, req.params.id, context.commandId);
        const landed = after && (() => after(req.params.id));
        return sendCommand(deps, req, reply, toRun(req.params.id, command), { context, after: landed });
      },
    );
  }

  step(
    'recalculate',
    PAYROLL_PREPARE,
    'Recalcula un borrador con los fichajes actuales',
    emptyBody,
    async (_b, runId) => {
      const { state } = await deps.handler.load(payrollRunDecider, payrollRunStream(runId));
      return { type: 'RecalculatePayrollRun', data: { staff: await staffFacts(deps.handler, deps.db, state) } };
    },
  );
  step(
    'adjustments',
    PAYROLL_PREPARE,
    'Agrega un complemento o una deducción',
    payrollAdjustmentBody,
    async (b, _id, cid) => ({
      type: 'AddPayrollAdjustment',
      // From the command id: a retried adjustment is the same one.
      data: { adjustmentId: commandIdFor(cid, 'adjustment'), ...b, amountCents: toCents(b.amount) },
    }),
  );
  step('approve', PAYROLL_PREPARE, 'Aprueba la nómina', emptyBody, async () => ({
    type: 'ApprovePayrollRun',
    data: {},
  }));
  step('pay', PAYROLL_PAY, 'Paga la nómina (la asienta en el diario)', payrollPayBody, async (b) => {
    const today = await shopToday(deps.handler, deps.now());
    // The ledger refuses an entry dated after today: a payment that has not happened is not recorded.
    if (b.paidOn && b.paidOn > today) throw invalid('PAYROLL.FUTURE_PAYMENT', FUTURE_PAYMENT, 'paidOn');
    return { type: 'PayPayrollRun', data: { method: b.method, paidOn: b.paidOn ?? today } };
  });
  step(
    'discard',
    PAYROLL_PREPARE,
    'Descarta una nómina no pagada',
    payrollDiscardBody,
    async (b) => ({ type: 'DiscardPayrollRun', data: { reason: b.reason } }),
    (runId) => periods.release(runId), // its days are free for another run
  );
};
