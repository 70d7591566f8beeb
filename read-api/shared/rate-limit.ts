import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendProblem } from '../../infra/http/problem';

// A per-client limit for a public lookup (the tracking page, Flora Bot): counted in this process's
// memory (@fastify/rate-limit's local store, a bounded LRU), as the password-reset limit is, so N
// read-api instances allow N times it. Past it: 429 problem+json with Retry-After, before any query.

export interface RequestLimit {
  max: number;
  windowMs: number;
}

export interface LimitWording {
  /** The bucket a request counts in (`req.ip` is the gateway's word for the client's address). */
  key: (req: FastifyRequest) => string;
  code: string;
  message: (seconds: number) => string;
}

/** A preHandler refusing requests past `limit` per key. */
export async function requestLimit(app: FastifyInstance, limit: RequestLimit, wording: LimitWording) {
  await app.register(rateLimit, { global: false });
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: wording.key });
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const outcome = await check(req);
    if (outcome.isAllowed || !outcome.isExceeded) return;
    const seconds = Math.max(1, outcome.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    return sendProblem(reply, problem(429, wording.code, wording.message(seconds)));
  };
}
