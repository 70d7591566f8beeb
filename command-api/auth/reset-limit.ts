import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendTooMany } from './answers';

// Password-reset requests are public and each one appends an event to the account's stream (and,
// once mail exists, sends a mail): limited per email and per client address (`req.ip`, which only
// the gateway sets). Counted in this process's memory (@fastify/rate-limit's local store, bounded
// LRU): with N command-api instances a client gets up to N times the limit — still bounded, and a
// restart forgets the counts. Only well-formed requests count (they run after validation).

export interface ResetLimits {
  perEmail: number;
  perAddress: number;
  windowMs: number;
}

export const RESET_LIMITS: ResetLimits = { perEmail: 3, perAddress: 20, windowMs: 60 * 60 * 1000 };

const message = (seconds: number) =>
  `Demasiadas solicitudes para restablecer la contraseña. Intenta de nuevo en ${Math.ceil(seconds / 60)} min.`;

/**
 * The preHandler of POST /api/auth/password-reset/request: 429 problem+json with Retry-After past
 * either limit. Needs @fastify/rate-limit registered on `app` (authRoutes does).
 */
export async function resetRequestLimit(app: FastifyInstance, limits: ResetLimits = RESET_LIMITS) {
  const common = { timeWindow: limits.windowMs };
  // The address first: a flood over many emails stops there without filling the per-email counts.
  const checks = [
    app.createRateLimit({ ...common, max: limits.perAddress, keyGenerator: (req) => `address|${req.ip}` }),
    app.createRateLimit({
      ...common,
      max: limits.perEmail,
      keyGenerator: (req) =>
        `email|${String((req.body as { email?: unknown }).email ?? '')
          .trim()
          .toLowerCase()}`,
    }),
  ];
  return async (req: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const outcome = await check(req);
      if (!outcome.isAllowed && outcome.isExceeded)
        return sendTooMany(reply, Math.max(1, outcome.ttlInSeconds), message(outcome.ttlInSeconds));
    }
  };
}
