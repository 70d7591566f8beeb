import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignRolesBody, userDecider, userParams, userStream } from '../../domain/users';
import { commandHeaders, commandResponses } from '../schemas';
import { sendCommand, type CommandDeps } from '../send-command';

// Administering accounts (the users screen). Listing them is the read-api's job.
export const usersRoutes: FastifyPluginAsyncZod<CommandDeps> = async (app, deps) => {
  const access = 'manage-users' as const;

  app.post('/api/users/:id/roles', {
    config: { access },
    schema: {
      tags: ['users'],
      summary: 'Fija los roles del usuario (asigna y retira lo que cambie)',
      headers: commandHeaders,
      params: userParams,
      body: assignRolesBody,
      response: commandResponses,
    },
  }, (req, reply) =>
    sendCommand(deps, req, reply, { decider: userDecider, streamId: userStream(req.params.id), command: { type: 'AssignRoles', data: req.body } }),
  );

  for (const [action, type, summary] of [
    ['deactivate', 'DeactivateUser', 'Desactiva la cuenta: ya no puede iniciar sesión'],
    ['activate', 'ActivateUser', 'Reactiva la cuenta'],
  ] as const) {
    app.post(`/api/users/:id/${action}`, {
      config: { access },
      schema: { tags: ['users'], summary, headers: commandHeaders, params: userParams, response: commandResponses },
    }, (req, reply) =>
      sendCommand(deps, req, reply, { decider: userDecider, streamId: userStream(req.params.id), command: { type, data: {} } }),
    );
  }
};
