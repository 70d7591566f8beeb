import type { FastifyInstance } from 'fastify';
import { requestLimit, type RequestLimit } from '../../shared/rate-limit';

// The tracking page is public and a code is its only secret: lookups are limited per client address,
// misses and hits alike, so codes cannot be tried quickly. 31^12 codes at 60 a minute is no search at all.

export type TrackingLimit = RequestLimit;

export const TRACKING_LIMIT: TrackingLimit = { max: 60, windowMs: 60 * 1000 };

/** The preHandler of GET /api/track/:trackingCode: 429 problem+json with Retry-After past the limit. */
export const trackingLookupLimit = (app: FastifyInstance, limit: TrackingLimit = TRACKING_LIMIT) =>
  requestLimit(app, limit, {
    key: (req) => `track|${req.ip}`,
    code: 'TRACKING.TOO_MANY_REQUESTS',
    message: (seconds) => `Demasiadas consultas de seguimiento. Intenta de nuevo en ${seconds} s.`,
  });
