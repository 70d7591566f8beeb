import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { userError, USER_MESSAGES } from '../../domain/users';
import { DomainError } from '../../domain/shared';
import { DATABASE_UNAVAILABLE, problem, sendProblem, toProblem } from '../../infra/http/problem';

// The two answer styles of the identity routes: login and register answer in the spec's shape
// ({ success, error }, spec section 7); every other route answers problem+json.

type RouteErrorHandler = (err: FastifyError, req: FastifyRequest, reply: FastifyReply) => unknown;

const validationMessages = (err: FastifyError) =>
  hasZodFastifySchemaValidationErrors(err)
    ? [...new Set(err.validation.map((v) => v.message ?? 'inválido'))].join('; ')
    : undefined;

/** `{ success: false, error }` with the status the problem would have had; `fallback` for the unexpected. */
export function specShapedErrors(fallback: 'AUTH.LOGIN_FAILED' | 'AUTH.REGISTRATION_FAILED'): RouteErrorHandler {
  return (err, req, reply) => {
    const invalid = validationMessages(err);
    if (invalid) return reply.code(400).send({ success: false, error: invalid });
    const p = toProblem(err);
    // The database is down for seconds: not the spec's failure, but the 503 (problem+json, Retry-After) of every route.
    if (p.code === DATABASE_UNAVAILABLE) return sendProblem(reply, p);
    if (p.status >= 500) {
      req.log.error({ err }, 'identity route failed');
      return reply.code(500).send({ success: false, error: USER_MESSAGES[fallback] });
    }
    return reply.code(p.status).send({ success: false, error: p.detail });
  };
}

/** PATCH /api/auth/me: 'Invalid user data' for bad input, 'Failed to update profile' for the rest (spec 8). */
export const profileErrors: RouteErrorHandler = (err, req, reply) => {
  const p = toProblem(err);
  if (p.status >= 500) req.log.error({ err }, 'profile update failed');
  const detail = p.status === 400 ? USER_MESSAGES['USER.INVALID_DATA'] : USER_MESSAGES['USER.UPDATE_FAILED'];
  const code = p.code === 'VALIDATION' ? 'USER.INVALID_DATA' : p.code;
  return sendProblem(reply, problem(p.status, code, detail, p.errors));
};

/** Commands on the caller's own account: an unknown user is the spec's 'No authenticated user found'. */
export async function asSelf<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof DomainError && err.code === 'USER.NOT_FOUND') throw userError('USER.NO_AUTHENTICATED_USER');
    throw err;
  }
}

export function sendTooMany(reply: FastifyReply, retryAfter: number, message: string) {
  reply.header('retry-after', String(retryAfter));
  return sendProblem(reply, problem(429, 'AUTH.TOO_MANY_ATTEMPTS', message));
}
