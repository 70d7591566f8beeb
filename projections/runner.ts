import { EventEmitter } from 'node:events';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { EventStore, Position, RecordedEvent } from '../infra/event-store/port';
import { AdvisoryLock, pause } from './advisory-lock';
import { applyOrLocateFault, CheckpointMoved, ProjectionFault } from './batch';
import { clearFault, loadCheckpoint, markFaulted, type Checkpoint } from './checkpoints';
import { prepareProjection } from './generations';
import type { Projection } from './projection';
import { rebuildProjection, type RebuildProgress } from './rebuild';

export interface RunnerDeps {
  pool: pg.Pool;
  db: Kysely<any>;
  store: EventStore;
}

export interface RunnerOptions {
  batchSize?: number;
  /** How often a standby asks for the lock. */
  lockRetryMs?: number;
  onRebuildProgress?(progress: RebuildProgress): void;
}

export type RunnerState = 'idle' | 'standby' | 'active' | 'faulted' | 'stopped';

/**
 * Runs one projection: one active runner per projection across all processes (advisory lock),
 * the others on standby. Events: 'standby' | 'active' | 'faulted' | 'stopped' (and 'state' for
 * each), 'batch' (checkpoint after a commit), 'checkpoint' (also when loaded), 'caught-up'
 * (position), 'fault' (ProjectionFault), 'retry' (a transient error, tried again in a second).
 * 'error' is never emitted: errors are either retried or faults.
 */
export class ProjectionRunner extends EventEmitter {
  state: RunnerState = 'idle';
  /** Last committed checkpoint this runner knows of. */
  checkpoint?: Checkpoint;
  private readonly abort = new AbortController();
  private loop?: Promise<void>;
  private stopSubscription?: () => Promise<void>;

  constructor(
    private readonly deps: RunnerDeps,
    readonly projection: Projection,
    private readonly options: RunnerOptions = {},
  ) {
    super();
  }

  start(): this {
    this.loop ??= this.run();
    return this;
  }

  async stop(): Promise<void> {
    this.abort.abort();
    await this.stopSubscription?.();
    await this.loop;
    if (this.state !== 'faulted') this.setState('stopped');
  }

  /**
   * Resolves once the projection's committed checkpoint is at or after `position`: by this runner's
   * batches, or (checked every `pollMs`) by a rebuild that switched in and applied the events itself.
   */
  waitForPosition(position: Position, pollMs = 500): Promise<Checkpoint> {
    const reached = (c: Checkpoint | undefined) =>
      c?.position !== undefined && this.deps.store.comparePositions(c.position, position) >= 0;
    return new Promise((resolve, reject) => {
      const check = (stored?: Checkpoint) => {
        const at = reached(stored) ? stored : this.checkpoint;
        if (reached(at)) done(() => resolve(at!));
        else if (this.state === 'faulted' || this.state === 'stopped') done(() => reject(new Error(`${this.projection.name} is ${this.state}`)));
      };
      const poll = setInterval(() => {
        loadCheckpoint(this.deps.db, this.projection.name).then(check, () => {});
      }, pollMs);
      const onEvent = () => check();
      const done = (settle: () => void) => {
        clearInterval(poll);
        this.off('checkpoint', onEvent).off('state', onEvent);
        settle();
      };
      this.on('checkpoint', onEvent).on('state', onEvent);
      check();
    });
  }

  private setState(state: RunnerState): void {
    this.state = state;
    this.emit(state, this.projection.name);
    this.emit('state', state);
  }

  private async run(): Promise<void> {
    const { signal } = this.abort;
    while (!signal.aborted && this.state !== 'faulted') {
      this.setState('standby');
      const lock = await AdvisoryLock.waitFor(this.deps.pool, `projection:${this.projection.name}`, this.options.lockRetryMs ?? 500, signal);
      if (!lock) break;
      try {
        this.setState('active');
        await this.runWhileLocked(lock);
      } catch (err) {
        // Only transient trouble lands here (faults end the loop): let it pass, then try again.
        this.emit('retry', err);
        await pause(1000, signal);
      } finally {
        await lock.release();
      }
    }
  }

  private async runWhileLocked(lock: AdvisoryLock): Promise<void> {
    await this.prepare();
    const unlisten = lock.onLost(() => void this.stopSubscription?.());
    try {
      while (!this.abort.signal.aborted && !lock.lost) {
        const outcome = await this.follow(lock);
        if (outcome === 'faulted') return;
      }
    } finally {
      unlisten();
    }
  }

  /** Creates the first generation, rebuilds when the code's version is not the stored one. */
  private async prepare(): Promise<void> {
    const { db } = this.deps;
    await prepareProjection(db, this.projection);
    await clearFault(db, this.projection.name);
    const stored = await loadCheckpoint(db, this.projection.name);
    if (stored && stored.version !== this.projection.version) {
      await rebuildProjection(this.deps, this.projection, {
        onProgress: this.options.onRebuildProgress,
        signal: this.abort.signal,
      });
    }
  }

  /** Follows the store from the stored checkpoint until stopped, moved, faulted or lock lost. */
  private async follow(lock: AdvisoryLock): Promise<'moved' | 'stopped' | 'faulted'> {
    const stored = await loadCheckpoint(this.deps.db, this.projection.name);
    if (!stored) throw new Error(`no checkpoint row for ${this.projection.name}`);
    let at = stored;
    this.checkpoint = at;
    this.emit('checkpoint', at);
    const subscription = this.deps.store.subscribeToAll({
      after: at.position,
      batchSize: this.options.batchSize ?? 1000,
      handle: async (events: RecordedEvent[]) => {
        at = await applyOrLocateFault(this.deps.db, this.projection, at, events);
        this.checkpoint = at;
        this.emit('batch', at);
        this.emit('checkpoint', at);
      },
      onCaughtUp: (position) => this.emit('caught-up', position),
    });
    this.stopSubscription = () => subscription.stop();
    // A stop or a lost lock while the checkpoint was loading found no subscription to stop.
    if (this.abort.signal.aborted || lock.lost) void subscription.stop();
    try {
      await subscription.done;
      return 'stopped';
    } catch (err) {
      return this.afterFailure(err);
    } finally {
      this.stopSubscription = undefined;
    }
  }

  private async afterFailure(err: unknown): Promise<'moved' | 'faulted'> {
    if (err instanceof CheckpointMoved) return 'moved';
    if (err instanceof ProjectionFault && this.checkpoint) {
      await markFaulted(this.deps.db, this.checkpoint, err.event.position, err.message);
      this.setState('faulted');
      this.emit('fault', err);
      return 'faulted';
    }
    throw err;
  }
}
