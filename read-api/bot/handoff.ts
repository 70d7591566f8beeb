import type { Kysely } from 'kysely';
import {
  HELP_LINE_MAX,
  HELP_MESSAGE_MAX,
  HELP_TRANSCRIPT_MAX,
  helpRequestDecider,
  helpRequestStream,
  type RequestHelp,
} from '../../domain/support';
import type { CommandHandler } from '../../application/handler';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { ReadModels } from '../../projections/read-models';
import { GUEST, type HandOff, type HandOffPort } from './contract';

// Issue 22's hand-off: "I want to talk to a person" becomes a help request staff see and close
// (/admin/help-requests). The request's id and the command's id both derive from who asked, in which
// session and what they asked, so a retried or repeated hand-off leaves one message, never two.
// The read-api writes no event itself: the command goes through the application's handler, the one
// load → decide → store path every sender shares (its retries, its event ids, its audit trail).

export interface HandOffDeps {
  handler: CommandHandler;
  /** The read models: the users one names a signed-in requester. */
  db: Kysely<ReadModels>;
}

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

export function handOffToStaff({ handler, db }: HandOffDeps): HandOffPort {
  return async (handOff) => {
    const requestId = helpRequestIdFor(handOff);
    const commandId = commandIdFor(requestId, 'request-help');
    const command: Pick<RequestHelp, 'type' | 'data'> = {
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
    };
    const actor = { userId: handOff.asker.userId, roles: [...handOff.asker.roles] };
    await handler.handle(helpRequestDecider, helpRequestStream(requestId), command, {
      commandId,
      correlationId: commandId,
      actor,
      app: 'flora-bot',
    });
  };
}
