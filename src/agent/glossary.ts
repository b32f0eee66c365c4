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
 * vets), glossary-places.ts (rental, coworking rooms, accessibility,
 * getting there), glossary-company.ts (who runs a company, where it sits, its
 * terms and records) and glossary-verbs.ts (the verbs of questions). Words that
 * carry no topic are in glossary-function.ts and glossary-particles.ts; the
 * phrases that say what kind of answer is wanted in glossary-questions.ts.
 */
import { CALENDAR_WORDS } from './glossary-calendar.js';
import { COMPANY_WORDS } from './glossary-company.js';
import { EVERYDAY_WORDS } from './glossary-everyday.js';
import { FUNCTION_WORDS } from './glossary-function.js';
import { PARTICLE_WORDS } from './glossary-particles.js';
import { PEOPLE_WORDS } from './glossary-people.js';
import { PLACE_WORDS } from './glossary-places.js';
import { CALL_ME, QUESTION_PHRASES } from './glossary-questions.js';
import { SERVICE_WORDS } from './glossary-services.js';
import { SHOP_WORDS } from './glossary-shop.js';
import { VERB_WORDS } from './glossary-verbs.js';
import { SYNONYM_GROUPS } from '../resources/knowledge/search/lexicon.js';
import { BUSINESS_WORDS } from './glossary-words.js';
import { detectLanguage, type Lang } from './language.js';

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
  ...COMPANY_WORDS,
  ...VERB_WORDS,
];
for (const [en, others] of TABLE) for (const w of others.split(' ').map(fold)) if (!MAP.has(w)) MAP.set(w, en);
type Other = keyof typeof FUNCTION_WORDS;
/** A list of words, folded, less those the glossary maps ("waar", where, is in it, so it is no function word). */
const unmapped = (words: string) =>
  new Set(
    words
      .split(' ')
      .map(fold)
      .filter((w) => !MAP.has(w)),
  );
/** Function words that carry no topic, in any of the five languages. */
const FUNCTION = unmapped(Object.values(FUNCTION_WORDS).join(' '));
/**
 * Adverbs, particles, modal verbs and the like, each language's read only in a question in it, and there
 * before the glossary: "haar" is Dutch "her", German "Haar" (hair); Portuguese "ou" is "or", French "où" "where";
 * German "mögen" is "like", Dutch "mogen" "may".
 */
const PARTICLES = Object.fromEntries(
  Object.entries(PARTICLE_WORDS).map(([l, words]) => [l, new Set(words.split(' ').map(fold))]),
) as Record<Other, Set<string>>;
/** A German question's own function words, capitalised or not ("Sie", "Frage", "Mal"). */
const GERMAN = new Set([...unmapped(FUNCTION_WORDS.de), ...PARTICLES.de]);
/**
 * English words a visitor mixes in ("gift card", "trial"): the glossary's own English and the search
 * lexicon's, from four letters (shorter ones are too often words of the other languages too); not the
 * verbs' ("come" is Spanish and Portuguese for "eats").
 */
const ENGLISH = new Set(
  [...TABLE.filter((e) => !VERB_WORDS.includes(e)).map(([en]) => en.replace(/^~/, '')), ...SYNONYM_GROUPS.flat()]
    .flatMap((e) => e.split(' '))
    .filter((w) => w.length >= 4 && !FUNCTION.has(w)),
);
/**
 * The question phrases (glossary-questions.ts), as folded words, longest first so "combien de temps" (how long)
 * is read before "combien de" (how many).
 */
const PHRASES = QUESTION_PHRASES.flatMap(([en, phrases, lang]) =>
  phrases.split('|').map((p) => {
    const start = p.startsWith('^');
    const words = fold(p.replace(/^\^/, ''))
      .split(' ')
      .map((w) => w.replace(/'$/, ''));
    return { en, words, lang, start };
  }),
).sort((a, b) => b.words.length - a.words.length);
const CALL_ME_WORDS = new Set(CALL_ME.split(' ').map(fold));
/** The English of the verbs of calling and contacting: with CALL_ME, a request to be called (glossary-questions.ts). */
const CALLS = new Set(['call', 'call back', 'contact']);
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

interface Token {
  text: string;
  /** Folded (see `fold`). */
  word: string;
  /** First of its sentence: a capital there says nothing. */
  start: boolean;
  /** After "¿" or "¡" inside a sentence ("Hola, ¿Tienen …"), where a function word may be capitalised too. */
  opens: boolean;
  /** An elided article or pronoun ("l'" of "l'adresse"): only phrases read it ("combien d'utilisateurs"). */
  elided: boolean;
}

/** A sentence's words, an elided article or pronoun ("l'adresse", "d'essai") split off the word it goes with. */
function tokenize(sentence: string): Token[] {
  const tokens: Token[] = [];
  for (const m of sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)) {
    const before = sentence.slice(0, m.index);
    const start = before.trim() === '';
    const opens = /[¿¡]\s*$/u.test(before);
    const elision = /^(l|d|qu|j|n|s|c|m|t)['’](.+)$/iu.exec(m[0]);
    if (elision) {
      tokens.push({ text: elision[1]!, word: fold(elision[1]!), start, opens, elided: true });
      tokens.push({ text: elision[2]!, word: fold(elision[2]!), start: false, opens: false, elided: false });
    } else tokens.push({ text: m[0], word: fold(m[0]), start, opens, elided: false });
  }
  return tokens;
}

/** The question phrase (glossary-questions.ts) that starts at `tokens[at]`, if any. */
function phraseAt(tokens: Token[], at: number, lang: Lang) {
  return PHRASES.find(
    (p) =>
      (!p.lang || p.lang === lang) &&
      (!p.start || tokens[at]!.start || tokens[at]!.opens) &&
      p.words.every((w, k) => tokens[at + k]?.word === w),
  );
}

/**
 * The question in English words, or null when too little of it is known to be worth a second look-up.
 * Kept as they are: figures, and capitalised words not at the start of a sentence that no entry maps
 * (product and plan names). Worth a look-up: at least one word that names a topic (a strong glossary
 * word, or a kept name or figure), and fewer unknown words than those: a question whose main words
 * the glossary does not know ("séances de physiothérapie pour chats") would be looked up by its
 * remaining general words and answered about something else. `lang` is the question's language
 * (detected when not given): its particles are read as carrying no topic, its phrases as theirs, and
 * in German, where every noun is capitalised, a capitalised word is read as loosely as any other.
 */
export function englishQuery(text: string, lang: Lang = detectLanguage(text)): string | null {
  const out: string[] = [];
  let strong = 0;
  let unknown = 0;
  const particles = lang === 'en' ? new Set<string>() : PARTICLES[lang];
  const german = lang === 'de';
  // A greeting of several words ("Guten Tag", "Bom dia") says nothing of the question ("Tag" is not a day).
  const asked = text.replace(GREETING, '');
  const words: string[] = [];
  for (const sentence of asked.split(/(?<=[.!?¿¡])\s+/)) {
    const tokens = tokenize(sentence);
    words.push(...tokens.map((t) => t.word));
    for (let i = 0; i < tokens.length; i++) {
      const phrase = phraseAt(tokens, i, lang);
      if (phrase) {
        out.push(phrase.en.replace(/^~/, ''));
        if (!phrase.en.startsWith('~')) strong++;
        i += phrase.words.length - 1;
        continue;
      }
      const { text: token, start, opens, elided } = tokens[i]!;
      // A function word capitalised inside a sentence is a name ("het Plus-abonnement", "el plan Solo"),
      // except in German, which capitalises its nouns ("zum ersten Mal") and the polite "Sie", and
      // typed in capitals ("NADIE CONTESTA"), which says nothing of names.
      const skip = (part: string) => {
        const w = fold(part);
        const plain = start || opens || !/^\p{Lu}\p{Ll}/u.test(part) || (german && GERMAN.has(w));
        return plain && (FUNCTION.has(w) || particles.has(w));
      };
      if (elided || skip(token)) continue;
      // A hyphenated word is looked up whole first ("petit-déjeuner"), then by its parts.
      const parts = lookup(token) ? [token] : token.split('-');
      for (const [k, part] of parts.entries()) {
        if (skip(part)) continue;
        const capital = !start && /^\p{Lu}/u.test(part);
        const w = fold(part);
        // A German capitalised word is a noun, read as loosely as any other word, unless it leads a
        // hyphenated compound: German writes its own compounds whole, and hyphenates names ("Starter-Tarif").
        const name = capital && (!german || (k === 0 && parts.length > 1));
        const found = lookup(part, !name);
        const en = found ? [found] : compound(part);
        if (en.length > 0) {
          for (const e of en) {
            out.push(e.replace(/^~/, ''));
            if (!e.startsWith('~')) strong++;
          }
        } else if (/\p{N}/u.test(part) || capital || /^\p{Ll}+\p{Lu}/u.test(part) || ENGLISH.has(w)) {
          out.push(part);
          strong++;
        } else if (part.length >= 3) unknown++;
      }
    }
  }
  // "Kann mich jemand zurückrufen?" asks to be called: a request for the team, not a question for the knowledge.
  const callMe = out.some((e) => CALLS.has(e)) && words.some((w) => CALL_ME_WORDS.has(w));
  return strong > 0 && unknown < strong && !callMe ? [...new Set(out)].join(' ') : null;
}
