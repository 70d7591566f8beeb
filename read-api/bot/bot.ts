import type { Kysely } from 'kysely';
import type { EventStore } from '../../infra/event-store/port';
import type { ReadModels } from '../../projections/read-models';
import { answerZones } from './answers/delivery';
import { askForMessage, passOn } from './answers/handoff';
import { answerHelp, answerHours } from './answers/hours';
import { answerOrder, ORDER_NUMBER_IN_TEXT as ORDER_NUMBER } from './answers/orders';
import { answerProducts } from './answers/products';
import { folded } from './answers/search-words';
import type { AnswerDeps, Question } from './answers/shared';
import { answerGoodbye, answerGreeting, answerNotUnderstood, answerThanks } from './answers/small-talk';
import { answerPlans, namesPlans } from './answers/subscriptions';
import { brain, classify } from './brain/classify';
import type { Asker, BotAnswer, BotTurn, HandOffPort } from './contract';
import type { Intent } from './brain/corpus';
import type { ProjectionFeed } from '../shared/projection-feed';
import { ReadModelCache } from '../shared/read-model-cache';
import {
  matchProducts,
  orderInfo,
  productInfo,
  searchProducts,
  zoneInfo,
  type ProductMatches,
} from './queries/lookups';
import { followedSettings } from './queries/settings-memo';

// Flora Bot: a turn in, an answer out. The brain says what the message asks and in which language
// to reply; one answer module per intent composes the reply from the read models (never invented
// facts); the routes (routes.ts) keep the conversation and the rate limits.

export interface BotDeps {
  db: Kysely<ReadModels>;
  store: EventStore;
  handOff: HandOffPort;
  /** The read models' notices: catalogue searches are kept until the inventory changes. */
  feed?: ProjectionFeed;
  now?: () => Date;
}

type Answering = (q: Question, deps: AnswerDeps) => BotAnswer | Promise<BotAnswer>;

const ANSWERS: Record<Intent, Answering> = {
  greeting: answerGreeting,
  thanks: answerThanks,
  goodbye: answerGoodbye,
  'product.search': answerProducts,
  'order.status': answerOrder,
  'delivery.zones': answerZones,
  'subscription.plans': answerPlans,
  'shop.hours': answerHours,
  help: answerHelp,
  handoff: askForMessage,
  None: answerNotUnderstood,
};

/** Control characters (a NUL…) and unpaired surrogates say nothing a customer meant: spaces instead. */
const cleaned = (text: string) =>
  text.replace(/[\p{Cc}]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/gu, ' ').trim();

/**
 * An order number in the message is a question about that order, and plans named one about the plans,
 * however it is worded (unless the customer asks for a person, who then reads it).
 */
function askedAbout(intent: Intent, text: string): Intent {
  if (intent === 'handoff') return intent;
  if (ORDER_NUMBER.test(text)) return 'order.status';
  return namesPlans(text) ? 'subscription.plans' : intent;
}

export async function createBot(deps: BotDeps) {
  await brain(); // trained now, so the first customer does not wait for it
  const settings = followedSettings(deps.store, deps.feed);
  // As the storefront's own pages (read-api/catalog): a question asked again costs a Map lookup.
  const searches = deps.feed && new ReadModelCache<ProductMatches>(deps.feed, ['inventory']);
  const search = (text: string) => matchProducts(deps.db, text);
  const answering: AnswerDeps = {
    db: deps.db,
    store: settings,
    searchCatalogue: (text) => (searches ? searches.get(folded(text), () => search(text)) : search(text)),
    handOff: deps.handOff,
    now: deps.now ?? (() => new Date()),
  };

  async function reply(turn: BotTurn): Promise<BotAnswer> {
    const text = cleaned(turn.text);
    const { intent, lang } = text ? await classify(text, turn.lang) : { intent: 'None' as const, lang: turn.lang };
    const q: Question = { ...turn, text, replyIn: lang };
    if (turn.context.awaiting === 'handoff') return passOn(q, answering);
    return ANSWERS[askedAbout(intent, text)](q, answering);
  }

  return {
    reply,
    orderInfo: (orderId: string, asker: Asker) => orderInfo(deps.db, orderId, asker),
    productInfo: (productId: string) => productInfo(deps.db, productId),
    searchProducts: (query: string) => searchProducts(deps.db, query),
    zoneInfo: (zoneId: string) => zoneInfo(settings, zoneId),
  };
}
export type FloraBot = Awaited<ReturnType<typeof createBot>>;
