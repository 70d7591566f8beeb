// Flora Bot's HTTP contract (read-api/bot/contract.ts, spec 3 "Chat action", "Chat context", "Bot
// reply"), mirrored by hand: the app may not import server code.

export const BOT_LANGS = ['es', 'en'] as const;
export type BotLang = (typeof BOT_LANGS)[number];
/** Spec 9: the bot's language defaults to Spanish. */
export const DEFAULT_BOT_LANG: BotLang = 'es';
/** The server refuses longer questions (BOT_TEXT_MAX). */
export const BOT_TEXT_MAX = 500;

export const isBotLang = (value: unknown): value is BotLang => BOT_LANGS.includes(value as BotLang);

/** What the client echoes back of the bot's last context; the server keeps its own copy too. */
export interface ChatContext {
  lastQuery?: string;
  productId?: string;
  orderId?: string;
  intent?: string;
  awaiting?: 'handoff';
}

export type ChatActionType = 'link' | 'product' | 'order' | 'catalog' | 'subscription';
export interface ChatAction {
  type: ChatActionType;
  label: string;
  data: { url?: string; productId?: string; orderId?: string; navigate?: string };
}

export interface BotReply {
  reply: string;
  suggestions: string[];
  actions: ChatAction[];
  lang: string;
  context: ChatContext;
}

export interface BotResetAnswer {
  success: boolean;
  message: string;
  sessionId: string;
}

/** Spec 3 "Chat message": text, isUser, timestamp; the bot's may add suggestions and actions. */
export interface ChatMessage {
  id: string;
  text: string;
  isUser: boolean;
  /** ISO-8601. */
  timestamp: string;
  suggestions?: string[];
  actions?: ChatAction[];
}
