import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_SUCCESS,
  AuthMessageAnswer,
  RenewedTokenAnswer,
  sessionParams,
  succeededSaying,
  succeededWith,
  userDecider,
  userStream,
  type UserCommand,
} from '../../domain/users';
import type { AccountCheck } from '../../infra/http/auth';
import type { CommandBody } from '../../application/handler';
import { commandHeaders, commandResponses } from '../schemas';
import { commandContext, sendCommand, type CommandDeps } from '../send-command';
import { asSelf } from './answers';
import { renewSession, type Identity } from './identity';

// The caller's own sessions: sign out here or everywhere, end one from /profile's list, renew the token.
// Each is an event on the account's stream (domain/users/user/sessions.ts).

/** Commands on the caller's own account, and what this process does after one. */
export function ownAccount(identity: Identity, accounts: AccountCheck) {
  // A session this process has just ended stops here before the answer; elsewhere when the projection notifies.
  const follow = async (userId: string) => void (accounts !== 'trust-token' && (await accounts.changed(userId)));
  /** A command on the caller's own account (gone meanwhile: 'no authenticated user'). */
  const onOwnAccount = async (req: FastifyRequest, command: CommandBody<UserCommand>) => {
    const userId = req.principal!.userId;
    const result = await asSelf(identity.handler.handle(userDecider, userStream(userId), command, commandContext(req)));
    await follow(userId);
    return result;
  };
  return { follow, onOwnAccount };
}

export const sessionRoutes: FastifyPluginAsyncZod<{
  identity: Identity;
  accounts: AccountCheck;
  commands: CommandDeps;
}> = async (app, { identity, accounts, commands }) => {
  // Open to every account, a partner's portal account too (issue 45): each acts on its own.
  const signedIn = { access: 'any-account' as const };
  // Signing out and keeping the session alive stay open while a temporary password waits to be changed.
  const beforeChange = { ...signedIn, beforePasswordChange: true };
  const { follow, onOwnAccount } = ownAccount(identity, accounts);

  app.post(
    '/api/auth/logout',
    {
      config: beforeChange,
      schema: {
        tags: ['auth'],
        summary: 'Cierra la sesión de este dispositivo (al instante)',
        response: { 200: AuthMessageAnswer },
      },
    },
    async (req) => {
      await onOwnAccount(req, { type: 'RecordLogout', data: { sessionId: req.principal!.sessionId } });
      return succeededSaying(AUTH_SUCCESS.loggedOut);
    },
  );

  app.post(
    '/api/auth/logout-all',
    {
      config: beforeChange,
      schema: {
        tags: ['auth'],
        summary: 'Cierra la sesión en todos los dispositivos, este incluido',
        response: { 200: AuthMessageAnswer },
      },
    },
    async (req) => {
      await onOwnAccount(req, { type: 'EndSessions', data: {} });
      return succeededSaying(AUTH_SUCCESS.loggedOut);
    },
  );

  app.delete(
    '/api/auth/sessions/:id',
    {
      config: signedIn,
      schema: {
        tags: ['auth'],
        summary: 'Cierra una sesión propia (la lista está en GET /api/auth/sessions)',
        headers: commandHeaders,
        params: sessionParams,
        response: commandResponses,
      },
    },
    (req, reply) => {
      const userId = req.principal!.userId;
      const command = { type: 'EndSessions' as const, data: { sessionIds: [req.params.id] } };
      const toSend = { decider: userDecider, id: req.params.id, streamId: userStream(userId), command };
      return sendCommand(commands, req, reply, toSend, { after: () => follow(userId) });
    },
  );

  app.post(
    '/api/auth/session/renew',
    {
      config: beforeChange,
      schema: {
        tags: ['auth'],
        summary: 'Un token nuevo de la misma sesión (nunca más allá de su fin)',
        response: { 200: RenewedTokenAnswer },
      },
    },
    async (req) => succeededWith({ token: await renewSession(identity, req.principal!) }),
  );
};
