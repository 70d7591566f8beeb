import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Command, Decider, DomainEvent } from '../domain/shared';
import { illegalState } from '../domain/shared';
import type { CommandBody, CommandContext, CommandHandler, CommandOutcome } from './handler';
import { requestHash, type CommandResults } from './idempotency';

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
  toSend: CommandToSend<C, E, S>,
  { context = commandContext(req), after }: SendOptions = {},
) {
  const outcome = context.keyed
    ? await sendOnce(deps, req, context, toSend)
    : await deps.handler.handle(toSend.decider, toSend.streamId, toSend.command, context);
  await after?.();
  // A keyed repeat answers as the first request did; any other request says whether it appended.
  const appended = context.keyed ? outcome.appendedByThisCommand : outcome.appendedNow;
  return reply.code(appended ? 201 : 200).send({
    id: toSend.id,
    streamId: outcome.streamId,
    revision: Number(outcome.revision),
    position: outcome.position,
  });
}

const keyReused = () =>
  illegalState(
    'IDEMPOTENCY_KEY_REUSED',
    'Esta Idempotency-Key ya se usó con otra solicitud; envía el comando nuevo con otra clave.',
  );

async function sendOnce<C extends Command, E extends DomainEvent, S>(
  { handler, results }: CommandDeps,
  req: FastifyRequest,
  context: CommandContext,
  toSend: CommandToSend<C, E, S>,
): Promise<CommandOutcome> {
  const path = req.url.split('?')[0] ?? req.url;
  const hash = requestHash({
    method: req.method,
    path,
    userId: context.actor.userId,
    body: req.body ?? null,
  });
  const claim = await results.claim(context.commandId, hash, toSend.streamId);
  if (claim !== 'claimed') {
    if (claim.requestHash !== hash) throw keyReused();
    if (claim.answer)
      return handler.recall(claim.streamId, claim.answer.revision, claim.answer.position, context.commandId);
  }
  let outcome: CommandOutcome;
  try {
    outcome = await handler.handle(toSend.decider, toSend.streamId, toSend.command, context);
  } catch (err) {
    if (claim === 'claimed') await results.release(context.commandId);
    throw err;
  }
  const kept = await results.complete(context.commandId, hash, outcome);
  if (kept.requestHash !== hash || !kept.answer) throw keyReused();
  const same = kept.answer.revision === outcome.revision && kept.answer.position === outcome.position;
  return same ? outcome : handler.recall(kept.streamId, kept.answer.revision, kept.answer.position, context.commandId);
}
