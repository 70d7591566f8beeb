import type { FastifyInstance } from 'fastify';
import { problem, sendProblem } from './problem';

// One body limit from the gateway to the APIs (issue 38). With 8 MB at the gateway and 1 MB at
// the APIs, a body in between crossed the gateway and was refused by the API half-way through:
// Fastify answers a parser's 413 with `Connection: close`, the socket closed on bytes still
// arriving, and the gateway saw a reset instead of the answer (502). Now each server refuses a
// declared length over the limit before reading any of it, on a connection that stays open.

/** Every request body, at the gateway and in both APIs: bytes as sent. */
export const BODY_LIMIT = 1024 * 1024;

// Node drains what the client still sends after the 413 (it must, to read the next request on
// the connection). Above this a client that insists on sending it gets the connection closed.
const DRAIN_LIMIT = 64 * 1024 * 1024;

export const BODY_TOO_LARGE = `El cuerpo de la solicitud es demasiado grande (máximo ${BODY_LIMIT / (1024 * 1024)} MB).`;

/**
 * Refuses a Content-Length over BODY_LIMIT with 413 problem+json before the body is read. A body
 * sent without a length (chunked) is counted by Fastify's own `bodyLimit`, which each server sets
 * to BODY_LIMIT too.
 */
export function refuseLargeBodies(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    const declared = Number(req.headers['content-length']);
    if (!(declared > BODY_LIMIT)) return;
    if (declared > DRAIN_LIMIT) reply.header('connection', 'close');
    return sendProblem(reply, problem(413, 'BODY_TOO_LARGE', BODY_TOO_LARGE));
  });
}
