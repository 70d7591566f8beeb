import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignRolesBody, userDecider, userParams, userStream } from '../../domain/users';
import { commandHeaders, commandResponses } from '../schemas';
import type { AccountCheck } from '../../infra/http/auth';
import { sendCommand, type CommandDeps } from '../send-command';

// Administering accounts (the users screen). Listing them is the read-api's job.
export const usersRoutes: FastifyPluginAsyncZod<CommandDeps & { accounts: AccountCheck }> = async (app, deps) => {
  const access = 'manage-users' as const;
  const { accounts } = deps;
  // This process's own tokens follow the change before the answer; other processes within their refresh.
  const followAccount = (id: string) => ({
    after: async () => void (accounts !== 'trust-token' && (await accounts.changed(id))),
  });

  app.post(
    '/api/users/:id/roles',
    {
      config: { access },
      schema: {
        tags: ['users'],
        summary: 'Fija los roles del usuario (asigna y retira lo que cambie)',
        headers: commandHeaders,
        params: userParams,
        body: assignRolesBody,
        response: commandResponses,
      },
    },
    (req, reply) =>
      sendCommand(
        deps,
        req,
        reply,
        {
          decider: userDecider,
          id: req.params.id,
          streamId: userStream(req.params.id),
          command: { type: 'AssignRoles', data: req.body },
        },
        followAccount(req.params.id),
      ),
  );

  for (const [action, type, summary] of [
    ['deactivate', 'DeactivateUser', 'Desactiva la cuenta: ya no puede iniciar sesión'],
    ['activate', 'ActivateUser', 'Reactiva la cuenta'],
  ] as const) {
    app.post(
      `/api/users/:id/${action}`,
      {
        config: { access },
        schema: {
          tags: ['users'],
          summary,
          headers: commandHeaders,
          params: userParams,
          response: commandResponses,
        },
      },
      (req, reply) =>
        sendCommand(
          deps,
          req,
          reply,
          {
            decider: userDecider,
            id: req.params.id,
            streamId: userStream(req.params.id),
            command: { type, data: {} },
          },
          followAccount(req.params.id),
        ),
    );
  }
};
