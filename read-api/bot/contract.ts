import { z } from 'zod';
import {
  BOT_LANGS,
  BOT_TEXT_MAX,
  DEFAULT_BOT_LANG,
  type BotLang,
  type BotReply,
  type ChatContext,
} from '../../domain/bot';
import { text } from '../../domain/shared/fields';

// Issue 22: Flora Bot's HTTP contract (architecture section 7, spec 3 "Chat action", "Chat context",
// "Bot reply", "Bot order/product/delivery-zone info") and the shapes the bot's parts pass each other.
// The bot lives in the read-api: it answers from the read models, in-process, with no model download.
// Its answers' shapes are the contract's (domain/bot), re-exported here for the bot's parts.

export * from '../../domain/bot';

/** The guest's user id (spec 6: "the signed-in user's id, or guest"). */
export const GUEST = 'guest';

/** An id as the bot's routes take one: letters, digits, _ . : - and at most 100 of them. */
export const safeId = (error: string) =>
  z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_.:-]+$/, { error });

export const sessionIdSchema = safeId('Identificador de sesión no válido.');

/** What the client echoes back of the bot's last context; the server keeps its own copy too. */
export const chatContextSchema = z
  .object({
    lastQuery: text(200).optional(),
    productId: z.string().max(100).optional(),
    orderId: z.string().max(100).optional(),
    /** The intent the bot last answered. */
    intent: z.string().max(60).optional(),
    /** The bot asked for the message to pass to a person; the next message is it. */
    awaiting: z.enum(['handoff']).optional(),
  })
  .strict();

export const botMessageBody = z
  .object({
    text: z.string().max(BOT_TEXT_MAX, { error: `El mensaje admite como máximo ${BOT_TEXT_MAX} caracteres.` }),
    sessionId: sessionIdSchema,
    lang: z.enum(BOT_LANGS).default(DEFAULT_BOT_LANG),
    context: chatContextSchema.default({}),
    /** Spec 7 sends it; the token decides it, so a caller's value must equal the server's. */
    userId: z.string().max(100).optional(),
  })
  .strict();
export type BotMessageBody = z.infer<typeof botMessageBody>;

export const botResetBody = z
  .object({ sessionId: sessionIdSchema.optional(), userId: z.string().max(100).optional() })
  .strict();

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
