import type { CommandBody, CommandHandler } from '../../application/handler';
import type { CommandResults } from '../../application/idempotency';
import type { Command, Decider, DomainEvent } from '../../domain/shared';
import type { RecordedEvent } from '../../infra/event-store/port';
import type { EngineDeps } from '../../projections/engine/follower';
import type { ExactlyOnce, Landing } from './exactly-once';
import type { OwedCommand } from './failures';

// A reactor (process manager) follows the event store and sends the commands events owe, each
// exactly once, on the projections' engine (projections/engine/runner.ts): same advisory lock, checkpoint
// row, faulted state, `npm run projections -- status | retry` and /api/ops/projections.
//
// Adding one (orders → stock, deliveries, subscriptions, postings):
//   1. reactors/<what-follows-what>/reactor.ts: `export const myReactor = reactor({ name, what, decider,
//      owedBy })`; `owedBy(event)` answers the commands an event owes ([] for the others), each with
//      `commandIdFor(event.eventId, <name>)` as its id and the event's actor and correlation id;
//   2. add it to reactors/registry.ts: the worker (`npm start`'s projections part) runs it;
//   3. tests start it with `startReactor(deps, myReactor)` and `await runner.caughtUp()`.
// A command the target refuses (a DomainError) is logged and kept in reactor_failures, retried in
// order at each activation; an event `owedBy` cannot read faults the reactor there (retry after a
// fix); anything else (the database went away) is retried from the checkpoint.

/** What the reactor tells: pino's shape (app.log fits). */
export interface ReactorLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ReactorDeps extends EngineDeps {
  handler: CommandHandler;
  results: CommandResults;
  log: ReactorLog;
}

/** A reactor as the engine runs it (build one with `reactor(...)`). */
export interface Reactor {
  readonly name: string;
  /** What one command does, for the log: 'stock movement'. */
  readonly what: string;
  /** Events per batch (default 200). */
  readonly batchSize?: number;
  owedBy(event: RecordedEvent): OwedCommand[];
  /**
   * For events whose refusals are answers (an order's sale refused: another order took the units):
   * what the event owes once its commands have landed or been refused (landings in owedBy's order).
   * Its refusals are then not kept as failures; these follow-ups are (each with an id derived from
   * the event, so a redo after a crash sends nothing twice). Undefined: refusals are kept as usual.
   */
  settle?(event: RecordedEvent, landings: readonly Landing[]): OwedCommand[] | undefined;
  /**
   * Sends one owed command (a new one or a failure read back) through the exactly-once path. `deps`
   * for a reactor whose command needs what only the store knows (the ledger reads the shop's facts).
   */
  send(once: ExactlyOnce, owed: OwedCommand, deps: ReactorDeps): Promise<Landing>;
}

/** A reactor whose commands go to one kind of aggregate (two kinds: two reactors). */
export function reactor<C extends Command, E extends DomainEvent, S>(spec: {
  name: string;
  what: string;
  decider: Decider<C, E, S>;
  owedBy(event: RecordedEvent): OwedCommand<CommandBody<C>>[];
  batchSize?: number;
}): Reactor {
  return {
    name: spec.name,
    what: spec.what,
    batchSize: spec.batchSize,
    owedBy: spec.owedBy,
    // A failure read back from reactor_failures holds what owedBy made for this decider.
    send: (once, owed) => once.send(spec.decider, owed as OwedCommand<CommandBody<C>>),
  };
}
