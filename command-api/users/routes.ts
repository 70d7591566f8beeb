import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  assignRolesBody,
  createUserBody,
  CreatedUserAnswer,
  userDecider,
  userParams,
  userStream,
  type UserCommand,
} from '../../domain/users';
import { commandHeaders, commandResponses } from '../schemas';
import type { AccountCheck } from '../../infra/http/auth';
import { newTemporaryPassword } from '../../infra/auth/passwords';
import type { CommandBody } from '../../application/handler';
import { commandContext, sendCommand, type CommandDeps } from '../send-command';
import { registerAccount, type Identity } from '../auth';

// Administering accounts (the users screen). Listing them is the read-api's job.
export const usersRoutes: FastifyPluginAsyncZod<CommandDeps & { accounts: AccountCheck; identity: Identity }> = async (
  app,
  deps,
) => {
  const access = 'manage-users' as const;
  const { accounts, identity } = deps;
  // This process's own tokens follow the change before the answer; other processes within their refresh.
  const followAccount = (id: string) => ({
    after: async () => void (accounts !== 'trust-token' && (await accounts.changed(id))),
  });
  const toUser = (req: FastifyRequest, reply: FastifyReply, id: string, command: CommandBody<UserCommand>) =>
    sendCommand(deps, req, reply, { decider: userDecider, id, streamId: userStream(id), command }, followAccount(id));

  // Issue 43: the admin or owner creates an account with its roles; the server makes a temporary
  // password, answered this once (only its hash is kept), which the account changes at its first sign-in.
  // The email is reserved as a registration's is (409 when taken); only the owner gives the owner role.
  app.post(
    '/api/users',
    {
      config: { access },
      schema: {
        tags: ['users'],
        summary: 'Crea un usuario con sus roles y una contraseña temporal que cambiará al entrar',
        headers: commandHeaders,
        body: createUserBody,
        response: { ...commandResponses, 201: CreatedUserAnswer },
      },
    },
    async (req, reply) => {
      const temporaryPassword = newTemporaryPassword();
      const { name, email, roles } = req.body;
      const registration = { name, email, roles, password: temporaryPassword, mustChangePassword: true };
      const { user, appended } = await registerAccount(identity, registration, commandContext(req));
      return reply.code(201).send({
        id: user.userId,
        streamId: userStream(user.userId),
        revision: Number(appended?.revision ?? 0n),
        position: appended?.position ?? null,
        temporaryPassword,
      });
    },
  );

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
