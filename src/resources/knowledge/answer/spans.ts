import { NUMBER_WORDS } from '../search/lexicon.js';
import type { QuestionType } from '../search/question.js';

/**
 * Spans that answer a kind of question, found by pattern in a sentence as
 * written: amounts of money, durations and frequencies, counts, dates and times,
 * and proper names (for who, where and which). Patterns, not a model: they say
 * whether a sentence can answer the kind of question at all.
 */

const NUM_WORD = Object.keys(NUMBER_WORDS).join('|');
const NUMBER = `(?:\\d[\\d,.]*|${NUM_WORD}|a|an|a few|several|a couple of)`;
const MONEY_RE =
  /[$€£¥]\s?\d|\d[\d,.]*\s?(?:dollars?|euros?|pounds?|usd|eur|gbp|cents?)\b|\b(?:usd|eur|gbp|chf)\s?\d|\bfree\b/i;
const UNIT =
  '(?:business |working |calendar )?(?:seconds?|minutes?|hours?|days?|nights?|weeks?|months?|quarters?|years?)';
const DURATION_RE = new RegExp(
  [
    `\\b${NUMBER}[\\s-]+${UNIT}\\b`,
    `\\b(?:every|each|per|a|once a|twice a|times a)\\s+(?:${NUMBER}\\s+)?(?:${UNIT}|weekday|morning|evening|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\\b`,
    '\\b(?:daily|weekly|nightly|hourly|monthly|yearly|annually|real[- ]time|instantly|immediately|overnight|within)\\b',
  ].join('|'),
  'i',
);
// "One" is more often a determiner than a count; it counts in durations ("one business day") only.
const COUNT_RE = new RegExp(
  `\\d|\\b(?:${NUM_WORD.replace(/\bone\||\|once\b|\|single\b/g, '')}|unlimited|no limit)\\b`,
  'i',
);
const DATE_RE = new RegExp(
  [
    '\\b(?:1[89]\\d\\d|20\\d\\d)\\b',
    '\\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\b',
    '\\b(?:[Mm]onday|[Tt]uesday|[Ww]ednesday|[Tt]hursday|[Ff]riday|[Ss]aturday|[Ss]unday|weekdays?|weekends?)\\b',
    '\\b\\d{1,2}[:.]\\d{2}\\b|\\b\\d{1,2}\\s?(?:am|pm)\\b',
    '\\b(?:[Vv]ersion|v)\\s?\\d+(?:\\.\\d+)*\\b',
    '\\b(?:today|tomorrow|yesterday|tonight|Q[1-4])\\b',
    '\\b(?:spring|summer|autumn|fall|winter) (?:of )?\\d{4}\\b',
    '\\b\\d{1,2}(?:st|nd|rd|th)\\b|\\bcentury\\b',
  ].join('|'),
);

const WEB_RE =
  /\b[\w.+-]+@[\w-]+\.[\w.-]+|\bhttps?:\/\/\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|app|dev|example|[a-z]{2})\b/i;

/** Words that are capitalised for being first, or out of habit, not for being names. */
const NOT_NAMES = new Set([
  'I',
  'A',
  'An',
  'The',
  'This',
  'That',
  'These',
  'Those',
  'It',
  'Its',
  'We',
  'Our',
  'You',
  'Your',
  'They',
  'Their',
  'If',
  'When',
  'Yes',
  'No',
]);
const TOKEN_RE = /[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu;
/** A sentence's words, without the stops and dashes that end some ("Herrera." is Herrera). */
const tokensOf = (s: string) => (s.match(TOKEN_RE) ?? []).map((w) => w.replace(/[.'’-]+$/, ''));

/**
 * Proper names in a sentence: capitalised words that do not open it (or that the
 * surrounding text also capitalises mid-sentence), acronyms and camel-cased
 * product names.
 */
export function namesIn(sentence: string, context: Set<string>): string[] {
  const tokens = tokensOf(sentence);
  return tokens.filter((w, i) => {
    if (NOT_NAMES.has(w) || !/\p{L}/u.test(w)) return false;
    if (/^\p{Lu}{2,}/u.test(w) || /^\p{Ll}+\p{Lu}/u.test(w)) return true;
    if (!/^\p{Lu}/u.test(w)) return false;
    return i > 0 || context.has(w);
  });
}

const PARTICLE = /^(?:de|van|von|der|den|da|di|du|la|le|del|della|bin|al|el|mac|st\.?)$/;

/** Words of runs of two or more capitalised words ("Maya Lindqvist", "Tomás de la Cruz"): the text's likely people. */
export function peopleIn(sentences: string[]): Set<string> {
  const out = new Set<string>();
  for (const s of sentences) {
    const tokens = tokensOf(s);
    let run: string[] = [];
    const close = () => {
      while (run.length && PARTICLE.test(run[run.length - 1]!)) run.pop();
      if (run.filter((w) => !PARTICLE.test(w)).length >= 2) for (const w of run) if (!PARTICLE.test(w)) out.add(w);
      run = [];
    };
    for (const w of tokens) {
      if (/^\p{Lu}\p{Ll}/u.test(w) && !(run.length === 0 && NOT_NAMES.has(w))) run.push(w);
      else if (run.length && PARTICLE.test(w)) run.push(w);
      else close();
    }
    close();
  }
  return out;
}

/** Capitalised words that some sentence of the text uses mid-sentence (so are names wherever they stand). */
export function midSentenceCapitals(sentences: string[]): Set<string> {
  const out = new Set<string>();
  for (const s of sentences) {
    const tokens = tokensOf(s);
    for (let i = 1; i < tokens.length; i++) if (/^\p{Lu}/u.test(tokens[i]!)) out.add(tokens[i]!);
  }
  return out;
}

/** What a chunk says about names: words it capitalises mid-sentence, and words of its people's names. */
export interface NameContext {
  names: Set<string>;
  people: Set<string>;
}

/** True when the sentence holds a span of the kind the question asks for. */
export function hasSpan(type: QuestionType, sentence: string, ctx: NameContext): boolean {
  switch (type) {
    case 'amount':
      return MONEY_RE.test(sentence);
    case 'duration':
      return DURATION_RE.test(sentence);
    case 'count':
      return COUNT_RE.test(sentence);
    case 'date':
      // "When do orders ship?" is answered by "within two business days" as well as by a date.
      return DATE_RE.test(sentence) || DURATION_RE.test(sentence);
    case 'person':
      return tokensOf(sentence).some((w) => ctx.people.has(w));
    case 'place':
      // On a product site "where" is often answered by an address on the web ("at status.example.com").
      return WEB_RE.test(sentence) || namesIn(sentence, ctx.names).length > 0;
    case 'named':
      return namesIn(sentence, ctx.names).length > 0 || (type === 'named' && /\d/.test(sentence));
    default:
      return true;
  }
}

/** The numbers a sentence states (digits with separators, or number words), for "cheapest" and "biggest". */
export function valuesIn(sentence: string): number[] {
  const out: number[] = [];
  for (const m of sentence.matchAll(/\d[\d,]*(?:\.\d+)?/g)) out.push(Number(m[0].replace(/,/g, '')));
  for (const m of sentence.toLowerCase().matchAll(new RegExp(`\\b(${NUM_WORD})\\b`, 'g')))
    out.push(NUMBER_WORDS[m[1]!]!);
  return out.filter((n) => Number.isFinite(n));
}

const SENTENCE_NEGATION_RE =
  /\b(?:not|no|never|none|nor|neither|cannot|without|nothing|nobody|nowhere|unable|except|instead|fail(?:s|ed|ure)?|lack(?:s|ed|ing)?|refused?)\b|n't\b|n’t\b/i;

/** True when a sentence negates or excludes something: the only kind that can answer a negated question. */
export function negates(sentence: string): boolean {
  return SENTENCE_NEGATION_RE.test(sentence);
}
