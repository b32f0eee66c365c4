/**
 * The structure of a question kept in its English words (glossary.ts). Word for word, "Quel âge faut-il
 * avoir au minimum pour louer une voiture ?" was "how old minimum rent hire car", a bag in which the English
 * answerer, which reads what a count or a limit is of from word order (question.ts `focusOf`: the noun
 * before the first preposition after "minimum", "how many" …), took "car". So a question's own prepositions
 * and infinitive markers are put in the English ones that end such a phrase — "pour", "para", "für", "voor"
 * as "for", or "to" before an infinitive; "de", "van", "von" as "of"; "par", "por", "pro", "per" as "per";
 * "avec", "con", "mit", "met" as "with"; "in", "dans", "en", "em" as "in" ("how many users in the Growth plan":
 * users) — and two orders the languages differ in from English are turned:
 * German and Dutch put the infinitive of "um … zu mieten", "om … te huren" last ("to rent" comes first in
 * English), and French, Spanish and Portuguese put "minimum" and "maximum" after their noun ("âge minimum",
 * "idade mínima": the minimum age).
 */
import { fold } from './glossary-lookup.js';
import type { Lang } from './language.js';

type Other = Exclude<Lang, 'en'>;
/** "for", or "to" when an infinitive follows (see `INFINITIVE`). */
const FOR_TO = 'for/to';
/** German "um", Dutch "om": "to", with the infinitive of its clause brought forward (see `clauseVerb`). */
export const CLAUSE = 'clause';
/** Before an infinitive only: German "zu", Dutch "te" ("te duur" is too dear). */
const TO = 'to?';

/** Each language's prepositions that end a phrase, in the English word that does (folded, as tokens are). */
const MARKERS: Record<Other, Record<string, string>> = {
  de: { in: 'in', im: 'in', für: 'for', fur: 'for', von: 'of', vom: 'of', pro: 'per', mit: 'with', um: CLAUSE, zu: TO },
  nl: { in: 'in', voor: 'for', van: 'of', per: 'per', met: 'with', om: CLAUSE, te: TO },
  fr: { dans: 'in', pour: FOR_TO, de: 'of', d: 'of', du: 'of', par: 'per', avec: 'with' },
  es: { en: 'in', para: FOR_TO, de: 'of', del: 'of', por: 'per', con: 'with' },
  pt: {
    em: 'in',
    no: 'in',
    na: 'in',
    nos: 'in',
    nas: 'in',
    para: FOR_TO,
    pra: FOR_TO,
    de: 'of',
    do: 'of',
    da: 'of',
    dos: 'of',
    das: 'of',
    por: 'per',
    com: 'with',
  },
};
/** Pronouns: "van jullie", "de vous", "von euch" say whose, and end no phrase of what is asked about. */
const PRONOUNS: Record<Other, Set<string>> = {
  de: new Set('euch ihnen dir mir uns ihm ihr dich mich'.split(' ')),
  nl: new Set('jullie u ons mij me hem haar hen jou'.split(' ')),
  fr: new Set('vous nous moi toi lui eux elle elles'.split(' ')),
  es: new Set('usted ustedes vosotros nosotros mi ti el ella ellos ellas'.split(' ')),
  pt: new Set('voces voce nos mim ti ele ela eles elas'.split(' ')),
};
/** A verb's infinitive, by its ending: "louer", "choisir", "prendre", "alquilar", "huren", "mieten". */
const INFINITIVE: Record<Other, RegExp> = {
  de: /\p{L}{2}(?:en|ern|eln)$/u,
  nl: /\p{L}{2}en$/u,
  fr: /\p{L}{2}(?:er|ir|re)$/u,
  es: /\p{L}{2}(?:ar|er|ir)(?:se)?$/u,
  pt: /\p{L}{2}(?:ar|er|ir|or)$/u,
};

/**
 * The English marker the word at `at` of a question in `lang` is read as, if any: "for" or "to", "of", "per",
 * "with"; CLAUSE for German "um", Dutch "om" (the caller reads the clause's verb first, see `clauseVerb`).
 * `words` are the sentence's words in lower case, accents kept (Portuguese "pôr", to put, is not "por").
 */
export function markerAt(words: string[], at: number, lang: Lang): string | null {
  if (lang === 'en') return null;
  const marker = MARKERS[lang][words[at]!];
  const next = words[at + 1] ?? '';
  if (!marker || PRONOUNS[lang].has(fold(next))) return null;
  if (marker === FOR_TO) return INFINITIVE[lang].test(next) ? 'to' : 'for';
  if (marker === TO) return INFINITIVE[lang].test(next) ? 'to' : null;
  if (marker === CLAUSE) return clauseVerb(words, at, lang) === null ? null : CLAUSE;
  return marker;
}

/**
 * The infinitive of the clause German "um" or Dutch "om" opens ("um ein Auto zu mieten", "om een auto te
 * huren"): the word after the clause's "zu" or "te", where that is an infinitive; null when the sentence has
 * none (Dutch "om tien uur" is at ten, German "um 10 Uhr" too).
 */
export function clauseVerb(words: string[], at: number, lang: Lang): number | null {
  if (lang !== 'de' && lang !== 'nl') return null;
  const to = lang === 'de' ? 'zu' : 'te';
  for (let k = at + 1; k < words.length - 1; k++)
    if (words[k] === to && INFINITIVE[lang].test(words[k + 1]!)) return k + 1;
  return null;
}

/** Dutch separable particles, written apart before "te" ("terug te sturen": to send back, "terugsturen"). */
const SEPARABLE = new Set('terug op af aan in uit mee door over weg toe bij na voor langs vast'.split(' '));
/**
 * The particle of a Dutch separable verb whose infinitive is at `verb` ("terug te sturen"), or null: the caller
 * reads the two as one word ("terugsturen").
 */
export function particleOf(words: string[], verb: number, lang: Lang): number | null {
  const p = verb - 2;
  return lang === 'nl' && p >= 0 && words[verb - 1] === 'te' && SEPARABLE.has(words[p]!) ? p : null;
}
/**
 * A German separable verb with "zu" inside ("zurückzuschicken", "anzumelden", "abzuholen") without it, the
 * form the glossary lists; null for any other word.
 */
export function withoutZu(word: string): string | null {
  const m =
    /^(ab|an|auf|aus|bei|ein|mit|nach|vor|vorbei|weg|weiter|zurück|zusammen|her|hin|um|durch|über|unter|wieder|los|fest|frei)zu(\p{L}{3,})$/u.exec(
      word.toLowerCase(),
    );
  return m ? m[1]! + m[2]! : null;
}

/** Folded words for "minimum" and "maximum" that French, Spanish and Portuguese put after their noun. */
const AFTER_NOUN = new Set(['minimum', 'maximum', 'minimo', 'minima', 'maximo', 'maxima', 'minimal', 'maximal']);
/** Whether, in `lang`, the word is a "minimum" or "maximum" that follows its noun (see the file's comment). */
export const followsNoun = (word: string, lang: Lang) =>
  (lang === 'fr' || lang === 'es' || lang === 'pt') && AFTER_NOUN.has(word);

/** One part of the English query: a word (or words) the glossary gave or kept, a marker, or a sentence's end. */
export interface Part {
  en: string;
  marker: boolean;
  /** The end of a sentence: no word is moved past it. */
  end?: boolean;
}

/**
 * "Cost" after what costs, as English has it: "wat kost het pakket per maand", "¿cuánto cuesta el envío con
 * DHL?" were "how much cost parcel per month", "how much cost shipping with DHL", in which the answerer read
 * the thing priced as what the amount must be said of ("parcel", "shipping"), where English ("how much does
 * shipping cost with DHL") gives "cost", as a page's "Cost: £9.95" says it. So "cost" goes after the words
 * that follow it, up to the next marker or the sentence's end.
 */
function costLast(parts: Part[]): Part[] {
  const out = [...parts];
  for (let j = 0; j < out.length; j++) {
    const p = out[j]!;
    const joined = p.en === 'how much cost';
    if (!joined && !(p.en === 'how much' && out[j + 1]?.en === 'cost')) continue;
    let k = j + (joined ? 1 : 2);
    while (k < out.length && !out[k]!.marker && !out[k]!.end) k++;
    if (k === j + (joined ? 1 : 2)) continue;
    // The joined phrase is split in place; a separate "cost" is taken out, which moves the rest up by one.
    if (joined) out.splice(j, 1, { en: 'how much', marker: false });
    else out.splice(j + 1, 1);
    const at = joined ? k : k - 1;
    out.splice(at, 0, { en: 'cost', marker: false });
    j = at;
  }
  return out;
}

/**
 * The English query from its parts (see `costLast`): each word once (the first time), and each marker only
 * between two words (none first or last, none beside another), so "prix de la formation pour les élèves" is
 * "price of course for student".
 */
export function assemble(parts: Part[]): string {
  const seen = new Set<string>();
  const out: Part[] = [];
  for (const p of costLast(parts)) {
    if (p.end) continue;
    if (p.marker) {
      if (out.length > 0 && !out.at(-1)!.marker) out.push(p);
      continue;
    }
    if (seen.has(p.en)) continue;
    seen.add(p.en);
    out.push(p);
  }
  while (out.at(-1)?.marker) out.pop();
  return out.map((p) => p.en).join(' ');
}
