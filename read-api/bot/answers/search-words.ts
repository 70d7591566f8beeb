// From a customer's question to the words the catalogue is searched by. The catalogue is written in
// Spanish ("Rosa roja Freedom (docena)"), so English and plural words map to the Spanish stem its
// text holds ("red roses" → roj + rosa); a stem is accent-free and short enough to match with or
// without the accent the catalogue writes (tulip → "Tulipán"). Other words are dropped when they
// only carry the question ("¿tienen…?", "do you have…?"), and kept as typed otherwise (a variety:
// "Freedom", "Casablanca").

/** Lower case without accents, for matching what customers type (with or without them). */
export const folded = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Folded word (or its start, ending in '*') → the catalogue's stem. */
const STEMS: Record<string, string> = {
  // Flowers and products.
  'rosa*': 'rosa',
  'rose*': 'rosa',
  'tulip*': 'tulip',
  'orquid*': 'orqu',
  'orchid*': 'orqu',
  'girasol*': 'girasol',
  'sunflower*': 'girasol',
  'lirio*': 'lirio',
  lily: 'lirio',
  lilies: 'lirio',
  'cala*': 'cala',
  'calla*': 'cala',
  'suculent*': 'suculenta',
  'succulent*': 'suculenta',
  'eucalipt*': 'eucalipto',
  'eucalypt*': 'eucalipto',
  'helecho*': 'helecho',
  'fern*': 'helecho',
  'margarita*': 'margarita',
  daisy: 'margarita',
  daisies: 'margarita',
  'arreglo*': 'arreglo',
  'arrang*': 'arreglo',
  'ramo*': 'ramo',
  'bouquet*': 'ramo',
  'planta*': 'planta',
  'plant*': 'planta',
  'monstera*': 'monstera',
  'palma*': 'palma',
  'palm*': 'palma',
  'corona*': 'corona',
  'wreath*': 'corona',
  'centerpiece*': 'centro de mesa',
  'follaje*': 'follaje',
  'foliage*': 'follaje',
  'greenery*': 'follaje',
  // Colours (Spanish adjectives agree with the noun: roja, rojos…).
  'roj*': 'roj',
  red: 'roj',
  'blanc*': 'blanc',
  white: 'blanc',
  'amarill*': 'amarill',
  yellow: 'amarill',
  'morad*': 'morad',
  purple: 'morad',
  'naranj*': 'naranj',
  orange: 'naranj',
  pink: 'rosa',
  'azul*': 'azul',
  blue: 'azul',
  'negr*': 'negr',
  black: 'negr',
  'verde*': 'verde',
  green: 'verde',
  'mixt*': 'mixt',
  mixed: 'mixt',
};

/** Words that ask rather than name a product (folded, both languages). */
const ASKING = new Set(
  (
    'tienen tienes tiene hay venden vende vendes quiero quisiera queria gustaria busco buscando ando comprar compro ' +
    'precio precios cuanto cuesta cuestan vale valen sale salen me le les te nos un una unos unas el la los las de del ' +
    'al y o con para por que cual cuales algun alguna algunos algunas disponible disponibles stock flor flores ' +
    'ustedes favor hola ver muestrame mostrar quedan queda todavia aun sus su mi mis regalar regalo esposa esposo ' +
    'mama funeral cumpleanos aniversario unas otras otro otra en es son si no ' +
    "do does you have has sell sells any some the a an i im i'm want wanna to buy looking look after for need price " +
    'prices how much is are of in stock available flowers flower please show me got can get with and or what which ' +
    'kind kinds there your yours my wife husband mom gift left still carry would like d it they them these those'
  ).split(/\s+/),
);

/** Longest phrase searched: the reply may say it back, bounded. */
export const SEARCH_PHRASE_MAX = 60;

export interface SearchWords {
  /** The catalogue stems named (flowers, products, colours), the product first: all must match. */
  stems: string[];
  /** Words the bot does not know (a variety, a name): searched only when no stem was named. */
  others: string[];
  /** The words searched, as the customer wrote them ("rosas rojas"), bounded: the reply may say them. */
  phrase: string;
}

function stemOf(word: string): string | undefined {
  if (STEMS[word]) return STEMS[word];
  for (const [key, stem] of Object.entries(STEMS))
    if (key.endsWith('*') && word.startsWith(key.slice(0, -1))) return stem;
  return undefined;
}

const COLOURS = ['roj', 'blanc', 'amarill', 'morad', 'naranj', 'azul', 'negr', 'verde', 'mixt'];

/** The search words of `text` (at most four of each kind). */
export function searchWords(text: string): SearchWords {
  const words = folded(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 1 && !ASKING.has(w))
    .slice(0, 12);
  const named = words.filter((w) => stemOf(w) !== undefined);
  const stems = [...new Set(named.map((w) => stemOf(w)!))]
    // Products before colours: the first stem is searched, the others filter its matches.
    .sort((a, b) => Number(COLOURS.includes(a)) - Number(COLOURS.includes(b)))
    .slice(0, 4);
  const others = [...new Set(words.filter((w) => stemOf(w) === undefined && w.length > 2))].slice(0, 4);
  const phrase = (stems.length > 0 ? named : others).join(' ').slice(0, SEARCH_PHRASE_MAX).trim();
  return { stems, others, phrase };
}

/** The colours a product's name or description mentions, in Spanish as the catalogue writes them. */
export function coloursOf(text: string): string[] {
  const names: Record<string, string> = {
    roj: 'rojo',
    blanc: 'blanco',
    amarill: 'amarillo',
    morad: 'morado',
    naranj: 'naranja',
    azul: 'azul',
    negr: 'negro',
    verde: 'verde',
  };
  const found = folded(text)
    .split(/[^\p{L}]+/u)
    .map((w) => Object.keys(names).find((stem) => w.startsWith(stem)))
    .filter((s): s is string => s !== undefined);
  return [...new Set(found)].map((s) => names[s]!);
}
