import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { refuseLargeBodies } from './body-limit';
import { problem, sendProblem, toProblem } from './problem';

// The edge of both APIs: what no route may receive, checked once for every route (public ones,
// those added later, the 404s), before authorization and before any schema. A header that ends up
// in an event's metadata, or a NUL that Postgres refuses in text and jsonb, would otherwise reach
// the event store or a query and fault a projection or answer 500.

export const TEXT_NOT_ALLOWED = 'El texto contiene caracteres no permitidos (NUL o sustitutos sueltos).';
export const NO_BODY = 'Esta operación no lleva cuerpo.';

/** What a client may send to a route that takes no body: nothing, or an empty JSON object. */
const isEmptyBody = (body: unknown) =>
  body === undefined ||
  body === null ||
  body === '' ||
  (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0);

const isUuid = (v: string) => z.uuid().safeParse(v).success;
/** Printable ASCII: what a header can carry without the reader guessing an encoding. */
const printable = (min: number, max: number) => (v: string) =>
  v.length >= min && v.length <= max && /^[\x20-\x7e]*$/.test(v);

/**
 * Every request header the servers read: the command context and the token. (Forwarded-address
 * headers are useClientAddress's: dropped unless the gateway vouches for them.)
 */
export const HEADER_RULES: readonly { name: string; valid: (v: string) => boolean; message: string }[] = [
  { name: 'idempotency-key', valid: isUuid, message: 'Idempotency-Key debe ser un UUID.' },
  // A uuid like every other id of the audit trail it becomes part of (every event's correlationId).
  { name: 'x-correlation-id', valid: isUuid, message: 'X-Correlation-Id debe ser un UUID.' },
  {
    name: 'x-device-id',
    valid: printable(1, 128),
    message: 'X-Device-Id debe tener de 1 a 128 caracteres imprimibles.',
  },
  {
    name: 'authorization',
    valid: printable(0, 4096),
    message: 'Authorization debe tener como máximo 4096 caracteres imprimibles.',
  },
];

const refuse = (reply: FastifyReply, errors: { path: string; message: string }[]) =>
  sendProblem(reply, problem(400, 'VALIDATION', errors.map((e) => `${e.path}: ${e.message}`).join('; '), errors));

function badHeaders(req: FastifyRequest) {
  const errors: { path: string; message: string }[] = [];
  for (const rule of HEADER_RULES) {
    const value = req.headers[rule.name];
    if (value === undefined) continue;
    // Node joins repeated x-* headers into one value; only an injected request can carry a list.
    if (typeof value !== 'string' || !rule.valid(value)) errors.push({ path: rule.name, message: rule.message });
  }
  return errors;
}

// No NUL, and no unpaired surrogate (the platform's own test, Node >= 20).
const wellFormed = (s: string) => !s.includes('\u0000') && s.isWellFormed();

/**
 * The path of the first string (or key) holding a NUL or an unpaired surrogate, walked without
 * recursion: a body may be nested as deep as its megabyte allows.
 */
export function firstIllFormedText(value: unknown, root: string): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (!wellFormed(v)) return path;
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const at = path ? `${path}.${key}` : key;
        if (!wellFormed(key)) return at;
        stack.push([child, at]);
      }
    }
  }
  return undefined;
}

/**
 * Fastify's `frameworkErrors` option for both apps: a URL that does not decode ('%D8%00', a lone
 * '%') is refused before routing, where no error handler runs; it gets the same problem+json.
 */
export const edgeFrameworkErrors = (err: FastifyError, _req: FastifyRequest, reply: FastifyReply) =>
  sendProblem(reply, toProblem(err));

/**
 * JSON as Fastify parses it, except that a route declaring no body (a DELETE, an action) takes an
 * empty one as none: clients that always send `Content-Type: application/json` were refused
 * EMPTY_BODY for sending exactly nothing (issue 39). A route with a body still says EMPTY_BODY.
 */
function acceptEmptyBodyWhereNoneIsTaken(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = body.toString();
    if (text === '' && !req.routeOptions.schema?.body) return done(null, undefined);
    json(req, text, done);
  });
}

/** Installed by both apps before authorization and before their routes. */
export function useEdgeChecks(app: FastifyInstance): void {
  refuseLargeBodies(app);
  acceptEmptyBodyWhereNoneIsTaken(app);
  app.addHook('onRequest', async (req, reply) => {
    const errors = badHeaders(req);
    if (errors.length > 0) return refuse(reply, errors);
  });
  // After the body is parsed, before any schema reads it (or a query reaches Postgres).
  app.addHook('preValidation', async (req, reply) => {
    // A route that declares no body takes none: a stray one (say, nested 100,000 deep) would otherwise
    // reach the Idempotency-Key's hash unvalidated.
    if (!req.routeOptions.schema?.body && !isEmptyBody(req.body))
      return refuse(reply, [{ path: '(body)', message: NO_BODY }]);
    const bad =
      firstIllFormedText(req.params, '') ?? firstIllFormedText(req.query, '') ?? firstIllFormedText(req.body, '');
    if (bad !== undefined) return refuse(reply, [{ path: bad || '(body)', message: TEXT_NOT_ALLOWED }]);
  });
}
