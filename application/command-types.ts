import type { Command, DomainEvent } from '../domain/shared';
import { eventIdFor } from '../infra/event-store/event-id';
import type { Actor, KeptAnswer, NewEvent, Position } from '../infra/event-store/port';

// What goes into the command handler and what comes out of it (re-exported by handler.ts).

/** Who sends the command and why; becomes the metadata (audit trail) of every event. */
export interface CommandContext {
  commandId: string;
  correlationId: string;
  actor: Actor;
  deviceId?: string;
  /** The part that sends it, kept as the events' source: 'command-api' unless said (the bot says 'flora-bot'). */
  app?: string;
  /** The event that caused this command (a reactor's); by default the command itself. */
  causationId?: string;
}

export interface CommandOutcome {
  streamId: string;
  revision: bigint; // -1n: the stream has no events
  position: Position | null;
  /** The events at `revision` are this command's: an Idempotency-Key repeat answers as the first did (201). */
  appendedByThisCommand: boolean;
  /**
   * This very call appended them (201). False when it changed nothing, or when its events were in
   * the store already — the same movementId, saleId or returnId sent again — so it answers 200.
   */
  appendedNow: boolean;
}

/** A command as a route sends it: its type and data, one member of the decider's union at a time. */
export type CommandBody<C extends Command> = C extends Command ? Pick<C, 'type' | 'data'> : never;

/** handleOnce's result: the command's outcome, or the answer its Idempotency-Key already had. */
export type OnceOutcome = { outcome: CommandOutcome; answerKept: boolean } | { kept: KeptAnswer };

/** The events a command decided, as the store keeps them: ids from the command id, the audit trail as metadata. */
export function toNewEvent(event: DomainEvent, index: number, context: CommandContext, occurredAt: string): NewEvent {
  return {
    // Derived from the command id: a retried or duplicated command appends nothing new.
    eventId: eventIdFor(context.commandId, index),
    type: event.type,
    data: event.data,
    metadata: {
      commandId: context.commandId,
      correlationId: context.correlationId,
      causationId: context.causationId ?? context.commandId,
      actor: context.actor,
      source: { app: context.app ?? 'command-api', ...(context.deviceId ? { deviceId: context.deviceId } : {}) },
      occurredAt,
      schemaVersion: 1,
    },
  };
}
