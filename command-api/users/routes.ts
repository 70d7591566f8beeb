import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { assignRolesBody, userDecider, userParams, userStream, type UserCommand } from '../../domain/users';
import { commandHeaders, commandResponses } from '../schemas';
import type { AccountCheck } from '../../infra/http/auth';
import type { CommandBody } from '../../application/handler';
import { sendCommand, type CommandDeps } from '../send-command';

// Administering accounts (the users screen). Listing them is the read-api's job.
export const usersRoutes: FastifyPluginAsyncZod<CommandDeps & { accounts: AccountCheck }> = async (app, deps) => {
  const access = 'manage-users' as const;
  const { accounts } = deps;
  // This process's own tokens follow the change before the answer; other processes within their refresh.
  const followAccount = (id: string) => ({
    after: async () => void (accounts !== 'trust-token' && (await accounts.changed(id))),
  });
  const toUser = (req: FastifyRequest, reply: FastifyReply, id: string, command: CommandBody<UserCommand>) =>
    sendCommand(deps, req, reply, { decider: userDecider, id, streamId: userStream(id), command }, followAccount(id));

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
    (req, reply) => toUser(req, reply, req.params.id, { type: 'AssignRoles', data: req.body }),
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
      (req, reply) => toUser(req, reply, req.params.id, { type, data: {} }),
    );
  }
};
