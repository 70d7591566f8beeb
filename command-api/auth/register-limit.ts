import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Registration is public and each one appends an account: limited per client address (`req.ip`,
// which only the gateway sets), FLORA_REGISTRATIONS_PER_HOUR (default 20). Counted like the reset
// requests (reset-limit.ts): in this process's memory, so N instances allow up to N times as many.

export const REGISTRATIONS_PER_HOUR = 20;

const message = (seconds: number) =>
  `Demasiados registros desde esta dirección. Intenta de nuevo en ${Math.ceil(seconds / 60)} min.`;

/** The preHandler of POST /api/auth/register: 429 in the spec's shape ({ success, error }) with Retry-After. */
export async function registrationLimit(app: FastifyInstance, perHour = REGISTRATIONS_PER_HOUR) {
  const check = app.createRateLimit({
    max: perHour,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (req) => `register|${req.ip}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const outcome = await check(req);
    if (!outcome.isAllowed && outcome.isExceeded) {
      reply.header('retry-after', String(Math.max(1, outcome.ttlInSeconds)));
      return reply.code(429).send({ success: false, error: message(outcome.ttlInSeconds) });
    }
  };
}
