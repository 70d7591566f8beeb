import { z } from 'zod';
import { Instant, pageAnswer } from '../shared/responses';

// What the read-api answers about the help requests Flora Bot leaves for staff (issue 22): zod
// schemas with their types inferred (issue 39) — the routes serialise with them, the app imports the types.

export const HELP_REQUEST_STATUSES = ['open', 'resolved'] as const;
export const HelpRequestStatus = z.enum(HELP_REQUEST_STATUSES);
export type HelpRequestStatus = z.infer<typeof HelpRequestStatus>;

/** One line of the conversation before the hand-off. */
export const HelpTranscriptLine = z.object({ from: z.enum(['user', 'bot']), text: z.string(), at: z.string() });
export type HelpTranscriptLine = z.infer<typeof HelpTranscriptLine>;

/** A help request as staff read it: who asked (and how to reach them), what for, what was said. */
export const HelpRequestView = z.object({
  id: z.string(),
  requester: z.object({
    /** The account's id, or 'guest'. */
    userId: z.string(),
    name: z.string().nullable(),
    contact: z.string().nullable(),
    guest: z.boolean(),
  }),
  channel: z.string(),
  sessionId: z.string(),
  message: z.string(),
  transcript: z.array(HelpTranscriptLine),
  lang: z.enum(['es', 'en']),
  status: HelpRequestStatus,
  requestedAt: Instant,
  resolvedAt: Instant.nullable(),
  resolvedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type HelpRequestView = z.infer<typeof HelpRequestView>;

/** GET /api/support/help-requests: a page of the requests in one status (open: oldest first). */
export const HelpRequestPage = pageAnswer(HelpRequestView).extend({ status: HelpRequestStatus });
export type HelpRequestPage = z.infer<typeof HelpRequestPage>;
