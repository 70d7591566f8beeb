import { z } from 'zod';
import type { Command } from '../../shared/decider';
import { text } from '../../shared/fields';
import { HELP_NOTE_MAX, type HelpRequester, type TranscriptLine } from './events';

// RequestHelp comes from the bot's hand-off port (read-api/bot/handoff.ts), never from a browser:
// the port bounds it. ResolveHelpRequest is staff's, from POST /api/support/help-requests/:id/resolve.

export type RequestHelp = Command<
  'RequestHelp',
  {
    requestId: string;
    requester: { userId: string; name?: string | null; contact?: string | null };
    channel: 'bot';
    sessionId: string;
    lang: 'es' | 'en';
    message: string;
    transcript: readonly TranscriptLine[];
  }
>;
export type ResolveHelpRequest = Command<'ResolveHelpRequest', { requestId: string; note?: string }>;
export type HelpRequestCommand = RequestHelp | ResolveHelpRequest;
export type { HelpRequester };

/** The staff's closing note: optional, trimmed, bounded; an empty one is no note. */
export const resolveHelpRequestBody = z.object({ note: text(HELP_NOTE_MAX).optional() }).strict();
