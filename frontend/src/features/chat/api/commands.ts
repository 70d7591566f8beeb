import { api } from '@/lib/api-client';
import type { BotLang, BotReply, BotResetAnswer, ChatContext } from '@domain/bot';

// Spec 7's chat client against the real routes (ARCHITECTURE 7): the app's api client, so a stored
// token rides along (spec 6: the server takes the user from it, or guest). Spec 7: 10 s time-out.
const BOT_TIMEOUT_MS = 10_000;
const CONTEXT_KEYS = ['lastQuery', 'productId', 'orderId', 'intent', 'awaiting'] as const;

/** Spec 8: a failed bot request is logged as a warning (the panel shows its own message). */
function warned<T>(path: string, request: Promise<T>): Promise<T> {
  return request.catch((error: unknown) => {
    console.warn(`Flora Bot: ${path} failed`, error);
    throw error;
  });
}

/** Only the fields the server's context takes: it validates strictly, and an echo must not be refused. */
export function echoedContext(context: ChatContext): ChatContext {
  const out: Record<string, unknown> = {};
  for (const key of CONTEXT_KEYS) if (typeof context[key] === 'string') out[key] = context[key];
  return out as ChatContext;
}

export interface BotQuestion {
  text: string;
  sessionId: string;
  lang: BotLang;
  context: ChatContext;
}

export const askBot = (q: BotQuestion) =>
  warned(
    '/bot/message',
    api.post<BotReply>(
      '/bot/message',
      { ...q, context: echoedContext(q.context) },
      { signal: AbortSignal.timeout(BOT_TIMEOUT_MS) },
    ),
  );

export const resetBot = (sessionId: string) =>
  warned(
    '/bot/reset',
    api.post<BotResetAnswer>('/bot/reset', { sessionId }, { signal: AbortSignal.timeout(BOT_TIMEOUT_MS) }),
  );
