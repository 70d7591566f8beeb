import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Histogram } from 'prom-client';
import { z } from 'zod';
import type { EventStore } from '../event-store/port';
import { fileAnswer } from '../http/answers';
import { positionRefusal } from '../http/positions';
import { problem, sendProblem } from '../http/problem';
import { METRICS_INSIDE } from './ports';
import { METRICS_CONTENT_TYPE, metricsText, registry } from './registry';

// Per route of each API: requests, server errors and latency, labelled by the route's pattern
// (`/api/orders/:id`, never the URL asked for, so an id cannot make a series of its own) and the
// status class. And `/metrics`, the part's own scrape target on its own port.

const labelNames = ['service', 'method', 'route', 'status_class'] as const;
const minPositionQuery = { minPosition: z.string().max(200).optional() };

const requests = new Counter({
  name: 'flora_http_requests_total',
  help: 'Requests answered, by part, method, route pattern and status class (2xx, 4xx…)',
  labelNames,
  registers: [registry],
});
const errors = new Counter({
  name: 'flora_http_request_errors_total',
  help: 'Requests answered with a 5xx (the contract allows none), by part, method and route pattern',
  labelNames: ['service', 'method', 'route'] as const,
  registers: [registry],
});
const duration = new Histogram({
  name: 'flora_http_request_duration_seconds',
  help: 'Time from the request arriving to its answer sent, by part, method, route pattern and status class',
  labelNames,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** A URL no route matched (404s, probes): one series for all of them. */
const UNMATCHED = '(unmatched)';

/**
 * Whether the request came in through the gateway or the load balancer: the forwarded address
 * survives useClientAddress only beside the balancer's secret. `/metrics` is for a scraper inside
 * the deployment; the gateway does not route it, and a balancer that did (nginx sends everything it
 * does not know to the read-api) must not open it to the internet.
 */
const fromOutside = (req: FastifyRequest) => req.raw.headers['x-forwarded-for'] !== undefined;

export interface MetricsOptions {
  /** The part's name on its series: 'command-api', 'read-api'. */
  service: string;
  /** Judges `?minPosition`, which every GET takes (ARCHITECTURE 7): the figures are now's, past any recorded position. */
  store: Pick<EventStore, 'comparePositions' | 'headPosition'>;
}

/** Counts every answer of the app and serves `/metrics`; install once per app, before its routes. */
export function useMetrics(app: FastifyInstance, { service, store }: MetricsOptions): void {
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      service,
      method: req.method,
      route: req.routeOptions.url ?? UNMATCHED,
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) errors.inc({ service, method: labels.method, route: labels.route });
  });
  app.get(
    '/metrics',
    {
      // No token: the port is the deployment's inside (docs/operations.md, "Metrics").
      config: { access: 'public' },
      schema: {
        tags: ['ops'],
        summary: 'Métricas en formato Prometheus, para el recolector interno (puerto propio, sin la puerta de enlace)',
        security: [],
        querystring: z.strictObject(minPositionQuery),
        response: { 200: fileAnswer('text/plain', 'Las series de este proceso en el formato de texto de Prometheus') },
      },
    },
    async (req, reply) => {
      if (fromOutside(req)) return sendProblem(reply, problem(404, 'NOT_FOUND', METRICS_INSIDE));
      const { minPosition } = req.query as { minPosition?: string };
      const refusal = minPosition === undefined ? undefined : await positionRefusal(store, minPosition);
      return refusal ? sendProblem(reply, refusal) : sendMetrics(reply);
    },
  );
}

/** The process's series as the answer (`/metrics`, and the operators' `/api/metrics`). */
export async function sendMetrics(reply: FastifyReply): Promise<FastifyReply> {
  return reply
    .type(METRICS_CONTENT_TYPE)
    .header('cache-control', 'no-store')
    .send(await metricsText());
}
