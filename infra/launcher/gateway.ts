import proxy from '@fastify/http-proxy';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { BODY_LIMIT, refuseLargeBodies } from '../http/body-limit';
import { GATEWAY_HEADER } from '../http/client-address';
import { problem, sendProblem, toProblem, useProblemJson, type Problem } from '../http/problem';
import { useSecurityHeaders } from '../http/security-headers';
import { serveMergedDocs } from './api-docs';
import { METRICS_INSIDE } from '../metrics/ports';
import { Balancer, type Upstream } from './balancer';

// One origin for the browser: commands (POST/PUT/PATCH/DELETE) go to the command-apis, reads,
// the websocket and the built app go to the read-apis, each side round-robin over its instances
// (`npm run cluster` runs two of each). In production a load balancer does this.
export type { Upstream };
export interface Upstreams {
  command: readonly Upstream[];
  read: readonly Upstream[];
}

export interface GatewayOptions {
  /** Sent to both APIs with every request: their proof that X-Forwarded-For is the gateway's word. */
  secret: string;
  /** Answers /api/health for the whole shop (see health.ts); without it the command-api answers. */
  health?: () => Promise<{ code: number; body: unknown }>;
}

// The OpenAPI document and the health check are the command-api's.
const COMMAND_READS = /^\/api\/(docs|health)(\/|\?|$)/;
// The operators' data management (issue 20: retry, rebuild, time travel) writes no events: it works
// on the read models, in the read-api, which also pushes the rebuilds' progress over the websocket.
// Flora Bot (issue 22) answers from the read models too: its POSTs are questions, not commands.
const READ_SIDE_WRITES = /^\/api\/(ops|bot)\//;
const isCommand = (method: string, url: string) =>
  (!['GET', 'HEAD', 'OPTIONS'].includes(method) && !READ_SIDE_WRITES.test(url)) || COMMAND_READS.test(url);

// Hop-by-hop headers describe one connection, not the message: passing the APIs' `keep-alive:
// timeout=72` on made browsers reuse sockets the gateway had already closed (ECONNRESET).
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'expect',
];
// What a caller may say about where it came from: only the gateway says that (client-address.ts).
const CALLER_CLAIMS = [
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'forwarded',
  'x-real-ip',
  GATEWAY_HEADER,
];
// The websocket handshake belongs to each side's own connection; the ws client writes its own.
const HANDSHAKE = /^(sec-websocket-|host$|content-length$)/;

function without(headers: IncomingHttpHeaders, names: string[]): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of names) delete kept[name];
  return kept;
}

/** The caller's headers as the APIs get them: the address is the socket's, overwritten, never appended to. */
function toUpstream(
  req: Pick<FastifyRequest, 'method' | 'socket'>,
  headers: IncomingHttpHeaders,
  secret: string,
): IncomingHttpHeaders {
  // Fastify reads no body on a GET or HEAD, so none goes on: a length would promise bytes that never come.
  const bodiless = req.method === 'GET' || req.method === 'HEAD' ? ['content-length'] : [];
  return {
    ...without(headers, [...HOP_BY_HOP, ...CALLER_CLAIMS, ...bodiless]),
    'x-forwarded-for': req.socket.remoteAddress ?? '',
    // The host the caller addressed: the read-api compares a websocket's Origin with it.
    'x-forwarded-host': headers.host ?? '',
    [GATEWAY_HEADER]: secret,
  };
}

/** Refused: nothing reached the part (it is down or restarting), so another instance may take it. */
function refused(error: Error): boolean {
  const code = (error.cause as { code?: string } | undefined)?.code ?? (error as { code?: string }).code ?? '';
  return ['ECONNREFUSED', 'ENOTFOUND', 'UND_ERR_CONNECT_TIMEOUT'].includes(code);
}

function upstreamFailed(reply: FastifyReply, error: Error): void {
  // Refused: the part is (re)starting; the supervisor brings it back within seconds.
  // Cut off mid-way: the command may have been applied, so only the caller (with its key) may resend.
  const answer: Problem = refused(error)
    ? {
        ...problem(
          503,
          'UPSTREAM_DOWN',
          'El servicio se está reiniciando o no está disponible; vuelve a intentarlo en unos segundos.',
        ),
        title: 'Servicio no disponible',
      }
    : {
        ...problem(
          502,
          'UPSTREAM_FAILED',
          'El servicio dejó de responder a mitad de la solicitud; vuelve a intentarlo (con la misma Idempotency-Key, si la enviaste).',
        ),
        title: 'Puerta de enlace incorrecta',
      };
  if (refused(error)) reply.header('retry-after', '1');
  sendProblem(reply, answer);
}

// Bodies are read whole before they are forwarded: streamed, an API's early answer cut the upload
// off mid-way and reached the caller as a 502 on a reset connection. The gateway's limit is the
// APIs' own (body-limit.ts), so no body it forwards is one an API refuses for its size: anything
// over it is the gateway's 413, before it reads a byte of it.

export async function startGateway(
  port: number,
  host: string,
  up: Upstreams,
  options: GatewayOptions,
): Promise<FastifyInstance> {
  // A URL the router cannot decode (`%ZZ`) is refused here, in the same problem+json as the rest.
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT,
    frameworkErrors: (err, _req, reply) => sendProblem(reply, toProblem(err)),
  });
  useProblemJson(app);
  refuseLargeBodies(app);
  // Its own answers (503 while a part restarts, 413, /api/health) carry the APIs' headers too.
  await useSecurityHeaders(app);
  // The bytes as sent, whatever their type: checking them is the APIs' work.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  const sides = { command: new Balancer(up.command), read: new Balancer(up.read) };
  const sideOf = (req: Pick<FastifyRequest, 'method' | 'url'>) =>
    isCommand(req.method, req.url) ? sides.command : sides.read;
  serveMergedDocs(app, sides);
  app.all('/metrics', async (_req, reply) => sendProblem(reply, problem(404, 'NOT_FOUND', METRICS_INSIDE))); // each part's own port only
  if (options.health) {
    const health = options.health;
    app.get('/api/health', async (_req, reply) => {
      const { code, body } = await health();
      return reply.code(code).header('cache-control', 'no-store').send(body);
    });
  }
  await app.register(proxy, {
    upstream: '',
    websocket: true,
    proxyPayloads: false,
    // The body goes on as the bytes received, under the caller's own Content-Type. An instance that
    // refuses the connection never saw the request: it goes to the side's next instance.
    handler: (req, reply, dest, replyOptions) => {
      const body = Buffer.isBuffer(req.body) ? req.body : undefined;
      const contentType = req.headers['content-type'] ?? 'application/octet-stream';
      const side = sideOf(req);
      const send = (origin: string, tried: Set<string>): void =>
        void reply.from(dest, {
          ...replyOptions,
          ...(body ? { body, contentType } : {}),
          getUpstream: () => origin,
          onError: (_reply, { error }) => {
            if (refused(error)) {
              side.refused(origin);
              const next = side.pick(tried);
              if (next) return send(next, tried.add(next));
            }
            upstreamFailed(reply, error);
          },
        });
      // http-proxy asked getUpstream already (below) and hands its pick on.
      const first = replyOptions.getUpstream!(req, '');
      return send(first, new Set([first]));
    },
    replyOptions: {
      getUpstream: (req) => sideOf(req).pick()!,
      rewriteRequestHeaders: (req, headers) => toUpstream(req, headers, options.secret),
      rewriteHeaders: (headers) => without(headers, HOP_BY_HOP),
      // A status the API chose (503 READ_MODEL_BEHIND included) is the caller's to see, not to retry here.
      retryDelay: () => null,
    },
    // http-proxy calls this (its types leave it out) for the handshake it sends the read-api.
    wsClientOptions: {
      rewriteRequestHeaders: (headers: IncomingHttpHeaders, req: FastifyRequest) => ({
        ...headers,
        ...Object.fromEntries(
          Object.entries(toUpstream(req, req.headers, options.secret)).filter(([name]) => !HANDSHAKE.test(name)),
        ),
      }),
    } as object,
  });
  await app.listen({ port, host });
  return app;
}
