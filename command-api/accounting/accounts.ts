import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_CODE,
  accountBody,
  accountPatchBody,
  CHART_MESSAGES,
  CHART_OF_ACCOUNTS_STREAM,
  chartDecider,
  type ChartCommand,
} from '../../domain/accounting';
import { ACCOUNTING_BOOKS } from '../../domain/identity';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandBody } from '../../application/handler';
import { commandHeaders, commandResponses, problemBody } from '../schemas';
import { commandContext, sendCommand, type CommandDeps } from '../send-command';

// The chart of accounts (issue 18): accounting adds an account (its code is its id forever), renames
// it and (de)activates it. Nothing deletes one: an account with postings stays, inactive.

const NOT_FOUND = CHART_MESSAGES['ACCOUNT.NOT_FOUND'];
const params = z.object({ code: z.string().regex(ACCOUNT_CODE, { error: NOT_FOUND }) });
const responses = {
  ...commandResponses,
  404: { description: NOT_FOUND, content: { 'application/problem+json': { schema: problemBody } } },
};

const toChart = (code: string, command: CommandBody<ChartCommand>) => ({
  decider: chartDecider,
  id: code,
  streamId: CHART_OF_ACCOUNTS_STREAM,
  command,
});

export const accountRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const schema = { tags: ['accounting'], headers: commandHeaders, response: responses };

  app.post(
    '/api/accounting/accounts',
    {
      config: { access: ACCOUNTING_BOOKS },
      schema: { ...schema, summary: 'Agrega una cuenta al plan de cuentas', body: accountBody },
    },
    (req, reply) => sendCommand(deps, req, reply, toChart(req.body.code, { type: 'AddAccount', data: req.body })),
  );

  app.patch(
    '/api/accounting/accounts/:code',
    {
      config: { access: ACCOUNTING_BOOKS },
      schema: { ...schema, summary: 'Renombra una cuenta o la activa o desactiva', params, body: accountPatchBody },
    },
    async (req, reply) => {
      const { code } = req.params;
      const { name, active } = req.body;
      const rename = name === undefined ? undefined : toChart(code, { type: 'RenameAccount', data: { code, name } });
      const setActive =
        active === undefined ? undefined : toChart(code, { type: 'SetAccountActive', data: { code, active } });
      if (!rename || !setActive) return sendCommand(deps, req, reply, (rename ?? setActive)!);
      // Both: the chart has no combined command, so the rename goes first under a command id derived
      // from this one (a repeat renames nothing again) and the answer is the (de)activation's.
      const context = commandContext(req);
      const renaming = { ...context, commandId: commandIdFor(context.commandId, 'rename') };
      await deps.handler.handle(chartDecider, CHART_OF_ACCOUNTS_STREAM, rename.command, renaming);
      return sendCommand(deps, req, reply, setActive, { context });
    },
  );
};
