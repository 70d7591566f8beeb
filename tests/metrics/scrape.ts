import type { FastifyInstance } from 'fastify';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { buildReadApi } from '../../read-api/app';
import { identityConfig } from '../api/identity-support';
import { createTestDatabase } from '../support/database';

// What the metrics suites share: a read-api listening on a port of its own (as a scraper meets it)
// over a fresh database, and Prometheus' text read back into samples.

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of an exposition (`name{a="b",…} value` lines; comments skipped). */
export function parseMetrics(text: string): Sample[] {
  return text.split('\n').flatMap((line) => {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) return [];
    const labels = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1]!, l[2]!]),
    );
    return [{ name: m[1]!, labels, value: Number(m[3]) }];
  });
}

/** GET <base>/metrics over HTTP, as samples. */
export async function scrape(base: string): Promise<Sample[]> {
  const res = await fetch(`${base}/metrics`);
  if (res.status !== 200) throw new Error(`GET ${base}/metrics answered ${res.status}`);
  return parseMetrics(await res.text());
}

/** The value of the one sample named so with these labels (among others), or undefined. */
export function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  return samples.find((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))?.value;
}

export async function openMetricsShop(prefix: string) {
  const database = await createTestDatabase(prefix);
  const store = new PostgresEventStore(database.pool, { pollMs: 50 });
  const { db, pool } = database;
  const read: FastifyInstance = await buildReadApi({
    db,
    store,
    pool,
    config: identityConfig,
    options: { accounts: 'trust-token', consistency: { timeoutMs: 5000, pollMs: 50 } },
  });
  const base = await read.listen({ port: 0, host: '127.0.0.1' });
  return {
    database,
    store,
    read,
    base,
    async close() {
      await read.close();
      await store.close();
      await database.drop();
    },
  };
}
