import type { Kysely } from 'kysely';
import type { ReadModels } from '../../../projections/read-models';
import { shopSettings, type SettingsReader } from '../../shared/shop-settings';
import type { BotAnswer, BotLang, BotTurn, ChatAction, ChatContext, HandOffPort } from '../contract';
import type { Intent } from '../brain/corpus';
import { moneyFormat as shopMoneyFormat } from '../../../domain/settings';
import type { ProductMatches } from '../queries/lookups';

// What every answer module shares: where the facts come from, the reply's shape, the suggestions
// and the shop's money format. Replies are plain text (the widget never renders HTML).

export interface AnswerDeps {
  db: Kysely<ReadModels>;
  store: SettingsReader;
  handOff: HandOffPort;
  /** The catalogue searched by a question's words (kept until the inventory changes). */
  searchCatalogue: (text: string) => Promise<ProductMatches>;
  /** The read side's clock: the first delivery day an order placed now can have. */
  now: () => Date;
}

/** A turn as an answer module sees it: the language to reply in is decided already. */
export type Question = BotTurn & { replyIn: BotLang };

/** Spec 2.9's suggestion buttons: what the bot can answer, in the reply's language. */
export const SUGGESTIONS: Record<BotLang, string[]> = {
  es: ['¿Tienen rosas rojas?', 'Estado de mi pedido', 'Zonas de entrega', 'Planes de suscripción'],
  en: ['Do you have red roses?', 'My order status', 'Delivery zones', 'Subscription plans'],
};

/** One text per language, picked by the reply's. */
export const say = (lang: BotLang, es: string, en: string) => (lang === 'es' ? es : en);

export interface AnswerParts {
  suggestions?: string[];
  actions?: ChatAction[];
  /** Added to the turn's context (an undefined value removes the key). */
  context?: Partial<ChatContext>;
}

/**
 * The bot's answer: the turn's context carried on (what was asked about stays known for the next
 * question), less a finished hand-off's wait, plus this answer's keys and the intent.
 */
export function answer(q: Question, intent: Intent, reply: string, parts: AnswerParts = {}): BotAnswer {
  const context: ChatContext = { ...q.context, awaiting: undefined, ...parts.context, intent };
  for (const key of Object.keys(context) as (keyof ChatContext)[]) if (context[key] === undefined) delete context[key];
  return {
    reply,
    suggestions: parts.suggestions ?? SUGGESTIONS[q.replyIn],
    actions: parts.actions ?? [],
    lang: q.replyIn,
    context,
    intent,
  };
}

// Intl formatters cost far more to make than to use (a chat turn made three): one per locale and shape.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat>(key: string, make: () => F): F {
  let made = formatters.get(key) as F | undefined;
  if (!made) formatters.set(key, (made = make()));
  return made;
}

/** The shop's one money (issue 43), as every screen shows prices, from the shop's settings. */
export async function moneyFormat(store: SettingsReader): Promise<(pesos: number) => string> {
  const format = shopMoneyFormat((await shopSettings(store)).money);
  return (pesos) => format.format(pesos);
}

/** A calendar day ('yyyy-mm-dd') as words in the reply's language. */
export function dayInWords(day: string, lang: BotLang): string {
  const locale = lang === 'es' ? 'es-MX' : 'en-US';
  const format = formatter(
    `day|${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** "a, b y c" / "a, b and c". */
export function listInWords(items: readonly string[], lang: BotLang): string {
  return formatter(
    `list|${lang}`,
    () => new Intl.ListFormat(lang === 'es' ? 'es' : 'en', { type: 'conjunction' }),
  ).format(items);
}
