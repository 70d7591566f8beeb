import { z } from 'zod';
import { BOT_LANGS, BOT_TEXT_MAX, DEFAULT_BOT_LANG } from '../../domain/bot';
import { text } from '../../domain/shared/fields';

// What Flora Bot's routes take in (issue 22, architecture section 7): the message, the reset and the
// ids of the look-ups. Anything else is a 400 naming the field.

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
