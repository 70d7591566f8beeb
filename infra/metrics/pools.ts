import { Gauge } from 'prom-client';
import type pg from 'pg';
import { registry } from './registry';

// The process's Postgres pools as pg-pool counts them: connections open, idle, and callers waiting
// for one (a pool too small for its load shows as waiting > 0 before it shows as latency).

const pools = new Map<string, pg.Pool>();

const poolGauge = (name: string, help: string, read: (p: pg.Pool) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ['pool'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [label, pool] of pools) {
        // An ended pool (its app closed) is forgotten rather than reported as empty.
        if (pool.ended) pools.delete(label);
        else this.set({ pool: label }, read(pool));
      }
    },
  });

poolGauge('flora_db_pool_connections', 'Connections the pool holds open', (p) => p.totalCount);
poolGauge('flora_db_pool_idle_connections', 'Open connections no caller holds', (p) => p.idleCount);
poolGauge('flora_db_pool_waiting_clients', 'Callers waiting for a connection', (p) => p.waitingCount);
poolGauge('flora_db_pool_max_connections', 'The most connections the pool opens', (p) => p.options.max ?? 10);

/** Reports `pool` as `name` ('primary', 'replica'); a later pool of the same name takes its place. */
export function watchPool(name: string, pool: pg.Pool | undefined): void {
  if (pool) pools.set(name, pool);
}
