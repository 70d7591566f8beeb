import type { BotLang } from '../../contract';
import en from './en.json';
import es from './es.json';

// What the bot's brain is trained on (classify.ts): per language, the ways a customer of a flower shop
// asks for each intent. Kept apart from tests/bot/evaluation.json on purpose — the evaluation's
// questions are not in here, so its score says how the bot does on wordings it never saw.

export const INTENTS = [
  'greeting',
  'thanks',
  'goodbye',
  'product.search',
  'order.status',
  'delivery.zones',
  'subscription.plans',
  'shop.hours',
  'help',
  'handoff',
] as const;
/** 'None': nothing recognised (the fallback answer with suggestions). */
export type Intent = (typeof INTENTS)[number] | 'None';

type Utterances = Record<(typeof INTENTS)[number], readonly string[]>;

/** `satisfies`: a language file missing an intent does not compile. */
export const CORPUS: Record<BotLang, Utterances> = { es: es satisfies Utterances, en: en satisfies Utterances };
