import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangEs } from '@nlpjs/lang-es';
import { Nlp, type NlpInstance } from '@nlpjs/nlp';
import { BOT_LANGS, type BotLang } from '../contract';
import { CORPUS, INTENTS, type Intent } from './corpus';

// The bot's brain: NLP.js with its Spanish and English packages, trained once per process from the
// corpus in the repo (corpus/; ~25 ms, no model download), then asked what a message wants and in
// which language it is written.

/** Below this the classifier's best guess is a guess: the message is 'None' (the fallback). */
const MIN_INTENT_SCORE = 0.6;
/** How far ahead one language's guess must be to be adopted over the turn's language (spec 5). */
const MIN_LANGUAGE_LEAD = 0.08;

export interface Classified {
  intent: Intent;
  score: number;
  /** The language to reply in. */
  lang: BotLang;
}

async function train(): Promise<NlpInstance> {
  const container = await containerBootstrap();
  // NLP.js logs every training epoch unless its NLU's default settings say otherwise.
  container.registerConfiguration(
    'nlu-??',
    {
      keepStopwords: true,
      nonefeatureValue: 1,
      nonedeltaMultiplier: 1.2,
      spellCheck: false,
      spellCheckDistance: 1,
      filterZeros: true,
      log: false,
    },
    true,
  );
  container.use(Nlp);
  container.use(LangEs);
  container.use(LangEn);
  const nlp = container.get('nlp');
  nlp.settings.autoSave = false;
  nlp.addLanguage([...BOT_LANGS]);
  for (const lang of BOT_LANGS)
    for (const intent of INTENTS)
      for (const utterance of CORPUS[lang][intent]) nlp.addDocument(lang, utterance, intent);
  await nlp.train();
  return nlp;
}

let trained: Promise<NlpInstance> | undefined;
/** Trained on first use and shared by every bot of the process (a failed training is retried). */
export function brain(): Promise<NlpInstance> {
  trained ??= train().catch((err: unknown) => {
    trained = undefined;
    throw err;
  });
  return trained;
}

const isBotLang = (s: string | undefined): s is BotLang => (BOT_LANGS as readonly string[]).includes(s ?? '');

/** The message's language when it is clearly Spanish or English; undefined when it could be either. */
function writtenIn(nlp: NlpInstance, text: string): BotLang | undefined {
  // One word ('ok', 'no', a product name) says little about a language.
  if (text.trim().split(/\s+/).length < 2) return undefined;
  const [first, second] = nlp.nluManager.guesser.guess(text, [...BOT_LANGS], 2);
  if (!first || !isBotLang(first.alpha2)) return undefined;
  return !second || first.score - second.score >= MIN_LANGUAGE_LEAD ? first.alpha2 : undefined;
}

/**
 * What `text` asks and the language to answer in: the one it is written in when that is clear, else
 * the turn's. It is classified in that language first; when that finds nothing, in the other — and
 * a message of unclear language understood only in the other ("gracias" in an English chat) is
 * answered in that other.
 */
export async function classify(text: string, lang: BotLang): Promise<Classified> {
  const nlp = await brain();
  const written = writtenIn(nlp, text);
  let replyIn = written ?? lang;
  const other: BotLang = replyIn === 'es' ? 'en' : 'es';
  let best = await nlp.process(replyIn, text);
  if (best.intent === 'None' || best.score < MIN_INTENT_SCORE) {
    const second = await nlp.process(other, text);
    if (second.intent !== 'None' && (best.intent === 'None' || second.score > best.score)) {
      best = second;
      if (!written) replyIn = other;
    }
  }
  const known = best.intent !== 'None' && best.score >= MIN_INTENT_SCORE;
  return { intent: known ? (best.intent as Intent) : 'None', score: best.score, lang: replyIn };
}
