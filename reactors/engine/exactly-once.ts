import type { CommandBody, CommandHandler, CommandOutcome } from '../../application/handler';
import { requestHash, type CommandResults } from '../../application/idempotency';
import type { Command, Decider, DomainEvent } from '../../domain/shared';
import { DomainError } from '../../domain/shared';
import type { EventStore } from '../../infra/event-store/port';
import type { OwedCommand } from './failures';

// A reactor's command, sent exactly once whatever crashes in between. Its id is derived from the
// event that caused it, and it goes through the Idempotency-Key table like a keyed request:
//   answer recorded            → it landed; nothing to send;
//   claimed without an answer  → a run died mid-command: the target stream tells whether it landed;
//   not claimed                → claim, send, record the answer.
// Checking first matters: sent again, the command would be decided against today's state (the
// units it moved are gone) and refused, or worse, decided anew.

/** The points a crash test stops at: after the claim, after the append, after the answer. */
export type LandingStep = 'claimed' | 'appended' | 'completed';
export type OnLandingStep = (step: LandingStep, owed: OwedCommand) => void | Promise<void>;

export type Landing = { landed: 'now' | 'before'; outcome: CommandOutcome } | { refused: DomainError };

export interface ExactlyOnceDeps {
  handler: CommandHandler;
  results: CommandResults;
  store: EventStore;
}

export class ExactlyOnce {
  constructor(
    private readonly deps: ExactlyOnceDeps,
    private readonly reactor: string,
    private readonly onStep?: OnLandingStep,
  ) {}

  async send<C extends Command, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    owed: OwedCommand<CommandBody<C>>,
  ): Promise<Landing> {
    const { results, handler } = this.deps;
    const hash = requestHash({
      method: 'REACTOR',
      path: this.reactor,
      userId: owed.context.actor.userId,
      body: { commandId: owed.commandId, streamId: owed.streamId },
    });
    const claim = await results.claim(owed.commandId, hash, owed.streamId);
    if (claim !== 'claimed') {
      if (claim.answer)
        return {
          landed: 'before',
          outcome: await handler.recall(claim.streamId, claim.answer.revision, claim.answer.position, owed.commandId),
        };
      const found = await this.inStream(owed.streamId, owed.commandId);
      if (found) {
        await results.complete(owed.commandId, hash, found);
        return { landed: 'before', outcome: found };
      }
    }
    await this.onStep?.('claimed', owed);
    let outcome: CommandOutcome;
    try {
      const context = { commandId: owed.commandId, ...owed.context };
      outcome = await handler.handle(decider, owed.streamId, owed.command, context);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err; // the run stops; the claim stays for the next one to check
      await results.release(owed.commandId);
      return { refused: err };
    }
    await this.onStep?.('appended', owed);
    await results.complete(owed.commandId, hash, outcome);
    await this.onStep?.('completed', owed);
    return { landed: 'now', outcome };
  }

  /** The events this command appended, if it did (read only after a crash left a claim unanswered). */
  private async inStream(streamId: string, commandId: string): Promise<CommandOutcome | undefined> {
    const events = await this.deps.store.readStream(streamId);
    const mine = events.filter((e) => e.metadata.commandId === commandId).at(-1);
    return (
      mine && {
        streamId,
        revision: mine.revision,
        position: mine.position,
        appendedByThisCommand: true,
        appendedNow: false,
      }
    );
  }
}
