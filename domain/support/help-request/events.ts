import type { DomainEvent } from '../../shared/decider';

// A message a chat user leaves for staff when they ask Flora Bot for a person (issue 22's hand-off).
// One stream per request; staff read it, answer by their own means (phone, e-mail) and close it.

export const HELP_MESSAGE_MAX = 500;
export const HELP_NOTE_MAX = 500;
/** The bot passes the last lines of the conversation on, not the whole history. */
export const HELP_TRANSCRIPT_MAX = 20;
export const HELP_LINE_MAX = 500;

export interface HelpRequester {
  /** The account's id, or 'guest' for someone not signed in. */
  userId: string;
  name: string | null;
  contact: string | null;
}

export interface TranscriptLine {
  from: 'user' | 'bot';
  text: string;
  at: string;
}

export type HelpRequested = DomainEvent<
  'HelpRequested',
  {
    requestId: string;
    requester: HelpRequester;
    channel: 'bot';
    sessionId: string;
    lang: 'es' | 'en';
    message: string;
    transcript: TranscriptLine[];
    requestedAt: string;
  }
>;
export type HelpRequestResolved = DomainEvent<
  'HelpRequestResolved',
  { requestId: string; resolvedBy: string; note: string | null; at: string }
>;

export type HelpRequestEvent = HelpRequested | HelpRequestResolved;
export const HELP_REQUEST_EVENT_TYPES: HelpRequestEvent['type'][] = ['HelpRequested', 'HelpRequestResolved'];
