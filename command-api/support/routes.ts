import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUPPORT_DESK } from '../../domain/identity';
import {
  HELP_REQUEST_MESSAGES,
  helpRequestDecider,
  helpRequestStream,
  resolveHelpRequestBody,
} from '../../domain/support';
import { commandHeaders, commandResponses } from '../schemas';
import { sendCommand, type CommandDeps } from '../send-command';

// Help requests (issue 22): Flora Bot leaves them when a chat user asks for a person (the read-api's
// hand-off port sends RequestHelp itself); staff close them here once attended. Reading is the read-api's.

const params = z.object({ id: z.uuid({ error: HELP_REQUEST_MESSAGES['HELP_REQUEST.NOT_FOUND'] }) });

export const supportRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  app.post(
    '/api/support/help-requests/:id/resolve',
    {
      config: { access: SUPPORT_DESK },
      schema: {
        tags: ['support'],
        summary: 'Marca una solicitud de ayuda como atendida, con una nota opcional',
        headers: commandHeaders,
        params,
        // No body at all is a resolution without a note.
        body: resolveHelpRequestBody.optional(),
        response: commandResponses,
      },
    },
    (req, reply) => {
      const requestId = req.params.id;
      const data = { requestId, ...(req.body?.note ? { note: req.body.note } : {}) };
      return sendCommand(deps, req, reply, {
        decider: helpRequestDecider,
        id: requestId,
        streamId: helpRequestStream(requestId),
        command: { type: 'ResolveHelpRequest', data },
      });
    },
  );
};
