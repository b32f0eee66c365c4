/**
 * A question in German, Dutch, French, Spanish or Portuguese put in the words
 * an English knowledge base uses, so the extractive answerer (which matches
 * words, and has no translation without a model) can find the passage: the
 * common words of questions to a company's site (price, plan, booking,
 * opening hours, students, courses, vehicles …), each mapped to English, matched
 * past plural and verb endings and inside German and Dutch compounds, plus the words kept
 * as they are (names such as "Scale" or "Shopify", figures). Used only when
 * the question as asked finds nothing; an answer found this way is introduced
 * by a sentence in the visitor's language saying the source is English.
 * The word lists are general dictionary words kept in their own files:
 * glossary-words.ts (product and account), glossary-everyday.ts (money,
 * booking, hours, days, places, delivery), glossary-people.ts (people,
 * courses, languages, vehicles, pets, rooms, sizes, common verbs), and the
 * wider vocabulary of the businesses visitors write to: glossary-shop.ts
 * (shipping, returns, vouchers, ways to pay, warranty, clothes),
 * glossary-calendar.ts (months, times, holidays, expiry, countries),
 * glossary-services.ts (API and software, schools and training, clinics and
 * vets) and glossary-places.ts (rental, coworking rooms, accessibility,
 * getting there).
 */
import { CALENDAR_WORDS } from './glossary-calendar.js';
import { EVERYDAY_WORDS } from './glossary-everyday.js';
import { FUNCTION_WORDS } from './glossary-function.js';
import { PEOPLE_WORDS } from './glossary-people.js';
import { PLACE_WORDS } from './glossary-places.js';
import { SERVICE_WORDS } from './glossary-services.js';
import { SHOP_WORDS } from './glossary-shop.js';
import { SYNONYM_GROUPS } from '../resources/knowledge/search/lexicon.js';
import { BUSINESS_WORDS } from './glossary-words.js';

/** Lower case without accents: visitors often type "cuanto" for "cuánto", "Gebuhr" for "Gebühr". */
function fold(word: string): string {
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
function stems(word: string): string[] {
  return ENDINGS.filter((e) => word.endsWith(e) && word.length - e.length >= 4).map((e) => word.slice(0, -e.length));
}

/**
 * The glossary's words, folded (see `fold`), each to its English; and their stems (see `stems`) to the same.
 * An English word marked "~" (when, day, small, bring …) is weak: it does not name what a question is about,
 * so it does not by itself make the question worth a second look-up.
 */
const MAP = new Map<string, string>();
const STEMS = new Map<string, string>();
// The first lists win where two give one word different English: the later ones widen, they do not override.
const TABLE = [
  ...BUSINESS_WORDS,
  ...EVERYDAY_WORDS,
  ...PEOPLE_WORDS,
  ...SHOP_WORDS,
  ...CALENDAR_WORDS,
  ...SERVICE_WORDS,
  ...PLACE_WORDS,
];
for (const [en, others] of TABLE) for (const w of others.split(' ').map(fold)) if (!MAP.has(w)) MAP.set(w, en);
/** Function words that carry no topic ("waar", where, is in the glossary, so it is not one). */
const FUNCTION = new Set(
  FUNCTION_WORDS.split(' ')
    .map(fold)
    .filter((w) => !MAP.has(w)),
);
/**
 * English words a visitor mixes in ("gift card", "trial"): the glossary's own English and the search
 * lexicon's, from four letters (shorter ones are too often words of the other languages too).
 */
const ENGLISH = new Set(
  [...TABLE.map(([en]) => en.replace(/^~/, '')), ...SYNONYM_GROUPS.flat()]
    .flatMap((e) => e.split(' '))
    .filter((w) => w.length >= 4 && !FUNCTION.has(w)),
);
// A shared stem is trusted from five letters: "matin" and "mations" share only "mati".
for (const [w, en] of MAP)
  for (const s of stems(w)) if (s.length >= 5 && !STEMS.has(s) && !MAP.has(s)) STEMS.set(s, en);

/**
 * The English of one word: as listed, else a listed word under one of its endings, else (when `loose`) a
 * shared stem, which is less sure ("células" shares "celul" with "celular"), so it is read as weak.
 * A name capitalised mid-sentence is not read loosely: "Starter" is a plan, not "start".
 */
function lookup(word: string, loose = true): string | undefined {
  const w = fold(word);
  const exact = MAP.get(w);
  if (exact || w.length < 5) return exact;
  const cut = stems(w);
  for (const s of cut) if (MAP.has(s)) return MAP.get(s);
  if (loose) for (const s of [w, ...cut]) if (STEMS.has(s)) return `~${STEMS.get(s)!.replace(/^~/, '')}`;
  return undefined;
}

/**
 * A German or Dutch compound ("Studentenrabatt", "Ratenzahlung", "Monatspreis") in the English of its
 * parts, split where both halves are known (a linking -s- dropped). Both must be known: a known last
 * part alone would read French "informations" as "in" + "formations" (courses).
 */
function compound(word: string): string[] {
  const w = fold(word);
  if (w.length < 8) return [];
  for (let i = 3; i <= w.length - 4; i++) {
    const back = lookup(w.slice(i));
    if (!back) continue;
    const head = w.slice(0, i);
    const front = lookup(head) ?? (head.endsWith('s') ? lookup(head.slice(0, -1)) : undefined);
    if (front) return [front, back];
  }
  return [];
}

const GREETING =
  /^\s*(?:guten (?:tag|morgen|abend)|goede(?:n)? (?:dag|morgen|middag|avond)|buenos d[ií]as|buenas (?:tardes|noches)|bom dia|boa (?:tarde|noite))\b[\s,.!]*/iu;

/**
 * The question in English words, or null when too little of it is known to be worth a second look-up.
 * Kept as they are: figures, and capitalised words not at the start of a sentence that no entry maps
 * (product and plan names). Worth a look-up: at least one word that names a topic (a strong glossary
 * word, or a kept name or figure), and fewer unknown words than those: a question whose main words
 * the glossary does not know ("séances de physiothérapie pour chats") would be looked up by its
 * remaining general words and answered about something else.
 */
export function englishQuery(text: string): string | null {
  const out: string[] = [];
  let strong = 0;
  let unknown = 0;
  // A greeting of several words ("Guten Tag", "Bom dia") says nothing of the question ("Tag" is not a day).
  const asked = text.replace(GREETING, '');
  for (const sentence of asked.split(/(?<=[.!?¿¡])\s+/)) {
    const tokens = sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
    tokens.forEach((token, i) => {
      if (FUNCTION.has(fold(token))) return;
      // An elided article or pronoun ("l'adresse", "d'essai") is looked up without it.
      const bare = token.replace(/^(?:l|d|qu|j|n|s|c|m|t)['’]/iu, '');
      // A hyphenated word is looked up whole first ("petit-déjeuner"), then by its parts.
      for (const part of lookup(bare) ? [bare] : bare.split('-')) {
        if (FUNCTION.has(fold(part))) continue;
        const name = i > 0 && /^\p{Lu}/u.test(part);
        const found = lookup(part, !name);
        const en = found ? [found] : compound(part);
        if (en.length > 0) {
          for (const e of en) {
            out.push(e.replace(/^~/, ''));
            if (!e.startsWith('~')) strong++;
          }
        } else if (/\p{N}/u.test(part) || name || /^\p{Ll}+\p{Lu}/u.test(part) || ENGLISH.has(fold(part))) {
          out.push(part);
          strong++;
        } else if (part.length >= 3) unknown++;
      }
    });
  }
  return strong > 0 && unknown < strong ? [...new Set(out)].join(' ') : null;
}
