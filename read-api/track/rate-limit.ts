import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendProblem } from '../../infra/http/problem';

// The tracking page is public and a code is its only secret: lookups are limited per client address
// (`req.ip`, which only the gateway sets), misses and hits alike, so codes cannot be tried quickly.
// 31^12 codes at 60 a minute is no search at all. Counted in this process's memory (@fastify/rate-limit's
// local store, a bounded LRU), as the password-reset limit is: N read-api instances allow N times it.

export interface TrackingLimit {
  max: number;
  windowMs: number;
}

export const TRACKING_LIMIT: TrackingLimit = { max: 60, windowMs: 60 * 1000 };

/** The preHandler of GET /api/track/:trackingCode: 429 problem+json with Retry-After past the limit. */
export async function trackingLookupLimit(app: FastifyInstance, limit: TrackingLimit = TRACKING_LIMIT) {
  await app.register(rateLimit, { global: false });
  const check = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.windowMs,
    keyGenerator: (req) => `track|${req.ip}`,
  });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const outcome = await check(req);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    const seconds = Math.max(1, outcome.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    return sendProblem(
      reply,
      problem(
        429,
        'TRACKING.TOO_MANY_REQUESTS',
        `Demasiadas consultas de seguimiento. Intenta de nuevo en ${seconds} s.`,
      ),
    );
  };
}
