import { trimmed } from '../../shared/values';
import type { HelpRequestCommand, RequestHelp } from './commands';
import { helpRequestIllegal, helpRequestInvalid, helpRequestNotFound } from './errors';
import {
  HELP_LINE_MAX,
  HELP_MESSAGE_MAX,
  HELP_NOTE_MAX,
  HELP_TRANSCRIPT_MAX,
  type HelpRequestEvent,
  type TranscriptLine,
} from './events';
import type { HelpRequest } from './evolve';

/** Optional text: trimmed, cut at `max`, and null when nothing is left. */
const optional = (s: string | null | undefined, max: number) => trimmed(s).slice(0, max) || null;

// The port bounds what it sends; the decider bounds again, as every decider does, because a script
// or a later caller may not. The transcript keeps the latest lines: they are what led to the ask.
const transcriptOf = (lines: readonly TranscriptLine[]): TranscriptLine[] =>
  (Array.isArray(lines) ? lines : [])
    .slice(-HELP_TRANSCRIPT_MAX)
    .map((l) => ({ from: l.from === 'bot' ? 'bot' : 'user', text: trimmed(l.text).slice(0, HELP_LINE_MAX), at: l.at }));

function requestHelp({ data, metadata }: RequestHelp, state: HelpRequest): HelpRequestEvent[] {
  // The same hand-off sent again (a retry, a double click) leaves the one message already there.
  if (state.status !== 'none') return [];
  const message = trimmed(data.message).slice(0, HELP_MESSAGE_MAX);
  if (!message) throw helpRequestInvalid('HELP_REQUEST.EMPTY_MESSAGE', 'message');
  const requester = {
    userId: trimmed(data.requester.userId) || 'guest',
    name: optional(data.requester.name, 200),
    contact: optional(data.requester.contact, 200),
  };
  return [
    {
      type: 'HelpRequested',
      data: {
        requestId: data.requestId,
        requester,
        channel: 'bot',
        sessionId: data.sessionId,
        lang: data.lang === 'en' ? 'en' : 'es',
        message,
        transcript: transcriptOf(data.transcript),
        requestedAt: metadata.now,
      },
    },
  ];
}

export function decideHelpRequest(command: HelpRequestCommand, state: HelpRequest): HelpRequestEvent[] {
  switch (command.type) {
    case 'RequestHelp':
      return requestHelp(command, state);
    case 'ResolveHelpRequest': {
      if (state.status === 'none') throw helpRequestNotFound();
      // Closed already: whoever resolves it second learns someone attended it, rather than a silent 200.
      if (state.status === 'resolved') throw helpRequestIllegal('HELP_REQUEST.ALREADY_RESOLVED');
      const { metadata } = command;
      return [
        {
          type: 'HelpRequestResolved',
          data: {
            requestId: command.data.requestId,
            resolvedBy: metadata.actor.userId,
            note: optional(command.data.note, HELP_NOTE_MAX),
            at: metadata.now,
          },
        },
      ];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown help request command ${(unknown as HelpRequestCommand).type}`);
    }
  }
}
