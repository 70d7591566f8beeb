import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUTH_SUCCESS,
  AuthFailure,
  AuthMessageAnswer,
  changePasswordBody,
  loginBody,
  ProfileAnswer,
  registerBody,
  resetCompleteBody,
  resetRequestBody,
  SessionAnswer,
  sessionUserOf,
  succeededSaying,
  succeededWith,
  updateProfileBody,
} from '../../domain/users';
import type { AccountCheck } from '../../infra/http/auth';
import { commandContext, type CommandDeps } from '../send-command';
import { login, registerUser } from './accounts';
import { ownAccount, sessionRoutes } from './session-routes';
import { deviceOf } from './device';
import { asSelf, profileErrors, sendTooMany, specShapedErrors } from './answers';
import { loadRegistered, openSession, type Identity } from './identity';
import { changePassword, completePasswordReset, requestPasswordReset, TooManyAttempts } from './passwords';
import { registrationLimit } from './register-limit';
import { resetRequestLimit, type ResetLimits } from './reset-limit';

// Sign-in, registration, the caller's own account. Reading the profile (GET /api/auth/me) is the read-api's.
export const authRoutes: FastifyPluginAsyncZod<{
  identity: Identity;
  accounts: AccountCheck;
  commands: CommandDeps;
  resetLimits?: ResetLimits;
  /** Registrations per client address and hour (FLORA_REGISTRATIONS_PER_HOUR). */
  registrationsPerHour?: number;
}> = async (app, { identity, accounts, commands, resetLimits, registrationsPerHour }) => {
  await app.register(rateLimit, { global: false });
  const open = { access: 'public' as const };
  // Open to every account, a partner's portal account too (issue 45): each acts on its own.
  const signedIn = { access: 'any-account' as const };
  const { follow, onOwnAccount } = ownAccount(identity, accounts);
  await app.register(sessionRoutes, { identity, accounts, commands });

  // The spec's path (section 7) and ours answer alike.
  for (const url of ['/api/auth/login', '/api/api/ecommerce/auth/login']) {
    app.post(
      url,
      {
        config: open,
        errorHandler: specShapedErrors('AUTH.LOGIN_FAILED'),
        schema: {
          tags: ['auth'],
          summary: 'Inicia sesión: { success, data: { token, user } }',
          security: [],
          body: loginBody,
          response: { 200: SessionAnswer, 401: AuthFailure, 403: AuthFailure, 429: AuthFailure },
        },
      },
      async (req, reply) => {
        const device = deviceOf(req.headers['user-agent']);
        const outcome = await login(identity, req.body, req.ip, device, commandContext(req));
        if (outcome.ok) return succeededWith({ token: outcome.token, user: outcome.user });
        if (outcome.retryAfter) reply.header('retry-after', String(outcome.retryAfter));
        return reply.code(outcome.status).send({ success: false as const, error: outcome.error });
      },
    );
  }

  app.post(
    '/api/auth/register',
    {
      config: open,
      errorHandler: specShapedErrors('AUTH.REGISTRATION_FAILED'),
      schema: {
        tags: ['auth'],
        summary: 'Registra un cliente y abre su sesión',
        security: [],
        body: registerBody,
        response: { 201: SessionAnswer, 409: AuthFailure, 429: AuthFailure },
      },
      preHandler: await registrationLimit(app, registrationsPerHour),
    },
    async (req, reply) => {
      // Named one by one: a registration from outside never chooses its id or its roles.
      const { name, email, password, firstName, lastName } = req.body;
      const context = commandContext(req);
      const user = await registerUser(identity, { name, email, password, firstName, lastName }, context);
      const session = await openSession(identity, user, deviceOf(req.headers['user-agent']), context);
      return reply.code(201).send(succeededWith(session));
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { ...signedIn, beforePasswordChange: true }, // the one command a temporary password allows
      schema: {
        tags: ['auth'],
        summary: 'Cambia la contraseña propia',
        body: changePasswordBody,
        response: { 200: AuthMessageAnswer },
      },
    },
    async (req, reply) => {
      try {
        await asSelf(changePassword(identity, req.principal!, req.body, commandContext(req)));
        await follow(req.principal!.userId);
      } catch (err) {
        if (err instanceof TooManyAttempts) return sendTooMany(reply, err.retryAfter, err.message);
        throw err;
      }
      return succeededSaying(AUTH_SUCCESS.passwordChanged);
    },
  );

  app.post(
    '/api/auth/password-reset/request',
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Pide restablecer la contraseña (el envío por correo queda fuera de alcance)',
        security: [],
        body: resetRequestBody,
        response: { 200: AuthMessageAnswer },
      },
      preHandler: await resetRequestLimit(app, resetLimits),
    },
    async (req) => {
      // The token is deliberately not in the answer: whoever asks for a reset is not yet proven to own the account.
      await requestPasswordReset(identity, req.body.email, commandContext(req));
      return succeededSaying(AUTH_SUCCESS.resetRequested);
    },
  );

  app.post(
    '/api/auth/password-reset/complete',
    {
      config: open,
      schema: {
        tags: ['auth'],
        summary: 'Fija una contraseña nueva con el token de restablecimiento',
        security: [],
        body: resetCompleteBody,
        response: { 200: AuthMessageAnswer },
      },
    },
    async (req) => {
      await completePasswordReset(identity, req.body, commandContext(req));
      return succeededSaying(AUTH_SUCCESS.passwordUpdated);
    },
  );

  // Issue 14 names the same profile PATCH /api/profile: one handler for both paths.
  for (const path of ['/api/auth/me', '/api/profile'])
    app.patch(
      path,
      {
        config: signedIn,
        errorHandler: profileErrors,
        schema: {
          tags: ['auth'],
          summary: 'Actualiza el perfil propio',
          body: updateProfileBody,
          response: { 200: ProfileAnswer },
        },
      },
      async (req) => {
        await onOwnAccount(req, { type: 'UpdateProfile', data: req.body });
        const user = await loadRegistered(identity, req.principal!.userId, 'USER.NO_AUTHENTICATED_USER');
        return succeededWith({ user: sessionUserOf(user) });
      },
    );
};
