import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { EventStore, RecordedEvent } from '../../infra/event-store/port';
import type { Checkpoint, FollowerKind } from './checkpoints';

/** What the engine runs on: the lock connections come from the pool, the checkpoints from `db`. */
export interface EngineDeps {
  pool: pg.Pool;
  db: Kysely<AppDatabase>;
  store: EventStore;
}

/**
 * One thing that follows the event store for the runner (runner.ts): a projection writing a read
 * model (projection-follower.ts) or a reactor sending commands (reactors/engine). The runner gives
 * every follower the same advisory lock (`<kind>:<name>`), checkpoint row, faulted state and status.
 */
export interface Follower {
  readonly name: string;
  readonly kind: FollowerKind;
  /** Creates its checkpoint row (and whatever goes with it) when missing; idempotent. */
  register(): Promise<void>;
  /**
   * Once per activation, holding the lock, the stored row not faulted, before the first batch:
   * a projection rebuilds when its version changed; a reactor retries the commands it still owes.
   */
  activate(stored: Checkpoint, signal: AbortSignal): Promise<void>;
  /**
   * Handles the events after `from` and moves the checkpoint; answers the checkpoint after them.
   * Throws ProjectionFault at an event it cannot handle (the follower stops there until retried),
   * CheckpointMoved when the row moved under it, anything else to be retried from the checkpoint.
   */
  handle(from: Checkpoint, events: readonly RecordedEvent[], signal: AbortSignal): Promise<Checkpoint>;
}

export const lockNameOf = (kind: FollowerKind, name: string) => `${kind}:${name}`;
