import { EventEmitter } from 'node:events';
import type { Position, RecordedEvent } from '../../infra/event-store/port';
import { sleep } from '../../infra/sleep';
import { AdvisoryLock } from './advisory-lock';
import { CheckpointMoved, ProjectionFault } from './batch';
import { clearFault, loadCheckpoint, markFaulted, type Checkpoint } from './checkpoints';
import { lockNameOf, type EngineDeps, type Follower } from './follower';
import type { Projection } from './projection';
import { projectionFollower } from './projection-follower';
import type { RebuildProgress } from './rebuild';

/**
 * The largest live page while a follower is behind (a bulk load, a restart after downtime): a
 * batch's fixed cost (its transaction, a few statements, a notice) spread over more events; the
 * tail window shares pages up to this size between the followers of a process.
 */
export const CATCH_UP_BATCH = 8_000;

/** The engine's dependencies (the name the projections' callers know). */
export type RunnerDeps = EngineDeps;

export interface RunnerOptions {
  batchSize?: number;
  /** Pages grow up to this while behind the head (SubscribeOptions.maxBatchSize); CATCH_UP_BATCH when `batchSize` is not set. */
  maxBatchSize?: number;
  /** How often a standby asks for the lock. */
  lockRetryMs?: number;
  /** How often a faulted runner looks whether an operator retried it (`projections -- retry`). */
  faultPollMs?: number;
  /** After a transient error: wait, then follow again from the checkpoint. */
  retryMs?: number;
  onRebuildProgress?(progress: RebuildProgress): void;
}

export type RunnerState = 'idle' | 'standby' | 'active' | 'faulted' | 'stopped';

/**
 * The one engine that follows the event store, for projections and reactors alike (follower.ts):
 * one active runner per follower across all processes (advisory lock), the others on standby.
 * Events: 'standby' | 'active' | 'faulted' | 'stopped' (and 'state' for each), 'batch' (checkpoint
 * after a batch), 'checkpoint' (also when loaded), 'caught-up' (position), 'fault'
 * (ProjectionFault), 'retry' (a transient error, tried again after `retryMs`), 'resumed' (a fault
 * cleared: it follows again from its checkpoint). 'error' is never emitted.
 *
 * A fault is cleared by the first start of a runner (a restart with new code is a retry) and
 * otherwise only by someone else: `projections -- retry <name>`, a rebuild's switch, or another
 * worker's first start. A faulted runner holds no lock and looks at its row every `faultPollMs`,
 * so a retry needs no restart; it never clears the fault itself, or workers would retry each
 * other's fault in a loop.
 */
export class FollowerRunner extends EventEmitter {
  state: RunnerState = 'idle';
  /** Last committed checkpoint this runner knows of. */
  checkpoint?: Checkpoint;
  protected readonly abort = new AbortController();
  private loop?: Promise<void>;
  /** Set once this runner has been active: only its first activation clears a stored fault. */
  private activated = false;
  private stopSubscription?: () => Promise<void>;

  constructor(
    protected readonly deps: EngineDeps,
    readonly follower: Follower,
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
   * Resolves once the committed checkpoint is at or after `position`: by this runner's batches, or
   * (checked every `pollMs`) by a rebuild that switched in and applied the events itself.
   */
  waitForPosition(position: Position, pollMs = 500): Promise<Checkpoint> {
    const reached = (c: Checkpoint | undefined) =>
      c?.position !== undefined && this.deps.store.comparePositions(c.position, position) >= 0;
    return new Promise((resolve, reject) => {
      const check = (stored?: Checkpoint) => {
        const at = reached(stored) ? stored : this.checkpoint;
        if (reached(at)) done(() => resolve(at!));
        else if (this.state === 'faulted' || this.state === 'stopped')
          done(() => reject(new Error(`${this.follower.name} is ${this.state}`)));
      };
      const poll =
        pollMs > 0
          ? setInterval(() => {
              loadCheckpoint(this.deps.db, this.follower.name).then(check, () => {});
            }, pollMs)
          : undefined;
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
    this.emit(state, this.follower.name);
    this.emit('state', state);
  }

  private async run(): Promise<void> {
    const { signal } = this.abort;
    const { kind, name } = this.follower;
    while (!signal.aborted) {
      if (this.state === 'faulted' && !(await this.untilFaultCleared())) break;
      this.setState('standby');
      const lock = await AdvisoryLock.waitFor(
        this.deps.pool,
        lockNameOf(kind, name),
        this.options.lockRetryMs ?? 500,
        signal,
      );
      if (!lock) break;
      try {
        this.setState('active');
        await this.runWhileLocked(lock);
      } catch (err) {
        // Only transient trouble lands here (faults end the loop): let it pass, then try again.
        if (!signal.aborted) this.emit('retry', err);
        await sleep(this.options.retryMs ?? 1000, signal);
      } finally {
        await lock.release();
      }
    }
  }

  /** Waits, holding nothing, until the stored row is no longer faulted; false when stopped first. */
  private async untilFaultCleared(): Promise<boolean> {
    const { signal } = this.abort;
    while (!signal.aborted) {
      await sleep(this.options.faultPollMs ?? 1000, signal);
      const stored = await loadCheckpoint(this.deps.db, this.follower.name).catch(() => undefined);
      if (stored && stored.status !== 'faulted') {
        this.emit('resumed', stored);
        return true;
      }
    }
    return false;
  }

  private async runWhileLocked(lock: AdvisoryLock): Promise<void> {
    if (!(await this.prepare())) {
      this.setState('faulted');
      return;
    }
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

  /** Registers, clears a fault on the first activation, activates. False when (still) faulted. */
  private async prepare(): Promise<boolean> {
    const { db } = this.deps;
    await this.follower.register();
    if (!this.activated) await clearFault(db, this.follower.name);
    this.activated = true;
    const stored = await loadCheckpoint(db, this.follower.name);
    if (!stored) throw new Error(`no checkpoint row for ${this.follower.name}`);
    if (stored.status === 'faulted') return false;
    await this.follower.activate(stored, this.abort.signal);
    return true;
  }

  /** Follows the store from the stored checkpoint until stopped, moved, faulted or lock lost. */
  private async follow(lock: AdvisoryLock): Promise<'moved' | 'stopped' | 'faulted'> {
    const stored = await loadCheckpoint(this.deps.db, this.follower.name);
    if (!stored) throw new Error(`no checkpoint row for ${this.follower.name}`);
    // Faulted while this runner held the lock (nothing does that today): wait for a retry, not a loop of moves.
    if (stored.status === 'faulted') {
      this.setState('faulted');
      return 'faulted';
    }
    let at = stored;
    this.checkpoint = at;
    this.emit('checkpoint', at);
    const subscription = this.deps.store.subscribeToAll({
      after: at.position,
      batchSize: this.options.batchSize ?? 1000,
      // A caller that sets a page size (a test's tiny batches) asks for growth explicitly.
      maxBatchSize: this.options.maxBatchSize ?? (this.options.batchSize ? undefined : CATCH_UP_BATCH),
      handle: async (events: RecordedEvent[]) => {
        at = await this.follower.handle(at, events, this.abort.signal);
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
      // A follower may give up a batch half-way when told to stop: nothing to report.
      if (this.abort.signal.aborted && !(err instanceof ProjectionFault)) return 'stopped';
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

/** Runs one projection (see FollowerRunner). */
export class ProjectionRunner extends FollowerRunner {
  constructor(
    deps: EngineDeps,
    readonly projection: Projection,
    options: RunnerOptions = {},
  ) {
    super(deps, projectionFollower(deps, projection, options.onRebuildProgress), options);
  }
}
