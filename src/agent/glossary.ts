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
 * terms and records), glossary-asked.ts (the everyday words of questions the others lacked: discounts for
 * non-profits, pupils, tickets, instructors, results, numbers …) and glossary-verbs.ts (the verbs of
 * questions). An entry may say which languages its words are of (glossary-entry.ts). Words that
 * carry no topic are in glossary-function.ts and glossary-particles.ts; the
 * phrases that say what kind of answer is wanted in glossary-questions.ts. The lists are joined and a
 * word is found in them (preferring the senses of the question's own language) in glossary-lookup.ts; the
 * question's prepositions and word order are kept in English in glossary-structure.ts.
 */
import { FUNCTION_WORDS } from './glossary-function.js';
import { fold, listed, lookup, TABLE } from './glossary-lookup.js';
import { PARTICLE_WORDS } from './glossary-particles.js';
import {
  assemble,
  CLAUSE,
  clauseVerb,
  followsNoun,
  markerAt,
  particleOf,
  type Part,
  withoutZu,
} from './glossary-structure.js';
import { CALL_ME, QUESTION_PHRASES } from './glossary-questions.js';
import { VERB_WORDS } from './glossary-verbs.js';
import { SYNONYM_GROUPS } from '../resources/knowledge/search/lexicon.js';
import { detectLanguage, type Lang } from './language.js';

type Other = keyof typeof FUNCTION_WORDS;
/** A list of words, folded, less those the glossary maps ("waar", where, is in it, so it is no function word). */
const unmapped = (words: string) =>
  new Set(
    words
      .split(' ')
      .map(fold)
      .filter((w) => !listed(w)),
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
/**
 * A German or Dutch compound ("Studentenrabatt", "Ratenzahlung", "Monatspreis") in the English of its
 * parts, split where both halves are known (a linking -s- dropped). Both must be known: a known last
 * part alone would read French "informations" as "in" + "formations" (courses).
 */
function compound(word: string, lang: Lang): string[] {
  const w = fold(word);
  if (w.length < 8) return [];
  for (let i = 3; i <= w.length - 4; i++) {
    const back = lookup(w.slice(i), lang);
    if (!back) continue;
    const head = w.slice(0, i);
    const front = lookup(head, lang) ?? (head.endsWith('s') ? lookup(head.slice(0, -1), lang) : undefined);
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
  const out: Part[] = [];
  let strong = 0;
  let unknown = 0;
  const particles = lang === 'en' ? new Set<string>() : PARTICLES[lang];
  const german = lang === 'de';
  // A greeting of several words ("Guten Tag", "Bom dia") says nothing of the question ("Tag" is not a day).
  const asked = text.replace(GREETING, '');
  const words: string[] = [];
  for (const sentence of asked.split(/(?<=[.!?¿¡])\s+/)) {
    const tokens = tokenize(sentence);
    const folded = tokens.map((t) => t.word);
    const lower = tokens.map((t) => t.text.toLowerCase());
    words.push(...folded);
    /** Tokens read ahead of their place (the infinitive of "um … zu mieten"). */
    const done = new Set<number>();
    /** The English of the token at `i`, counted as strong, weak or unknown. */
    const read = (i: number, as?: string): Part[] => {
      const parts: Part[] = [];
      const { start, opens, elided } = tokens[i]!;
      const token = as ?? tokens[i]!.text;
      // A function word capitalised inside a sentence is a name ("het Plus-abonnement", "el plan Solo"),
      // except in German, which capitalises its nouns ("zum ersten Mal") and the polite "Sie", and
      // typed in capitals ("NADIE CONTESTA"), which says nothing of names.
      const skip = (part: string) => {
        const w = fold(part);
        const plain = start || opens || !/^\p{Lu}\p{Ll}/u.test(part) || (german && GERMAN.has(w));
        return plain && (FUNCTION.has(w) || particles.has(w));
      };
      if (elided || skip(token)) return parts;
      // A hyphenated word is looked up whole first ("petit-déjeuner"), then by its parts.
      const pieces = lookup(token, lang) ? [token] : token.split('-');
      for (const [k, part] of pieces.entries()) {
        if (skip(part)) continue;
        const capital = !start && /^\p{Lu}/u.test(part);
        const w = fold(part);
        // A German capitalised word is a noun, read as loosely as any other word, unless it leads a
        // hyphenated compound: German writes its own compounds whole, and hyphenates names ("Starter-Tarif").
        const name = capital && (!german || (k === 0 && pieces.length > 1));
        const infix = german ? withoutZu(part) : null;
        const found = lookup(part, lang, !name) ?? (infix ? lookup(infix, lang) : undefined);
        const en = found ? [found] : compound(part, lang);
        if (en.length > 0) {
          for (const e of en) {
            parts.push({ en: e.replace(/^~/, ''), marker: false });
            if (!e.startsWith('~')) strong++;
          }
        } else if (/\p{N}/u.test(part) || capital || /^\p{Ll}+\p{Lu}/u.test(part) || ENGLISH.has(w)) {
          parts.push({ en: part, marker: false });
          strong++;
        } else if (part.length >= 3) unknown++;
      }
      return parts;
    };
    /** The token the last part came from. */
    let last = -1;
    for (let i = 0; i < tokens.length; i++) {
      if (done.has(i)) continue;
      const phrase = phraseAt(tokens, i, lang);
      if (phrase) {
        out.push({ en: phrase.en.replace(/^~/, ''), marker: false });
        if (!phrase.en.startsWith('~')) strong++;
        i += phrase.words.length - 1;
        continue;
      }
      // The question's prepositions as English ones, so its phrases keep their bounds (glossary-structure.ts).
      // No "of" after a name ("Maarten van den Berg", "José da Silva"): it is part of the name.
      const named = !german && i > 0 && !tokens[i - 1]!.start && /^\p{Lu}\p{Ll}/u.test(tokens[i - 1]!.text);
      const said = markerAt(lower, i, lang);
      const marker = named && said === 'of' ? null : said;
      if (marker === CLAUSE) {
        const verb = clauseVerb(lower, i, lang)!;
        const particle = particleOf(lower, verb, lang);
        done.add(verb).add(verb - 1);
        if (particle !== null) done.add(particle);
        const as = particle === null ? undefined : `${tokens[particle]!.text}${tokens[verb]!.text}`;
        out.push({ en: 'to', marker: true }, ...read(verb, as));
        continue;
      }
      // A Dutch separable infinitive without "om" ("terug te sturen"): read as one word, "to" before it.
      const particle = particleOf(lower, i + 2, lang);
      if (particle === i && markerAt(lower, i + 1, lang) === 'to') {
        done.add(i + 1).add(i + 2);
        out.push({ en: 'to', marker: true }, ...read(i + 2, `${tokens[i]!.text}${tokens[i + 2]!.text}`));
        continue;
      }
      if (marker) {
        out.push({ en: marker, marker: true });
        continue;
      }
      const parts = read(i);
      // "âge minimum", "idade mínima": the minimum age.
      const turn = followsNoun(folded[i]!, lang) && last === i - 1 && out.length > 0 && !out.at(-1)!.marker;
      if (turn) out.splice(out.length - 1, 0, ...parts);
      else out.push(...parts);
      if (parts.length > 0) last = i;
    }
    out.push({ en: '', marker: true, end: true });
  }
  // "Kann mich jemand zurückrufen?" asks to be called: a request for the team, not a question for the knowledge.
  const callMe = out.some((e) => CALLS.has(e.en)) && words.some((w) => CALL_ME_WORDS.has(w));
  return strong > 0 && unknown < strong && !callMe ? assemble(out) : null;
}
