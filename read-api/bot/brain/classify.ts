import { containerBootstrap } from '@nlpjs/core';
import { LangEn } from '@nlpjs/lang-en-min';
import { LangEs } from '@nlpjs/lang-es';
import { Nlp, type NlpInstance } from '@nlpjs/nlp';
import { BOT_LANGS, type BotLang } from '../contract';
import { CORPUS, INTENTS, type Intent } from './corpus';
import { clearlyWrittenIn } from './language';

// The bot's brain: NLP.js with its Spanish and English packages, trained once per process from the
// corpus in the repo (corpus/; ~25 ms, no model download), then asked what a message wants; the
// language to answer in is the conversation's unless the message is clearly in the other.

/** Below this the classifier's best guess is a guess: the message is 'None' (the fallback). */
const MIN_INTENT_SCORE = 0.6;

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

/**
 * What `text` asks and the language to answer in: the one it is clearly written in, else the turn's
 * (the conversation's) — a message of unclear language never switches it (language.ts). It is
 * classified in that language first; when that finds nothing, in the other ("gracias" in an English
 * chat is thanks, answered in English).
 */
export async function classify(text: string, lang: BotLang): Promise<Classified> {
  const nlp = await brain();
  const replyIn = clearlyWrittenIn(text) ?? lang;
  const other: BotLang = replyIn === 'es' ? 'en' : 'es';
  let best = await nlp.process(replyIn, text);
  if (best.intent === 'None' || best.score < MIN_INTENT_SCORE) {
    const second = await nlp.process(other, text);
    if (second.intent !== 'None' && (best.intent === 'None' || second.score > best.score)) best = second;
  }
  const known = best.intent !== 'None' && best.score >= MIN_INTENT_SCORE;
  return { intent: known ? (best.intent as Intent) : 'None', score: best.score, lang: replyIn };
}
