import { StopwordsEn } from '@nlpjs/lang-en-min';
import { StopwordsEs } from '@nlpjs/lang-es';
import { folded } from '../answers/search-words';
import { BOT_LANGS, type BotLang } from '../contract';
import { CORPUS } from './corpus';

// Which language a message is clearly written in, if any (issue 43). A conversation keeps its language
// unless the person clearly switches: "ok", "what?", "thanks", a product's name, a zip code or
// gibberish say nothing of a language, and a letter-trigram guess over them is noise ("asdf qwer"
// came out English), so one such message once flipped a Spanish chat to English for good. A message
// is taken as written in a language only when it holds several words only that language uses.

/** Words of its own a message needs to count as written in a language: a short sentence, not a word. */
const CLEAR_WORDS = 3;

const wordsOf = (text: string) => folded(text).match(/\p{L}+/gu) ?? [];

/**
 * Each language's own words: those of its corpus (what customers of a flower shop write) and its
 * stop words (NLP.js's lists: "the", "you", "de", "para"…), less any the other language has too — a
 * word both use ("no", "ok", "Miami") tells neither.
 */
function ownWords(): Record<BotLang, Set<string>> {
  const stopwords: Record<BotLang, string[]> = {
    es: Object.keys(new StopwordsEs().dictionary),
    en: Object.keys(new StopwordsEn().dictionary),
  };
  const known = (lang: BotLang) =>
    new Set([...Object.values(CORPUS[lang]).flat(), ...stopwords[lang]].flatMap(wordsOf));
  const es = known('es');
  const en = known('en');
  return { es: new Set([...es].filter((w) => !en.has(w))), en: new Set([...en].filter((w) => !es.has(w))) };
}

let own: Record<BotLang, Set<string>> | undefined;

/** The language `text` is clearly written in; undefined when it could be either, both or neither. */
export function clearlyWrittenIn(text: string): BotLang | undefined {
  own ??= ownWords();
  const count: Record<BotLang, number> = { es: 0, en: 0 };
  for (const word of wordsOf(text)) for (const lang of BOT_LANGS) if (own[lang].has(word)) count[lang]++;
  // A mixture ("do you have rosas rojas?") is as unclear as a single word: the conversation's stays.
  return BOT_LANGS.find((lang) => {
    const other = lang === 'es' ? count.en : count.es;
    return count[lang] >= CLEAR_WORDS && count[lang] > 2 * other;
  });
}
