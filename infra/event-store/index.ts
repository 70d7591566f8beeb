import type pg from 'pg';
import type { Config } from '../config';
import type { EventStore } from './port';
import { PostgresEventStore } from './postgres/postgres-event-store';
import { withUpcasters, type Upcasters } from './upcast';

export * from './port';
export { eventIdFor, commandIdFor } from './event-id';
export { withUpcasters, upcastEvent, type Upcaster, type Upcasters } from './upcast';

export interface EventStoreOptions {
  /** How long a caught-up subscriber waits between polls when no wake-up comes. */
  pollMs?: number;
  /** Lift old event shapes to current ones on every read (see upcast.ts). */
  upcasters?: Upcasters;
  /** KurrentDB only: 'polling' for servers older than 23.10, which send no caught-up signal. */
  kurrentdbSubscription?: 'native' | 'polling';
}

/**
 * The event store the configuration asks for. `pool` is the Postgres pool of the process: the
 * events live there with the Postgres adapter; with KurrentDB it stays for checkpoints and read
 * models, which are always in Postgres.
 */
export async function createEventStore(
  config: Config,
  pool: pg.Pool,
  options: EventStoreOptions = {},
): Promise<EventStore> {
  const store = await open(config, pool, options);
  return options.upcasters ? withUpcasters(store, options.upcasters) : store;
}

async function open(config: Config, pool: pg.Pool, options: EventStoreOptions): Promise<EventStore> {
  switch (config.eventStore) {
    case 'postgres':
      return new PostgresEventStore(pool, { pollMs: options.pollMs });
    case 'kurrentdb': {
      if (!config.kurrentdbUrl) throw new Error('EVENT_STORE=kurrentdb needs KURRENTDB_URL');
      // Loaded only when asked for: its gRPC client is a sixth of a part's start-up, which a
      // restarted part pays again (the supervisor's restarts are meant to be quick).
      const { KurrentDbEventStore } = await import('./kurrentdb/kurrentdb-event-store');
      return new KurrentDbEventStore(config.kurrentdbUrl, {
        pollMs: options.pollMs,
        subscription: options.kurrentdbSubscription,
      });
    }
  }
}
