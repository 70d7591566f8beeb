import type { Kysely } from 'kysely';
import { DomainError, type Command, type Decider, type DomainEvent } from '../domain/shared';
import type { AppDatabase } from '../infra/db/app-tables';
import type { EventStore } from '../infra/event-store/port';
import type { CommandBody, CommandContext, CommandHandler, CommandOutcome } from './handler';
import { requestHash, type CommandResults } from './idempotency';

// A counter sale is several commands on several streams (the units, the register, the sale), each
// named by an id derived from the sale's. Each is sent here exactly once, its answer kept in
// command_results under that id like an Idempotency-Key's — the protocol the reactor engine's
// ExactlyOnce follows (reactors/engine/exactly-once.ts). So a retried sale, or the reactor
// following the sale afterwards, finds each step answered and sends nothing again: sent again, a
// movement would be decided on today's stock (the units it took are gone) and refused.

/** The reactor that follows counter sales: the route's stock steps are kept under its name, so it finds them. */
export const COUNTER_SALE_STOCK = 'counter-sale-stock';
/** What the route's other steps (register, sale) are kept under. */
export const COUNTER_SALE_STEPS = 'counter-sale';

export interface OnceDeps {
  handler: CommandHandler;
  results: CommandResults;
  store: EventStore;
  db: Kysely<AppDatabase>;
}

export type Landing = { landed: 'now' | 'before'; outcome: CommandOutcome } | { refused: DomainError };

/** The hash ExactlyOnce keeps a reactor's command under (same name, actor, id and stream ⇒ same hash). */
export const onceHash = (name: string, userId: string, commandId: string, streamId: string) =>
  requestHash({ method: 'REACTOR', path: name, userId, body: { commandId, streamId } });

/** The ids among these whose command has landed and been answered (one round trip for a whole sale). */
export async function answered(db: Kysely<AppDatabase>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('command_results')
    .select('command_id')
    .where('command_id', 'in', ids)
    .where('revision', '!=', '')
    .execute();
  return new Set(rows.map((r) => r.command_id));
}

/**
 * Sends one step once. With Postgres the key's check, the append and the kept answer are one
 * round trip (handleOnce); otherwise claim, send, record. A refusal keeps nothing (the step may be
 * sent again once the reason is gone) and is returned, not thrown: the caller puts things back.
 */
export async function sendOnce<C extends Command, E extends DomainEvent, S>(
  deps: OnceDeps,
  name: string,
  decider: Decider<C, E, S>,
  streamId: string,
  command: CommandBody<C>,
  context: CommandContext,
): Promise<Landing> {
  const { handler, results } = deps;
  const { commandId } = context;
  const hash = onceHash(name, context.actor.userId, commandId, streamId);
  const recall = async (kept: { streamId: string; answer?: { revision: bigint; position: string | null } }) =>
    kept.answer && {
      landed: 'before' as const,
      outcome: await handler.recall(kept.streamId, kept.answer.revision, kept.answer.position, commandId),
    };
  if (handler.keepsAnswers) {
    try {
      const sent = await handler.handleOnce(decider, streamId, command, context, hash);
      if ('kept' in sent) {
        const before = await recall(sent.kept);
        if (before) return before;
        // Claimed by the reactor's older three-step path and not answered: its events tell.
        return (await inStream(deps, streamId, commandId, hash)) ?? refusedAsBusy();
      }
      if (!sent.answerKept) await results.complete(commandId, hash, sent.outcome);
      return { landed: sent.outcome.appendedNow ? 'now' : 'before', outcome: sent.outcome };
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      // Decided on today's state, but it may have landed before (a concurrent retry of this sale).
      const kept = await results.find(commandId);
      return (kept && (await recall(kept))) ?? { refused: err };
    }
  }
  const claim = await results.claim(commandId, hash, streamId);
  if (claim !== 'claimed') {
    const before = (await recall(claim)) ?? (await inStream(deps, streamId, commandId, hash));
    if (before) return before;
  }
  try {
    const outcome = await handler.handle(decider, streamId, command, context);
    await results.complete(commandId, hash, outcome);
    return { landed: outcome.appendedNow ? 'now' : 'before', outcome };
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    if (claim === 'claimed') await results.release(commandId);
    return { refused: err };
  }
}

/** The events a step appended, if it did (read only when a claim was left without an answer). */
async function inStream(
  deps: OnceDeps,
  streamId: string,
  commandId: string,
  hash: string,
): Promise<Landing | undefined> {
  const mine = (await deps.store.readStream(streamId)).filter((e) => e.metadata.commandId === commandId).at(-1);
  if (!mine) return undefined;
  const outcome = {
    streamId,
    revision: mine.revision,
    position: mine.position,
    appendedByThisCommand: true,
    appendedNow: false,
  };
  await deps.results.complete(commandId, hash, outcome);
  return { landed: 'before', outcome };
}

const refusedAsBusy = (): Landing => ({
  refused: new DomainError(
    'POS.STEP_BUSY',
    'concurrency',
    'La venta se está registrando en otra solicitud; reintente.',
  ),
});
