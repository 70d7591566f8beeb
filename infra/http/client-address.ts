import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

// Who the caller is (req.ip, what the login throttle keys on) must not be a header anyone on the
// machine can write. The gateway of `npm start` overwrites X-Forwarded-For with the address of
// the socket it accepted and proves itself with a per-launch secret (FLORA_GATEWAY_SECRET); the
// APIs believe the forwarded address only beside that proof, else req.ip is their own socket's peer.

/** The header the gateway sends the secret in; never seen by handlers or logs past the check. */
export const GATEWAY_HEADER = 'x-flora-gateway';

/**
 * Fastify's `trustProxy` for both APIs: the peer of the socket (hop 0) is the gateway, so the address
 * it forwarded is the caller; only once useClientAddress has vouched for it, else nothing is forwarded.
 */
export const trustGatewayHop = (_address: string, hop: number): boolean => hop === 0;

// Everything Fastify derives req.ip, req.hostname or req.protocol from when it trusts a proxy.
const FORWARDED = ['x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded'] as const;

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether a request carries the gateway's secret; compared in constant time (equal-length digests). */
export function fromGateway(sent: string | string[] | undefined, secret: string | undefined): boolean {
  if (!secret || typeof sent !== 'string') return false;
  return timingSafeEqual(digest(sent), digest(secret));
}

/** Drops forwarded-address headers the gateway did not vouch for, so req.ip is the socket's peer. */
export function useClientAddress(app: FastifyInstance, secret: string | undefined): void {
  app.addHook('onRequest', async (req) => {
    // The raw headers: req.ip reads them through proxy-addr, not through req.headers.
    const headers = req.raw.headers;
    const vouched = fromGateway(headers[GATEWAY_HEADER], secret);
    delete headers[GATEWAY_HEADER];
    if (!vouched) for (const header of FORWARDED) delete headers[header];
  });
}
