import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import {
  journalEntryBody,
  LEDGER_MESSAGES,
  ledgerDecider,
  ledgerStream,
  monthOf,
  reverseEntryBody,
  type LedgerCommand,
} from '../../domain/accounting';
import { ACCOUNTING_BOOKS } from '../../domain/identity';
import { toCents } from '../../domain/shared/money';
import type { AppDatabase } from '../../infra/db/app-tables';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandBody } from '../../application/handler';
import { commandHeaders, commandResponses, problemBody } from '../schemas';
import { commandContext, sendCommand, type CommandDeps } from '../send-command';
import { shopToday } from '../../application/shop-facts';
import { chartAccounts, ENTRY_NOT_FOUND, entryToReverse } from './books-facts';

// Manual journal entries, their reversal, and the close of a month (issue 18). Every one goes to a
// month's ledger stream, whose decide() refuses an unbalanced entry, an unknown or inactive account,
// a date after today or in a closed month; "today" is the shop's, in the settings' time zone.

export interface AccountingRouteDeps extends CommandDeps {
  db: Kysely<AppDatabase>;
  /** The clock "today" is read from (tests pin it). */
  now?: () => Date;
}

const entryParams = z.object({ id: z.uuid({ error: ENTRY_NOT_FOUND }) });
const monthParams = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: LEDGER_MESSAGES['LEDGER.MONTH'] }),
});
const notFoundResponses = {
  ...commandResponses,
  404: { description: ENTRY_NOT_FOUND, content: { 'application/problem+json': { schema: problemBody } } },
};

const toLedger = (id: string, month: string, command: CommandBody<LedgerCommand>) => ({
  decider: ledgerDecider,
  id,
  streamId: ledgerStream(month),
  command,
});

export const entryRoutes: FastifyPluginAsyncZod<AccountingRouteDeps> = async (
  app,
  { now = () => new Date(), ...deps },
) => {
  const schema = { tags: ['accounting'], headers: commandHeaders, response: commandResponses };

  app.post(
    '/api/accounting/journal-entries',
    {
      config: { access: ACCOUNTING_BOOKS },
      schema: { ...schema, summary: 'Registra un asiento manual (cuadrado, dos líneas o más)', body: journalEntryBody },
    },
    async (req, reply) => {
      const context = commandContext(req);
      // From the command id: an Idempotency-Key repeat is the same entry, posted once.
      const entryId = commandIdFor(context.commandId, 'entry');
      const { date, description, lines, reason } = req.body;
      const [accounts, postedOn] = await Promise.all([chartAccounts(deps.handler), shopToday(deps.handler, now())]);
      const month = monthOf(date);
      const data = {
        entryId,
        month,
        date,
        postedOn,
        description,
        lines: lines.map((l) => ({
          accountCode: l.accountCode,
          debitCents: toCents(l.debit),
          creditCents: toCents(l.credit),
        })),
        source: { kind: 'manual' as const, reason: reason?.trim() || description },
        accounts,
      };
      return sendCommand(deps, req, reply, toLedger(entryId, month, { type: 'PostJournalEntry', data }), { context });
    },
  );

  app.post(
    '/api/accounting/journal-entries/:id/reverse',
    {
      config: { access: ACCOUNTING_BOOKS },
      schema: {
        ...schema,
        response: notFoundResponses,
        summary: 'Revierte un asiento (una vez): un asiento nuevo con débitos y créditos invertidos',
        params: entryParams,
        body: reverseEntryBody,
      },
    },
    async (req, reply) => {
      const context = commandContext(req);
      const reversed = await entryToReverse(deps.db, req.params.id);
      // From the command id: a repeat under the same Idempotency-Key is the same reversal (nothing new);
      // another request is a second reversal, which the reversed entry's month refuses (409).
      const entryId = commandIdFor(context.commandId, 'reversal');
      const [accounts, postedOn] = await Promise.all([chartAccounts(deps.handler), shopToday(deps.handler, now())]);
      const data = { entryId, month: reversed.month, postedOn, reason: req.body.reason, reversed, accounts };
      const command = { type: 'ReverseJournalEntry' as const, data };
      return sendCommand(deps, req, reply, toLedger(entryId, reversed.month, command), { context });
    },
  );

  app.post(
    '/api/accounting/periods/:month/close',
    {
      config: { access: ACCOUNTING_BOOKS },
      schema: { ...schema, summary: 'Cierra un periodo (mes terminado): no admite más asientos', params: monthParams },
    },
    async (req, reply) => {
      const { month } = req.params;
      const closedOn = await shopToday(deps.handler, now());
      return sendCommand(deps, req, reply, toLedger(month, month, { type: 'ClosePeriod', data: { month, closedOn } }));
    },
  );
};
