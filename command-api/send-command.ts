import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Command, Decider, DomainEvent } from '../domain/shared';
import { illegalState } from '../domain/shared';
import type {
  CommandBody,
  CommandContext,
  CommandHandler,
  CommandOutcome,
  DecideAll,
  OnceOutcome,
  StreamToLoad,
} from '../application/handler';
import { requestHash, type CommandResults, type RecordedResult } from '../application/idempotency';

// The glue between a route and the generic handler: request → command context, Idempotency-Key,
// answer { id, streamId, revision, position } with 201 when events were appended and 200 when none
// were. `id` is what the resource's own routes take (a product's uuid, not its stream's name).

export interface CommandDeps {
  handler: CommandHandler;
  results: CommandResults;
}

export interface CommandToSend<C extends Command, E extends DomainEvent, S> {
  decider: Decider<C, E, S>;
  /** The resource's id as its routes take it (answered as `id`). */
  id: string;
  streamId: string;
  command: CommandBody<C>;
}

/** A command deciding on several streams, appended in one transaction (handler.handleAll). */
export interface CommandsToSend<T extends readonly StreamToLoad[] = readonly StreamToLoad[]> {
  id: string;
  streams: readonly [...T];
  decide: DecideAll<T>;
  /** The stream whose revision answers the command (its index in `streams`). */
  answer: number;
}

type ToSend<C extends Command, E extends DomainEvent, S> = CommandToSend<C, E, S> | CommandsToSend;

const answerStream = <C extends Command, E extends DomainEvent, S>(toSend: ToSend<C, E, S>) =>
  'decide' in toSend ? toSend.streams[toSend.answer]!.streamId : toSend.streamId;

/** One command or several streams' decision, with a key's hash (checked and kept in its transaction) or without. */
async function send<C extends Command, E extends DomainEvent, S>(
  handler: CommandHandler,
  toSend: ToSend<C, E, S>,
  context: CommandContext,
  requestHash?: string,
): Promise<OnceOutcome> {
  if ('decide' in toSend)
    return handler.handleAll(toSend.streams, toSend.decide, context, { answer: toSend.answer, requestHash });
  if (requestHash !== undefined)
    return handler.handleOnce(toSend.decider, toSend.streamId, toSend.command, context, requestHash);
  return { outcome: await handler.handle(toSend.decider, toSend.streamId, toSend.command, context), answerKept: false };
}

const outcomeOf = (sent: OnceOutcome) => {
  if ('kept' in sent) throw new Error('a command sent without a key has no kept answer');
  return sent.outcome;
};

/** A command sent without a key (the demo seed, a step of the server's own): its outcome. */
export const sendUnkeyed = async <C extends Command, E extends DomainEvent, S>(
  handler: CommandHandler,
  toSend: ToSend<C, E, S>,
  context: CommandContext,
): Promise<CommandOutcome> => outcomeOf(await send(handler, toSend, context));

const headerValue = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

export function commandContext(req: FastifyRequest): CommandContext & { keyed: boolean } {
  // The route's header schema already refused a key that is not a uuid.
  const key = headerValue(req.headers['idempotency-key'])?.toLowerCase();
  const commandId = key ?? randomUUID();
  // Only a 'public' route (register, public tracking) has no principal; its audit trail says so.
  const principal = req.principal ?? { userId: 'anonymous', roles: [] };
  return {
    commandId,
    keyed: key !== undefined,
    correlationId: headerValue(req.headers['x-correlation-id']) ?? commandId,
    actor: { userId: principal.userId, roles: [...principal.roles] },
    deviceId: headerValue(req.headers['x-device-id']),
  };
}

export interface SendOptions {
  /** The context the route already made (its command id may be part of the command, e.g. a new product's id). */
  context?: CommandContext & { keyed: boolean };
  /** A step once the command has landed, before the answer goes out (so the answer means it is done). */
  after?: () => Promise<void>;
}

export async function sendCommand<C extends Command, E extends DomainEvent, S>(
  deps: CommandDeps,
  req: FastifyRequest,
  reply: FastifyReply,
  toSend: ToSend<C, E, S>,
  options: SendOptions = {},
) {
  const { status, answer } = await commandAnswer(deps, req, toSend, options);
  return reply.code(status).send(answer);
}

/** sendCommand without the reply, for a route that answers more than the command's answer (issue 45). */
export async function commandAnswer<C extends Command, E extends DomainEvent, S>(
  deps: CommandDeps,
  req: FastifyRequest,
  toSend: ToSend<C, E, S>,
  { context = commandContext(req), after }: SendOptions = {},
) {
  const outcome = context.keyed
    ? await sendOnce(deps, req, context, toSend)
    : outcomeOf(await send(deps.handler, toSend, context));
  await after?.();
  // A keyed repeat answers as the first request did; any other request says whether it appended.
  const appended = context.keyed ? outcome.appendedByThisCommand : outcome.appendedNow;
  const answer = {
    id: toSend.id,
    streamId: outcome.streamId,
    revision: Number(outcome.revision),
    position: outcome.position,
  };
  return { status: appended ? (201 as const) : (200 as const), answer };
}

export const keyReused = () =>
  illegalState(
    'IDEMPOTENCY_KEY_REUSED',
    'Esta Idempotency-Key ya se usó con otra solicitud; envía el comando nuevo con otra clave.',
  );

/** What an Idempotency-Key stands for: the same user's same method, path and body. */
export function keyedRequestHash(req: FastifyRequest, context: CommandContext): string {
  const path = req.url.split('?')[0] ?? req.url;
  return requestHash({ method: req.method, path, userId: context.actor.userId, body: req.body ?? null });
}

async function sendOnce<C extends Command, E extends DomainEvent, S>(
  deps: CommandDeps,
  req: FastifyRequest,
  context: CommandContext,
  toSend: ToSend<C, E, S>,
): Promise<CommandOutcome> {
  const hash = keyedRequestHash(req, context);
  return deps.handler.keepsAnswers
    ? sendKeeping(deps, context, toSend, hash)
    : claimSendRecord(deps, context, toSend, hash);
}

/** The key's check, the append and its answer in one round trip (Postgres). */
async function sendKeeping<C extends Command, E extends DomainEvent, S>(
  { handler, results }: CommandDeps,
  context: CommandContext,
  toSend: ToSend<C, E, S>,
  hash: string,
): Promise<CommandOutcome> {
  let sent: OnceOutcome;
  try {
    sent = await send(handler, toSend, context, hash);
  } catch (err) {
    // Refused: the key may have answered before (a repeat decided on today's state), or be another request's.
    const kept = await results.find(context.commandId);
    if (kept && kept.requestHash !== hash) throw keyReused();
    if (kept?.answer) return recallKept(handler, kept, context.commandId);
    throw err;
  }
  if ('kept' in sent) {
    if (sent.kept.requestHash !== hash) throw keyReused();
    return recallKept(handler, sent.kept, context.commandId);
  }
  if (sent.answerKept) return sent.outcome;
  // Nothing appended now (nothing to change, or the events were in the store already): record it.
  return record({ handler, results }, context, hash, sent.outcome);
}

/** Claim the key, send, record the answer: for a store that cannot keep answers beside its events. */
async function claimSendRecord<C extends Command, E extends DomainEvent, S>(
  { handler, results }: CommandDeps,
  context: CommandContext,
  toSend: ToSend<C, E, S>,
  hash: string,
): Promise<CommandOutcome> {
  const claim = await results.claim(context.commandId, hash, answerStream(toSend));
  if (claim !== 'claimed') {
    if (claim.requestHash !== hash) throw keyReused();
    if (claim.answer) return recallKept(handler, claim, context.commandId);
  }
  let outcome: CommandOutcome;
  try {
    outcome = outcomeOf(await send(handler, toSend, context));
  } catch (err) {
    if (claim === 'claimed') await results.release(context.commandId);
    throw err;
  }
  return record({ handler, results }, context, hash, outcome);
}

/** Records the answer unless another request with the key recorded one first: then that one is the answer. */
async function record(
  { handler, results }: CommandDeps,
  context: CommandContext,
  hash: string,
  outcome: CommandOutcome,
): Promise<CommandOutcome> {
  const kept = await results.complete(context.commandId, hash, outcome);
  if (kept.requestHash !== hash || !kept.answer) throw keyReused();
  const same = kept.answer.revision === outcome.revision && kept.answer.position === outcome.position;
  return same ? outcome : recallKept(handler, kept, context.commandId);
}

const recallKept = (handler: CommandHandler, kept: RecordedResult, commandId: string) =>
  kept.answer
    ? handler.recall(kept.streamId, kept.answer.revision, kept.answer.position, commandId)
    : Promise.reject(new Error(`command ${commandId} has no answer to recall`));
