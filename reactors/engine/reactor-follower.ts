import { CheckpointMoved, ProjectionFault } from '../../projections/batch';
import { advanceCheckpointFrom, insertCheckpoint, type Checkpoint } from '../../projections/checkpoints';
import type { Follower } from '../../projections/follower';
import type { Position, RecordedEvent } from '../../infra/event-store/port';
import { ExactlyOnce, type OnLandingStep } from './exactly-once';
import { clearFailure, listFailures, recordFailure, type OwedCommand } from './failures';
import type { Reactor, ReactorDeps } from './reactor';

/**
 * A reactor as the engine's runner follows it. The checkpoint moves past an event only once all
 * the commands it owes have landed or been kept as failures, so a crash redoes at most that event,
 * and ExactlyOnce makes the redo send nothing twice.
 */
export function reactorFollower(deps: ReactorDeps, reactor: Reactor, onStep?: OnLandingStep): Follower {
  const once = new ExactlyOnce(deps, reactor.name, onStep);
  const { db, log } = deps;

  async function land(owed: OwedCommand): Promise<void> {
    const landing = await reactor.send(once, owed);
    if (!('refused' in landing)) return;
    const { code, message } = landing.refused;
    log.warn(
      { reactor: reactor.name, commandId: owed.commandId, stream: owed.streamId, code },
      `${reactor.what} refused, kept to retry: ${message}`,
    );
    await recordFailure(db, reactor.name, owed, code, message);
  }

  async function retryFailures(signal: AbortSignal): Promise<void> {
    for (const failure of await listFailures(db, reactor.name)) {
      if (signal.aborted) return;
      const landing = await reactor.send(once, failure);
      if ('refused' in landing) {
        await recordFailure(db, reactor.name, failure, landing.refused.code, landing.refused.message);
      } else {
        await clearFailure(db, failure.commandId);
        log.info(
          { reactor: reactor.name, commandId: failure.commandId, attempts: failure.attempts },
          `${reactor.what} landed on retry`,
        );
      }
    }
  }

  function owedBy(event: RecordedEvent): OwedCommand[] {
    try {
      return reactor.owedBy(event);
    } catch (err) {
      throw new ProjectionFault(event, err); // an event it cannot read: a bug to fix, then retry
    }
  }

  return {
    name: reactor.name,
    kind: 'reactor',
    register: async () => void (await insertCheckpoint(db, reactor.name, 'reactor', 1)),
    activate: (_stored, signal) => retryFailures(signal),
    async handle(from, events, signal): Promise<Checkpoint> {
      let at = from;
      let passed = 0;
      const advance = async (position: Position) => {
        if (!(await advanceCheckpointFrom(db, at, position, passed))) throw new CheckpointMoved(reactor.name);
        at = { ...at, position, eventsApplied: at.eventsApplied + BigInt(passed) };
        passed = 0;
      };
      for (const event of events) {
        passed++;
        const owed = owedBy(event);
        if (owed.length === 0) continue;
        if (signal.aborted) throw new Error(`${reactor.name} stopping`);
        for (const command of owed) await land(command);
        await advance(event.position);
      }
      if (passed > 0) await advance(events[events.length - 1]!.position);
      return at;
    },
  };
}
