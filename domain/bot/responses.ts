import { z } from 'zod';
import { Instant } from '../shared/responses';

// Flora Bot's answers (issue 22, architecture 7; spec 3 "Chat action", "Chat context", "Bot reply",
// "Bot order/product/delivery-zone info"), as zod schemas the read-api serialises with and the chat
// widget reads (issue 39: one definition, no copy in the app). The bot answers from several areas'
// read models (orders, catalogue, delivery zones) and keeps no aggregate of its own, so it is an area
// of its own here rather than a part of support (whose help requests it only leaves).

export const BOT_LANGS = ['es', 'en'] as const;
export type BotLang = (typeof BOT_LANGS)[number];
/** Spec 9: the bot's language defaults to Spanish. */
export const DEFAULT_BOT_LANG: BotLang = 'es';
/** A chat message is a question, not a document: longer texts are refused with a message. */
export const BOT_TEXT_MAX = 500;
export const isBotLang = (value: unknown): value is BotLang => BOT_LANGS.includes(value as BotLang);

/** What the client echoes back of the bot's last context; the server keeps its own copy too. */
export const ChatContext = z.object({
  lastQuery: z.string().optional(),
  productId: z.string().optional(),
  orderId: z.string().optional(),
  /** The intent the bot last answered. */
  intent: z.string().optional(),
  /** The bot asked for the message to pass to a person; the next message is it. */
  awaiting: z.enum(['handoff']).optional(),
});
export type ChatContext = z.infer<typeof ChatContext>;

export const CHAT_ACTION_TYPES = ['link', 'product', 'order', 'catalog', 'subscription'] as const;
export type ChatActionType = (typeof CHAT_ACTION_TYPES)[number];
/** A button under a reply: a screen of the app or a web page. */
export const ChatAction = z.object({
  type: z.enum(CHAT_ACTION_TYPES),
  label: z.string(),
  data: z.object({
    url: z.string().optional(),
    productId: z.string().optional(),
    orderId: z.string().optional(),
    navigate: z.string().optional(),
  }),
});
export type ChatAction = z.infer<typeof ChatAction>;

/** POST /api/bot/message */
export const BotReply = z.object({
  reply: z.string(),
  suggestions: z.array(z.string()),
  actions: z.array(ChatAction),
  lang: z.enum(BOT_LANGS),
  context: ChatContext,
});
export type BotReply = z.infer<typeof BotReply>;

/** POST /api/bot/reset: the conversation is forgotten and a new session begins. */
export const BotResetAnswer = z.object({ success: z.boolean(), message: z.string(), sessionId: z.string() });
export type BotResetAnswer = z.infer<typeof BotResetAnswer>;

/** GET /api/bot/orders/:orderId: one of the asker's own orders. Amounts in pesos. */
export const BotOrderInfo = z.object({
  orderId: z.string(),
  status: z.string(),
  customerName: z.string(),
  orderDate: Instant,
  /** The delivery day (YYYY-MM-DD); null once cancelled. */
  expectedDeliveryDate: z.string().nullable(),
  items: z.array(z.object({ name: z.string(), quantity: z.number().int(), price: z.number() })),
  deliveryAddress: z.object({ street: z.string(), city: z.string(), zipCode: z.string() }).nullable(),
  total: z.number(),
});
export type BotOrderInfo = z.infer<typeof BotOrderInfo>;

/** GET /api/bot/products/:productId: an active product of the catalogue. Price in pesos. */
export const BotProductInfo = z.object({
  productId: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  inStock: z.boolean(),
  availableColors: z.array(z.string()),
  tags: z.array(z.string()),
  /** The catalogue keeps no offers: always null. */
  specialOffer: z.string().nullable(),
});
export type BotProductInfo = z.infer<typeof BotProductInfo>;

/** GET /api/bot/products?query=: the products matching every word asked, the first few by name. */
export const BotProductSearch = z.object({ query: z.string(), results: z.array(BotProductInfo) });
export type BotProductSearch = z.infer<typeof BotProductSearch>;

/** GET /api/bot/zones/:zoneId: an active delivery zone. Amounts in pesos. */
export const BotZoneInfo = z.object({
  zoneId: z.string(),
  name: z.string(),
  /** "45 min". */
  estimatedDeliveryTime: z.string(),
  deliveryFee: z.number(),
  minOrder: z.number(),
  /** English weekday names (spec 3). */
  availableDays: z.array(z.string()),
  cutoffTime: z.string(),
  specialInstructions: z.string().nullable(),
  zipCodes: z.array(z.string()),
});
export type BotZoneInfo = z.infer<typeof BotZoneInfo>;
