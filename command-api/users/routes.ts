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
import type { CommandBody } from '../../application/handler';
import { sendCommand, type CommandDeps } from '../send-command';
import type { Identity } from '../auth';
import { createUser } from './create-user';

// Administering accounts (the users screen). Listing them is the read-api's job.
export const usersRoutes: FastifyPluginAsyncZod<CommandDeps & { accounts: AccountCheck; identity: Identity }> = async (
  app,
  deps,
) => {
  const access = 'manage-users' as const;
  const { accounts } = deps;
  // This process's own tokens follow the change before the answer; other processes within their refresh.
  const followAccount = (id: string) => ({
    after: async () => void (accounts !== 'trust-token' && (await accounts.changed(id))),
  });
  const toUser = (req: FastifyRequest, reply: FastifyReply, id: string, command: CommandBody<UserCommand>) =>
    sendCommand(deps, req, reply, { decider: userDecider, id, streamId: userStream(id), command }, followAccount(id));

  // Issue 43: the admin or owner creates an account with its roles; the server makes a temporary
  // password (only its hash is kept), handed over by whoever created it and changed at the first sign-in.
  // The email is reserved as a registration's is (409 when taken); only the owner gives the owner role.
  // A repeat with the same Idempotency-Key answers the first 201, password included (create-user.ts).
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
    async (req, reply) => reply.code(201).send(await createUser(deps, req, req.body)),
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
