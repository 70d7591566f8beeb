import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { expenseBody, expenseDecider, expenseStream } from '../../domain/accounting';
import { ACCOUNTING_BOOKS } from '../../domain/identity';
import { toCents } from '../../domain/shared/money';
import { commandIdFor } from '../../infra/event-store/event-id';
import { commandHeaders, commandResponses } from '../schemas';
import { commandContext, sendCommand, type CommandDeps } from '../send-command';

// Expenses (issue 18): recorded once, in centavos. Their journal entry is the posting reactor's
// (domain/accounting/posting/expenses.ts), like any business event that moves money.

export const expenseRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
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
    (req, reply) => {
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
