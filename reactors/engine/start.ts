import { FollowerRunner } from '../../projections/engine/runner';
import type { OnLandingStep } from './exactly-once';
import type { Reactor, ReactorDeps } from './reactor';
import { reactorFollower } from './reactor-follower';

export interface ReactorOptions {
  batchSize?: number;
  /** After an error (the database went away): wait, then resume from the checkpoint. */
  retryMs?: number;
  /** How often a standby instance asks for the lock. */
  lockRetryMs?: number;
  /** Crash tests stop the process at these points. */
  onStep?: OnLandingStep;
}

/** The engine's runner over one reactor, which can also say when it has followed the whole store. */
export class ReactorRunner extends FollowerRunner {
  /**
   * Settles once this runner has followed every event the store holds, those its own commands
   * appended while it followed included (a take recorded after a cancel lands past the first head).
   */
  async caughtUp(): Promise<void> {
    // Its own checkpoints only (no polling of the row): it resolves after this run's activation,
    // so the failures it owes have been retried first.
    for (let head = await this.deps.store.headPosition(); head;) {
      await this.waitForPosition(head, 0);
      const now = await this.deps.store.headPosition();
      if (now === head) return;
      head = now;
    }
  }
}

/** Starts a reactor on the engine (one instance follows at a time; others stand by). */
export const startReactor = (deps: ReactorDeps, reactor: Reactor, options: ReactorOptions = {}) =>
  reactorRunner(deps, reactor, options).start();

/** The runner of a reactor, logging to `deps.log`, not started yet. */
export function reactorRunner(deps: ReactorDeps, reactor: Reactor, options: ReactorOptions = {}): ReactorRunner {
  const runner = new ReactorRunner(deps, reactorFollower(deps, reactor, options.onStep), {
    batchSize: options.batchSize ?? reactor.batchSize ?? 200,
    retryMs: options.retryMs,
    lockRetryMs: options.lockRetryMs ?? 2000,
  });
  const who = { reactor: reactor.name };
  runner.on('active', () => deps.log.info(who, `${reactor.name} reactor following the event store`));
  runner.on('retry', (err: unknown) =>
    deps.log.error({ ...who, err }, `${reactor.name} reactor failed; resuming from its checkpoint`),
  );
  runner.on('fault', (err: Error) =>
    deps.log.error({ ...who, err }, `${reactor.name} reactor faulted: ${err.message}`),
  );
  return runner;
}
