import { collectDefaultMetrics, Registry } from 'prom-client';

// The process's one registry (prom-client's global one is left alone, so a library that registers
// there cannot collide with ours): every series Flora exports is registered here, under `flora_`.
// Node's own figures (CPU, memory, event-loop lag, GC, handles) come with it, once per process.

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'flora_' });

/** Prometheus' text exposition format, as scrapers ask for it. */
export const METRICS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** The registry as text. Every collector here catches its own failure (prom-client would refuse the whole answer). */
export const metricsText = (): Promise<string> => registry.metrics();

/** A label value kept to a bounded set: past `max` distinct values, the rest read `other`. */
export function boundedLabel(max: number): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= max) return 'other';
    seen.add(value);
    return value;
  };
}
