import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError, type ErrorKind } from '../../domain/shared';
import { ConcurrencyError } from '../event-store/port';
import { AuthError } from '../auth/jwt';
import { isDatabaseUnavailable } from '../db/unavailable';

// RFC 9457 problem+json, one shape for every error of both APIs. Bad input is never a 500.
export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  code: string;
  errors?: { path: string; message: string }[];
}

const STATUS: Record<ErrorKind, number> = {
  validation: 400,
  'not-found': 404,
  'illegal-state': 409,
  concurrency: 409,
  forbidden: 403,
};

const TITLES: Record<number, string> = {
  400: 'Solicitud inválida',
  401: 'No autenticado',
  403: 'Acceso denegado',
  404: 'No encontrado',
  409: 'Conflicto',
  413: 'Cuerpo demasiado grande',
  415: 'Tipo de contenido no admitido',
  429: 'Demasiadas solicitudes',
  500: 'Error interno',
  503: 'Servicio no disponible',
};

export function problem(status: number, code: string, detail: string, errors?: Problem['errors']): Problem {
  return {
    type: `https://flora.example/problems/${code.toLowerCase()}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    errors,
  };
}

/** The database is down or restarting (infra/db/unavailable.ts): a 503 the caller may retry. */
export const DATABASE_UNAVAILABLE = 'DATABASE_UNAVAILABLE';
// The launcher restarts the embedded server after 250 ms and it accepts connections a second or
// two later: asking again sooner only adds load to a server in crash recovery.
const DATABASE_RETRY_AFTER_S = 2;

export function sendProblem(reply: FastifyReply, p: Problem): FastifyReply {
  if (p.code === DATABASE_UNAVAILABLE) reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
  return reply.code(p.status).type('application/problem+json').send(p);
}

export function toProblem(err: unknown): Problem {
  if (err instanceof DomainError) return problem(STATUS[err.kind], err.code, err.message, err.errors);
  if (err instanceof ConcurrencyError) {
    return problem(409, 'CONCURRENCY', 'Otro usuario modificó este registro al mismo tiempo; vuelve a intentarlo.');
  }
  if (err instanceof AuthError) return problem(401, 'UNAUTHENTICATED', err.message);
  // Before the generic 5xx: a lost connection is the database's outage, not a bug of this request.
  if (isDatabaseUnavailable(err)) {
    return problem(
      503,
      DATABASE_UNAVAILABLE,
      'La base de datos no está disponible; inténtalo de nuevo en unos segundos.',
    );
  }
  const e = err as FastifyError;
  if (hasZodFastifySchemaValidationErrors(e)) {
    const errors = e.validation.map((v) => ({
      path:
        String(v.instancePath || '/')
          .replace(/^\//, '')
          .replace(/\//g, '.') || '(body)',
      message: v.message ?? 'inválido',
    }));
    return problem(400, 'VALIDATION', errors.map((x) => `${x.path}: ${x.message}`).join('; '), errors);
  }
  if (e.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return problem(400, 'MALFORMED_JSON', 'El cuerpo no es JSON válido.');
  if (e.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return problem(400, 'EMPTY_BODY', 'El cuerpo está vacío; envía un objeto JSON.');
  if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return problem(413, 'BODY_TOO_LARGE', 'El cuerpo de la solicitud es demasiado grande.');
  if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return problem(415, 'UNSUPPORTED_MEDIA_TYPE', 'Envía el cuerpo como application/json.');
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) {
    return problem(
      e.statusCode,
      e.code ?? 'BAD_REQUEST',
      e.statusCode === 400 ? `Solicitud inválida: ${e.message}` : e.message,
    );
  }
  return problem(500, 'INTERNAL', 'Error interno del servidor.');
}

/** Installs the one central error handler and the not-found answer. */
export function useProblemJson(app: FastifyInstance): void {
  app.setErrorHandler((err, req, reply) => {
    const p = toProblem(err);
    if (p.code === DATABASE_UNAVAILABLE) req.log.warn({ err: String(err) }, 'database unavailable');
    else if (p.status >= 500) req.log.error({ err }, 'unhandled error');
    return sendProblem(reply, p);
  });
  app.setNotFoundHandler((req, reply) =>
    sendProblem(reply, problem(404, 'NOT_FOUND', `No existe ${req.method} ${req.url.split('?')[0]}`)),
  );
}
