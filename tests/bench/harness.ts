import { startEmbeddedPostgres, type EmbeddedServer } from '../../infra/db/embedded';
import { testEvent } from '../support/events';
import { createScratchDatabase } from '../support/scratch-database';
import type { NewEvent } from '../../infra/event-store/port';

export interface Row {
  figure: string;
  value: string;
  reference: string;
  ratio: string;
  goal: string;
}

let server: EmbeddedServer | undefined;

/** The bench server: DATABASE_URL, or an embedded one of its own; a fresh migrated database. */
export async function benchDatabase(name: string) {
  let admin = process.env.DATABASE_URL;
  if (!admin) {
    server ??= await startEmbeddedPostgres('.data/bench', Number(process.env.BENCH_PG_PORT ?? 54349));
    admin = server.url;
  }
  return createScratchDatabase(admin, `bench_${name}`, 24);
}

export async function stopBenchServer() {
  await server?.stop();
}

/** A typical event: a stock movement's size of payload and full audit metadata. */
export function sampleEvent(i: number): NewEvent {
  return testEvent(
    'MovementRegistered',
    {
      productId: `p-${i % 1000}`,
      quantity: (i % 7) + 1,
      type: 'purchase',
      location: 'bodega-central',
      notes: 'reposición semanal',
    },
    {
      actor: { userId: 'bench-user', roles: ['warehouse'] },
      source: { app: 'bench' },
      occurredAt: new Date(1_700_000_000_000 + i * 1000).toISOString(),
    },
  );
}

/** Runs `work(i)` for i in [0, total) on `concurrency` lanes; returns operations per second. */
export async function rate(total: number, concurrency: number, work: (i: number) => Promise<unknown>): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) await work(next++);
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
export const ratio = (a: number, b: number) => `${(a / b).toFixed(2)}x`;
