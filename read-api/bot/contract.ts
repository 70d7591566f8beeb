import type { BotLang, BotReply, ChatContext } from '../../domain/bot';

// Issue 22: Flora Bot's contract (architecture section 7, spec 3 "Chat action", "Chat context",
// "Bot reply", "Bot order/product/delivery-zone info") and the shapes the bot's parts pass each other;
// what its routes take in is query-schemas.ts.
// The bot lives in the read-api: it answers from the read models, in-process, with no model download.
// Its answers' shapes are the contract's (domain/bot), re-exported here for the bot's parts.

export * from '../../domain/bot';

/** The guest's user id (spec 6: "the signed-in user's id, or guest"). */
export const GUEST = 'guest';

/** Who asks: the token's user (and whether they are a customer), or the guest. */
export interface Asker {
  userId: string;
  roles: readonly string[];
}

/** One line of a conversation, as kept between turns (the hand-off passes the recent ones on). */
export interface ChatLine {
  from: 'user' | 'bot';
  text: string;
  at: string;
}

export interface BotTurn {
  text: string;
  lang: BotLang;
  context: ChatContext;
  asker: Asker;
  sessionId: string;
  /** The conversation so far (oldest first, bounded). */
  history: readonly ChatLine[];
}

/** The bot's answer and the intent it recognised (kept in the context; the evaluation scores it). */
export type BotAnswer = BotReply & { intent: string };

/** The message to staff the bot leaves when someone asks for a person (issue 22's hand-off). */
export interface HandOff {
  asker: Asker;
  sessionId: string;
  lang: BotLang;
  message: string;
  transcript: readonly ChatLine[];
}

/** Leaves the message for staff; the same session and message leave it once however often it is sent. */
export type HandOffPort = (handOff: HandOff) => Promise<void>;
