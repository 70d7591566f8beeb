import { createServer, type Server } from 'node:http';
import type pg from 'pg';
import { problem } from '../http/problem';
import { watchPool } from './pools';
import { metricsPortOf } from './ports';
import { METRICS_CONTENT_TYPE, metricsText } from './registry';
import { observeRunners, type ObservedRunner } from './runners';

// A worker answers no HTTP of its own; for a scraper inside the deployment it serves `/metrics` on
// METRICS_PORT (unset: no listener, as before). `npm start` gives its worker one (the launcher's
// layout); a container needs METRICS_PORT and HOST=0.0.0.0 to be reached.

type Log = (fields: Record<string, unknown>) => void;

/** Observes the worker's runners and pool; serves them on METRICS_PORT when it is set. */
export function serveWorkerMetrics(
  runners: readonly ObservedRunner[],
  pool: pg.Pool,
  host: string,
  log: Log,
): Server | undefined {
  observeRunners(runners);
  watchPool('primary', pool);
  let port: number | undefined;
  try {
    port = metricsPortOf();
  } catch (err) {
    log({ event: 'metrics-unavailable', error: (err as Error).message });
  }
  if (port === undefined) return undefined;
  const server = createServer((req, res) => {
    const answer = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    const path = (req.url ?? '/').split('?')[0];
    if (req.method !== 'GET' || path !== '/metrics') {
      const refused = problem(404, 'NOT_FOUND', 'Este puerto solo sirve GET /metrics.');
      return answer(404, 'application/problem+json', JSON.stringify(refused));
    }
    void metricsText().then((text) => answer(200, METRICS_CONTENT_TYPE, text));
  });
  // A port taken (another worker on the machine) costs the metrics, never the worker.
  server.on('error', (err) => log({ event: 'metrics-unavailable', port, error: err.message }));
  server.listen(port, host, () => log({ event: 'metrics', port }));
  server.unref();
  return server;
}
