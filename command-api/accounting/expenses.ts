import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expenseBody, expenseDecider, expenseStream } from '../../domain/accounting';
import { ACCOUNTING_BOOKS } from '../../domain/identity';
import { invalid } from '../../domain/shared';
import { toCents } from '../../domain/shared/money';
import { commandIdFor } from '../../infra/event-store/event-id';
import { commandHeaders, commandResponses } from '../schemas';
import { commandContext, sendCommand } from '../send-command';
import { shopToday } from '../../application/shop-facts';
import type { AccountingRouteDeps } from './entries';

// Expenses (issue 18): recorded once, in centavos. Their journal entry is the posting reactor's
// (domain/accounting/posting/expenses.ts), like any business event that moves money. An expense is
// one already paid: dated after the shop's today, the ledger would refuse its entry, so it is refused here.

const FUTURE_DATE = 'La fecha del gasto no puede ser posterior a hoy.';

export const expenseRoutes: FastifyPluginAsyncZod<AccountingRouteDeps> = async (
  app,
  { now = () => new Date(), ...deps },
) => {
  app.post(
    '/api/accounting/expenses',
    {
      config: { access: ACCOUNTING_BOOKS },
      schema: {
        tags: ['accounting'],
        summary: 'Registra un gasto (fecha, categoría, proveedor, importe, forma de pago)',
        headers: commandHeaders,
        body: expenseBody,
        response: commandResponses,
      },
    },
    async (req, reply) => {
      if (req.body.date > (await shopToday(deps.handler, now())))
        throw invalid('EXPENSE.FUTURE_DATE', FUTURE_DATE, 'date');
      const context = commandContext(req);
      // From the command id: an Idempotency-Key repeat is the same expense, recorded once.
      const expenseId = commandIdFor(context.commandId, 'expense');
      const { amount, attachmentName, ...details } = req.body;
      const data = {
        ...details,
        expenseId,
        amountCents: toCents(amount),
        ...(attachmentName ? { attachmentName } : {}),
      };
      const command = { type: 'RecordExpense' as const, data };
      return sendCommand(
        deps,
        req,
        reply,
        { decider: expenseDecider, id: expenseId, streamId: expenseStream(expenseId), command },
        { context },
      );
    },
  );
};
