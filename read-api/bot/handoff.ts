import type { Kysely } from 'kysely';
import {
  HELP_LINE_MAX,
  HELP_MESSAGE_MAX,
  HELP_TRANSCRIPT_MAX,
  helpRequestDecider,
  helpRequestStream,
  type HelpRequestEvent,
  type RequestHelp,
} from '../../domain/support';
import { commandIdFor, eventIdFor } from '../../infra/event-store/event-id';
import { ConcurrencyError, type EventStore, type NewEvent } from '../../infra/event-store/port';
import type { ReadModels } from '../../projections/read-models';
import { GUEST, type HandOff, type HandOffPort } from './contract';

// Issue 22's hand-off: "I want to talk to a person" becomes a help request staff see and close
// (/admin/help-requests). The request's id and the command's id both derive from who asked, in which
// session and what they asked, so a retried or repeated hand-off leaves one message, never two.
//
// The read-api may not import the command-api (ARCHITECTURE 1), so this is the command handler's
// load → decide → append in miniature, on the same decider and the same deterministic event ids.
// A help request's stream holds two events at most: no snapshot is worth taking, so the write
// side's database is not needed here.

export interface HandOffDeps {
  store: EventStore;
  /** The read models: the users one names a signed-in requester. */
  db: Kysely<ReadModels>;
}

const MAX_ATTEMPTS = 3;

/** The help request a hand-off leaves: the same for the same person, session and message. */
export function helpRequestIdFor(handOff: Pick<HandOff, 'asker' | 'sessionId' | 'message'>): string {
  return commandIdFor(
    JSON.stringify([handOff.asker.userId, handOff.sessionId, handOff.message.trim()]),
    'help-request',
  );
}

/** The signed-in requester's name and e-mail from the users read model; a guest has neither. */
async function requesterOf(db: Kysely<ReadModels>, userId: string) {
  if (userId === GUEST) return { userId, name: null, contact: null };
  const row = await db.selectFrom('users').select(['name', 'email']).where('id', '=', userId).executeTakeFirst();
  return { userId, name: row?.name || null, contact: row?.email || null };
}

export function handOffToStaff({ store, db }: HandOffDeps): HandOffPort {
  return async (handOff) => {
    const requestId = helpRequestIdFor(handOff);
    const commandId = commandIdFor(requestId, 'request-help');
    const streamId = helpRequestStream(requestId);
    const command: RequestHelp = {
      type: 'RequestHelp',
      data: {
        requestId,
        requester: await requesterOf(db, handOff.asker.userId),
        channel: 'bot',
        sessionId: handOff.sessionId,
        lang: handOff.lang,
        message: handOff.message.slice(0, HELP_MESSAGE_MAX),
        transcript: handOff.transcript
          .slice(-HELP_TRANSCRIPT_MAX)
          .map((l) => ({ from: l.from, text: l.text.slice(0, HELP_LINE_MAX), at: l.at })),
      },
      metadata: {
        commandId,
        now: new Date().toISOString(),
        actor: { userId: handOff.asker.userId, roles: [...handOff.asker.roles] },
      },
    };
    for (let attempt = 1; ; attempt++) {
      const recorded = await store.readStream(streamId, { fromRevision: 0n });
      const state = recorded.reduce(
        (s, e) => helpRequestDecider.evolve(s, { type: e.type, data: e.data } as HelpRequestEvent),
        helpRequestDecider.initialState(),
      );
      const events = helpRequestDecider.decide(command, state);
      if (events.length === 0) return; // left already
      const expected = recorded.length === 0 ? 'no_stream' : recorded.at(-1)!.revision;
      try {
        await store.appendToStream(streamId, events.map(toNewEvent(command)), { expected });
        return;
      } catch (err) {
        // The same hand-off racing itself: read again, and the decider says it is there.
        if (!(err instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw err;
      }
    }
  };
}

const toNewEvent =
  ({ metadata }: RequestHelp) =>
  (event: HelpRequestEvent, index: number): NewEvent => ({
    eventId: eventIdFor(metadata.commandId, index),
    type: event.type,
    data: event.data,
    metadata: {
      commandId: metadata.commandId,
      correlationId: metadata.commandId,
      causationId: metadata.commandId,
      actor: metadata.actor,
      source: { app: 'flora-bot' },
      occurredAt: metadata.now,
      schemaVersion: 1,
    },
  });
