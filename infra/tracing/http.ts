import { context, propagation, ROOT_CONTEXT, SpanKind, trace, type Context, type Span } from '@opentelemetry/api';
import {
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
  ATTR_URL_SCHEME,
} from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { failed } from './spans';
import { floraTracer } from './start';

// A server span per request, named `<METHOD> <route pattern>`, continuing the caller's trace when
// it sends a W3C `traceparent` (the gateway passes it on untouched). Fastify's hooks cannot wrap the
// handler in a context, so each route's handler is wrapped as it is declared: the command it sends,
// and the append under it, see the request's span as theirs. Installed before the routes (onRoute
// sees only those declared after it); off, it installs nothing at all.

const traced = new WeakMap<FastifyRequest, { span: Span; context: Context }>();

export function useTracing(app: FastifyInstance): void {
  const tracer = floraTracer();
  if (!tracer) return;

  app.addHook('onRoute', (route) => {
    const handler = route.handler as (...args: unknown[]) => unknown;
    // A websocket route's handler is called with (socket, request): either way, the request's context.
    route.handler = function (this: unknown, ...args: unknown[]) {
      const active = traced.get(args[0] as FastifyRequest) ?? traced.get(args[1] as FastifyRequest);
      return active ? context.with(active.context, handler, this, ...args) : handler.apply(this, args);
    } as RouteHandlerMethod;
  });

  app.addHook('onRequest', async (request) => {
    // A websocket stays open for hours: it is not one request's span.
    if (request.headers.upgrade) return;
    const route = request.routeOptions.url;
    const parent = propagation.extract(ROOT_CONTEXT, request.headers);
    const span = tracer.startSpan(
      route ? `${request.method} ${route}` : request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          [ATTR_HTTP_REQUEST_METHOD]: request.method,
          [ATTR_URL_PATH]: request.url.split('?', 1)[0],
          [ATTR_URL_SCHEME]: request.protocol,
          ...(route ? { [ATTR_HTTP_ROUTE]: route } : {}),
        },
      },
      parent,
    );
    traced.set(request, { span, context: trace.setSpan(parent, span) });
  });

  app.addHook('onError', async (request, _reply, error) => {
    traced.get(request)?.span.recordException(error);
  });

  app.addHook('onResponse', async (request, reply) => {
    const active = traced.get(request);
    if (!active) return;
    traced.delete(request);
    active.span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, reply.statusCode);
    // A 4xx is the caller's mistake, not the server's: only a 5xx marks the span failed.
    if (reply.statusCode >= 500) failed(active.span, { name: String(reply.statusCode) });
    active.span.end();
  });

  app.addHook('onRequestAbort', async (request) => {
    const active = traced.get(request);
    if (!active) return;
    traced.delete(request);
    failed(active.span, { name: 'aborted', message: 'the client closed the connection' });
    active.span.end();
  });
}
