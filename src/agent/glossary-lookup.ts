/**
 * The glossary's look-up (glossary.ts): its word lists joined, each word folded and mapped to its English
 * senses, and one word of a question found in them — as listed, past a plural or verb ending, or through a
 * shared stem — preferring the senses of the question's own language (glossary-entry.ts).
 */
import { CALENDAR_WORDS } from './glossary-calendar.js';
import { ASKED_WORDS } from './glossary-asked.js';
import { COMPANY_WORDS } from './glossary-company.js';
import type { Entry } from './glossary-entry.js';
import { EVERYDAY_WORDS } from './glossary-everyday.js';
import { PEOPLE_WORDS } from './glossary-people.js';
import { PLACE_WORDS } from './glossary-places.js';
import { SERVICE_WORDS } from './glossary-services.js';
import { SHOP_WORDS } from './glossary-shop.js';
import { VERB_WORDS } from './glossary-verbs.js';
import { BUSINESS_WORDS } from './glossary-words.js';
import type { Lang } from './language.js';

/** Lower case without accents: visitors often type "cuanto" for "cuánto", "Gebuhr" for "Gebühr". */
export function fold(word: string): string {
  return word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/’/g, "'");
}

/**
 * Plural and verb endings of the five languages (German -en/-er/-t, Dutch -en/-t, French -s/-ez/-ent,
 * Spanish and Portuguese -s/-es/-an/-am/-ar …): a word with one of them taken off, leaving at least four
 * letters. The glossary lists base forms; "Rabatte", "ensinam", "furgonetas" find "rabatt", "ensinar",
 * "furgoneta" through a shared stem, so no entry has to list every form.
 */
const ENDINGS =
  'ungen amos emos ern ens ent ons ais ado ada ido ida en er es em st ez ar ir an am as os e n s t x a o'.split(' ');
export function stems(word: string): string[] {
  const cut = ENDINGS.filter((e) => word.endsWith(e) && word.length - e.length >= 4).map((e) =>
    word.slice(0, -e.length),
  );
  // A consonant doubled before the ending: Dutch "cadeaubonnen", "pakketten", German "Lehrerinnen", "chippen"
  // are "cadeaubon", "pakket", "Lehrerin", "chip".
  const doubled = /([bdfgklmnprst])\1en$/.exec(word);
  if (doubled && word.length - 3 >= 4) cut.push(word.slice(0, -3));
  return cut;
}

/** The glossary's entries. The first lists win where two give one word different English: the later ones widen. */
export const TABLE: Entry[] = [
  ...BUSINESS_WORDS,
  ...EVERYDAY_WORDS,
  ...PEOPLE_WORDS,
  ...SHOP_WORDS,
  ...CALENDAR_WORDS,
  ...SERVICE_WORDS,
  ...PLACE_WORDS,
  ...COMPANY_WORDS,
  ...ASKED_WORDS,
  ...VERB_WORDS,
];

/**
 * One reading of a glossary word: its English (marked "~" when weak: it does not name what a question is
 * about), the languages it is of (null: any), and the word as listed (for tools that explain a reading).
 */
export interface Sense {
  en: string;
  langs: readonly string[] | null;
  word: string;
}
/** The glossary's words, folded (see `fold`), each to its senses in list order. */
const MAP = new Map<string, Sense[]>();
/** The stems of those words (see `stems`), each to the senses of the words that share it. */
const STEMS = new Map<string, Sense[]>();
const add = (map: Map<string, Sense[]>, key: string, sense: Sense) => {
  const senses = map.get(key) ?? [];
  if (!senses.some((s) => s.en === sense.en && String(s.langs) === String(sense.langs))) senses.push(sense);
  map.set(key, senses);
};
for (const [en, others, langs] of TABLE)
  for (const word of others.split(' ')) add(MAP, fold(word), { en, langs: langs?.split(' ') ?? null, word });
// A shared stem is trusted from five letters: "matin" and "mations" share only "mati".
for (const [w, senses] of MAP)
  for (const s of stems(w)) if (s.length >= 5 && !MAP.has(s)) for (const sense of senses) add(STEMS, s, sense);

/** Whether the glossary lists the word (folded) in any language. */
export const listed = (w: string) => MAP.has(w);

type Choose = (senses: Sense[] | undefined) => Sense | undefined;
/**
 * The sense a question in `lang` reads: one said to be of that language or of any (none said to be of another);
 * the one listed with the accents as typed first ("élève" is a pupil, "élevé" high), then one said to be of
 * that language (the more particular), then the first listed.
 */
const own =
  (lang: Lang, typed: string): Choose =>
  (senses) => {
    const fit = senses?.filter((s) => !s.langs || s.langs.includes(lang)) ?? [];
    const mine = (s: Sense) => s.langs !== null;
    return (
      fit.find((s) => s.word === typed && mine(s)) ?? fit.find((s) => s.word === typed) ?? fit.find(mine) ?? fit[0]
    );
  };

/**
 * A word's sense as listed, else a listed word's under one of its endings, else (when `loose`) a shared
 * stem's, which is less sure ("células" shares "celul" with "celular"), so it is read as weak.
 */
function find(w: string, choose: Choose, loose: boolean): Sense | undefined {
  const exact = choose(MAP.get(w));
  if (exact || w.length < 5) return exact;
  const cut = stems(w);
  for (const s of cut) {
    const sense = choose(MAP.get(s));
    if (sense) return sense;
  }
  if (loose)
    for (const s of [w, ...cut]) {
      const sense = choose(STEMS.get(s));
      if (sense) return { ...sense, en: `~${sense.en.replace(/^~/, '')}` };
    }
  return undefined;
}

/**
 * The English of one word of a question in `lang` (see `find`), with the glossary word it was read as: among
 * the senses of that language and of all languages; failing those, a sense of another language only for the
 * word as listed there (a loanword, or a question read as the wrong language), not through an ending or a
 * shared stem, which is how a word of one language is misread as another's (Spanish "segundo", second, as
 * Portuguese "segunda", Monday; German "Mandant", client, as Spanish "mandan", they send). A name capitalised
 * mid-sentence is not read loosely (`loose` false): "Starter" is a plan, not "start".
 */
export function reading(word: string, lang: Lang, loose = true): Sense | undefined {
  const typed = word.toLowerCase().replace(/’/g, "'");
  const w = fold(word);
  return find(w, own(lang, typed), loose) ?? MAP.get(w)?.[0];
}

/** The English of one word of a question in `lang` (see `reading`). */
export const lookup = (word: string, lang: Lang, loose = true): string | undefined => reading(word, lang, loose)?.en;
