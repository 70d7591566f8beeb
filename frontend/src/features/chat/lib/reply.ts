import { CHAT_ACTION_TYPES, type BotReply, type ChatAction, type ChatActionType } from '@domain/bot';

// What a bot reply becomes in the list. The answer is read defensively: a malformed field is dropped
// rather than breaking the panel, and every text is rendered as text (React escapes it).
const MAX_BUTTONS = 6;

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

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

function actionOf(raw: unknown): ChatAction | null {
  const a = raw as Partial<ChatAction> | null;
  if (!a || !CHAT_ACTION_TYPES.includes(a.type as ChatActionType) || !isText(a.label)) return null;
  const d = (a.data ?? {}) as Record<string, unknown>;
  const data: ChatAction['data'] = {};
  for (const key of ['url', 'productId', 'orderId', 'navigate'] as const) if (isText(d[key])) data[key] = d[key];
  return { type: a.type as ChatActionType, label: a.label, data };
}

export function replyParts(reply: BotReply): { text: string; suggestions: string[]; actions: ChatAction[] } {
  const suggestions = Array.isArray(reply.suggestions) ? reply.suggestions.filter(isText).slice(0, MAX_BUTTONS) : [];
  const actions = Array.isArray(reply.actions)
    ? reply.actions
        .map(actionOf)
        .filter((a): a is ChatAction => a !== null)
        .slice(0, MAX_BUTTONS)
    : [];
  return { text: typeof reply.reply === 'string' ? reply.reply : '', suggestions, actions };
}

/** Where an action leads (spec 2.9): a screen of the app, or a web page in a new tab; null when it leads nowhere. */
export type ActionTarget = { path: string } | { url: string };

export function targetOf(action: ChatAction, origin = window.location.origin): ActionTarget | null {
  const id = (value: string | undefined) => (value ? encodeURIComponent(value) : null);
  switch (action.type) {
    case 'product':
      return id(action.data.productId) ? { path: `/product/${id(action.data.productId)}` } : null;
    case 'order':
      return id(action.data.orderId) ? { path: `/profile/orders/${id(action.data.orderId)}` } : null;
    case 'catalog':
      return { path: '/catalog' };
    case 'subscription':
      return { path: '/subscription/plans' };
    case 'link':
      return safeUrl(action.data.url, origin);
  }
}

/** Only http(s): a javascript: or data: address from a reply never runs. */
function safeUrl(url: string | undefined, origin: string): ActionTarget | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? { url: parsed.href } : null;
  } catch {
    return null;
  }
}
