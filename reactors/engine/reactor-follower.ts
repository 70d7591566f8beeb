import { CheckpointMoved, ProjectionFault } from '../../projections/engine/batch';
import { advanceCheckpointFrom, insertCheckpoint, type Checkpoint } from '../../projections/engine/checkpoints';
import type { Follower } from '../../projections/engine/follower';
import type { DomainError } from '../../domain/shared';
import type { Position, RecordedEvent } from '../../infra/event-store/port';
import { ExactlyOnce, type Landing, type OnLandingStep } from './exactly-once';
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

  /** Keeps a refused command to retry, in order, at each activation. */
  async function keep(owed: OwedCommand, refused: DomainError): Promise<void> {
    log.warn(
      { reactor: reactor.name, commandId: owed.commandId, stream: owed.streamId, code: refused.code },
      `${reactor.what} refused, kept to retry: ${refused.message}`,
    );
    await recordFailure(db, reactor.name, owed, refused.code, refused.message);
  }

  async function land(owed: OwedCommand): Promise<void> {
    const landing = await reactor.send(once, owed, deps);
    if ('refused' in landing) await keep(owed, landing.refused);
  }

  /** The event's commands, then what their landings owe (reactor.settle), or their refusals kept. */
  async function follow(event: RecordedEvent, owed: OwedCommand[]): Promise<void> {
    const landings: Landing[] = [];
    for (const command of owed) landings.push(await reactor.send(once, command, deps));
    let more: OwedCommand[] | undefined;
    try {
      more = reactor.settle?.(event, landings);
    } catch (err) {
      throw new ProjectionFault(event, err);
    }
    if (more) for (const command of more) await land(command);
    else for (const [i, landing] of landings.entries()) if ('refused' in landing) await keep(owed[i]!, landing.refused);
  }

  async function retryFailures(signal: AbortSignal): Promise<void> {
    for (const failure of await listFailures(db, reactor.name)) {
      if (signal.aborted) return;
      const landing = await reactor.send(once, failure, deps);
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
        await follow(event, owed);
        await advance(event.position);
      }
      if (passed > 0) await advance(events[events.length - 1]!.position);
      return at;
    },
  };
}
