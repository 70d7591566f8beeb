// Where a worker serves `/metrics` (METRICS_PORT; the APIs serve theirs on their own ports). Kept
// apart from the series so the launcher, which only hands the ports out, loads no prom-client.

/** `npm start`'s first worker's port; each further worker of `npm run cluster` takes the next. */
export const DEFAULT_WORKER_METRICS_PORT = 9464;

/** METRICS_PORT as a port number; undefined when unset, blank or 0 (no listener). */
export function metricsPortOf(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const value = env.METRICS_PORT?.trim();
  if (!value || value === '0') return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`METRICS_PORT must be a port number (or 0 for none), got '${value}'`);
  return port;
}

/** The launcher's env for its `slot`-th worker (from 0): METRICS_PORT and the next ports up. */
export function workerMetricsEnv(slot: number, env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  if (env.METRICS_PORT?.trim() === '0') return {};
  const first = metricsPortOf(env) ?? DEFAULT_WORKER_METRICS_PORT;
  return { METRICS_PORT: String(first + slot) };
}

/** Why the gateway answers 404 for `/metrics`: a scraper reads each part on its own port. */
export const METRICS_INSIDE =
  'Las métricas se leen en el puerto de cada parte, dentro del despliegue; no por la puerta de enlace.';
