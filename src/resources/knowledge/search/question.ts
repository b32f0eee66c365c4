import { FILLER, LIGHT_WORDS, QUANTITY_WORDS, SELF_RE } from './lexicon.js';

/**
 * What kind of answer a question wants. Each kind but `yesno` and `open` names
 * the span an answering sentence must hold (spans.ts): an amount of money, a
 * duration or frequency, a count, a date or time, a person, a place, a named thing.
 */
export type QuestionType = 'amount' | 'duration' | 'count' | 'date' | 'person' | 'place' | 'named' | 'yesno' | 'open';

export interface QuestionWord {
  /** As typed (for messages and the names rule). */
  text: string;
  lower: string;
  /** A name, product, standard or number: capitalised inside the question, an acronym, or holding a digit. */
  distinctive: boolean;
  /** A common verb that says little ("take", "look"): it counts half. */
  light: boolean;
}

export interface Analysis {
  type: QuestionType;
  /**
   * Another kind of span that answers as well, when the question's wording allows two readings: "how much notice"
   * asks a quantity that is not money, said as a count or a length of time ("one month's notice"); "how fast" asks
   * a speed or a time ("1 Gbps", "within two days").
   */
  also?: QuestionType | undefined;
  /** "cheapest", "biggest": which of several amounts or counts is meant. */
  extreme: 'min' | 'max' | null;
  /** The question's own words, less filler and the words that only say what kind of answer is wanted. */
  words: QuestionWord[];
  /** The question, lower-cased, with typographic quotes made plain (phrases are found in it). */
  lower: string;
  /** Asked as a question (a wh-word, an auxiliary first, a question mark), not typed as keywords or a claim. */
  isQuestion: boolean;
  /** What a count or an amount is of ("how many shipping labels" → labels): the answer must be about it. */
  focus: string | null;
  /** Adjacent words of the question ("account manager"): a sentence saying them together says more. */
  pairs: RegExp[];
  /** The question negates ("which plans don't include SSO?"): only a sentence that negates too can answer it. */
  negated: boolean;
}

const WORD_RE = /[\p{L}\p{N}$€£][\p{L}\p{N}'’.,%+-]*[\p{L}\p{N}%+]|[\p{L}\p{N}]/gu;

/** Words that open a message without asking anything ("hey, so can I…"). */
const LEAD_IN =
  /^(?:(?:hey|hi|hello|ok|okay|so|and|but|also|um|uh|quick question|one more thing|question)[\s,:;!.-]+)+/;

interface TypeRule {
  type: QuestionType;
  re: RegExp;
  /** Words the pattern uses up: they say what kind of answer is wanted, not what it is about. */
  uses?: string[];
}

/** First match wins; the specific kinds come before the generic ones. */
const TYPE_RULES: TypeRule[] = [
  {
    type: 'amount',
    re: /\bhow much\b.*\b(cost|costs|charge|charged|pay|paid|price|money|fee|fees|bill|billed|raised|spend)\b|\bhow much (is|are|does|do|will|would|for)\b|\bhow expensive\b|\bwhat (does|do|will|would) .*\bcost\b|\b(price|cost|fee) of\b|\b(cheapest|priciest|most expensive|least expensive)\b/,
    uses: ['much', 'expensive', 'money'],
  },
  {
    type: 'duration',
    re: /\bhow (long|quickly|fast|soon|often|frequently)\b|\bhow far back\b|\bhow many (seconds|minutes|hours|days|weeks|months|years)\b/,
    uses: ['long', 'quickly', 'fast', 'soon', 'often', 'frequently', 'far', 'back'],
  },
  {
    type: 'count',
    re: /\bhow (many|big|large)\b|\bhow much\b|\bnumber of\b|\b(maximum|minimum|max|min)\b|\blimit\b/,
    uses: ['many', 'much', 'big', 'large', 'number'],
  },
  {
    type: 'date',
    re: /^(since )?when\b|\bwhen (is|was|did|does|do|will|are|were|can|could|should)\b|\b(what|which) (year|date|day|month|time|version)\b|\bhow old\b/,
    uses: ['year', 'date', 'day', 'month', 'time', 'old'],
  },
  {
    type: 'person',
    re: /^who\b|\bwho(?:'s| is| are| was| were| runs| leads| started| founded| owns| made| built| created| heads)\b|\bwhose\b|\bwhom\b/,
  },
  {
    type: 'place',
    re: /^where\b|\bwhere(?:'s| is| are| was| were| do| does| can| will)\b|\b(which|what|in which) (country|countries|city|cities|region|regions|state|continent)\b/,
    uses: ['country', 'countries', 'city', 'cities'],
  },
  { type: 'named', re: /^(which|what kind of|what type of)\b|\bwhich\b/ },
  {
    type: 'yesno',
    re: /^(can|could|do|does|did|is|are|was|were|will|would|should|shall|may|might|have|has|had|am|any|is there|are there)\b/,
  },
];

/** "I'm", "we've", "don't": pronouns and auxiliaries with their endings say nothing a page could match. */
const CONTRACTION_RE =
  /^(i|you|we|they|it|he|she|that|there|what|who|where|how|let|don|can|won|doesn|isn|aren|didn|wasn|weren|haven|hasn|wouldn|shouldn|couldn)'\p{L}{1,2}$/u;
/** The same typed without the apostrophe ("dont", "cant"). */
const BARE_NEGATIONS = 'dont|doesnt|didnt|cant|isnt|arent|wasnt|werent|havent|hasnt|wouldnt|shouldnt|couldnt';
const BARE_NEGATION_RE = new RegExp(`^(?:${BARE_NEGATIONS})$`);
const NEGATION_RE = new RegExp(`\\b(?:not|never|cannot|no longer|${BARE_NEGATIONS})\\b|n't\\b`);
/**
 * A condition or reason is not what is asked: "how much notice should I give if I can't make an appointment?" asks
 * about notice, not about something not done. Its clause (to a comma or the end) is left out before the question's
 * negation is looked for; "when" only past the first word (a question opening with it asks when).
 */
const CONDITION_RE = /(^|[\s,;])(?:if|unless|because|since|in case|whenever|(?<!^)when)\b[^,;?]*/g;
/** A question mark at the end, before anything but words (an emoji, "??", "?!"): "can i pay monthly? 🙏". */
const ASKED_END_RE = /\?[^\p{L}\p{N}]*$/u;
/**
 * An auxiliary before its subject, wherever it comes: the word order of a question, typed without its question mark
 * or after a condition ("if i cancel do i lose everything"), which neither the first word nor a "?" shows.
 */
const INVERTED_RE =
  /\b(?:do|does|did|can|could|will|would|should|shall|may|might|is|are|am|was|were|have|has)\s+(?:i|you|we|they|it|he|she|there)\b(?!')/;
/** A number word is a quantity unless a unit follows it ("two warehouses" against "thirty days"). */
const UNIT_RE =
  /^(?:seconds?|minutes?|hours?|days?|weeks?|months?|quarters?|years?|percent|times|dollars?|euros?|pounds?)$/;

const FOCUS_TRIGGER_RE =
  /\b(?:how (?:many|much|big|large)|number of|maximum|minimum|max|min|limit (?:on|of|for|to))\b/g;
const FOCUS_SKIP = new Set([
  'is',
  'are',
  'was',
  'were',
  'the',
  'a',
  'an',
  'your',
  'our',
  'my',
  'their',
  'of',
  'do',
  'does',
  'can',
  'there',
  'cheapest',
  'biggest',
  'largest',
  'smallest',
  'lowest',
  'highest',
]);
const FOCUS_STOP =
  /^(for|of|in|on|at|to|can|could|do|does|did|is|are|will|would|should|i|we|you|they|it|per|with|from|that|there|have|has|if|when|a|an|the|my|our|your)$/;

/** The noun a count or amount is of: the last word of the run after the last "how many", "number of", "maximum"… */
function focusOf(stem: string): string | null {
  const last = [...stem.matchAll(FOCUS_TRIGGER_RE)].at(-1);
  if (!last) return null;
  const words = stem
    .slice(last.index + last[0].length)
    .split(/[?.!,;]/)[0]!
    .split(/\s+/)
    .filter(Boolean);
  let i = 0;
  while (i < words.length && FOCUS_SKIP.has(words[i]!)) i++;
  let end = i;
  while (end < words.length && !FOCUS_STOP.test(words[end]!)) end++;
  return end > i ? words[end - 1]!.replace(/'s$/, '') : null;
}

/** "How much" of something that is not money (the amount rule did not match): a quantity. */
const MUCH_RE = /\bhow much\b/;
/** "How fast": a speed or a time. */
const FAST_RE = /\bhow fast\b/;

const MIN_RE = /\b(cheapest|lowest|least expensive|smallest|minimum|basic|entry[- ]level)\b/;
const MAX_RE = /\b(most expensive|priciest|biggest|largest|highest|top|premium|maximum)\b/;
/** Superlatives only pick between spans; as words they would match nothing on the page. */
const EXTREME_WORDS = new Set([
  'cheapest',
  'lowest',
  'least',
  'smallest',
  'biggest',
  'largest',
  'highest',
  'priciest',
  'most',
]);

/**
 * A word's start, as a crude stem for finding it next to another ("accounts manager" finds "account manager").
 * Four letters at least: three would find "speak" in "specialist".
 */
const prefix = (w: string) => w.slice(0, Math.max(4, w.length - 3)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function analyseQuestion(question: string): Analysis {
  const plain = question.replace(/[’‘]/g, "'").replace(/[“”]/g, '"').trim();
  const lower = plain.toLowerCase();
  const stem = lower.replace(LEAD_IN, '');
  const rule = TYPE_RULES.find((r) => r.re.test(stem));
  const type = rule?.type ?? 'open';
  const also =
    type === 'count' && MUCH_RE.test(stem)
      ? 'duration'
      : type === 'duration' && FAST_RE.test(stem)
        ? 'count'
        : undefined;
  const extreme =
    type === 'amount' || type === 'count' ? (MIN_RE.test(stem) ? 'min' : MAX_RE.test(stem) ? 'max' : null) : null;
  // "the company", "your business": the site's owner, whom every page is about.
  const raw =
    plain
      .slice(lower.length - stem.length)
      .replace(SELF_RE, ' ')
      .match(WORD_RE) ?? [];
  // Title Case or ALL CAPS typing says nothing about names: then only digits and acronyms count.
  const capitalised = raw.filter((w) => /^\p{Lu}/u.test(w)).length;
  const caseMeaningful = capitalised <= Math.max(1, raw.length / 2);
  const used = new Set(rule?.uses ?? []);
  const words: QuestionWord[] = [];
  const kept: number[] = [];
  raw.forEach((text, i) => {
    const w = text.replace(/[.,]+$/, '');
    const l = w.toLowerCase().replace(/'s$/, '');
    if (
      FILLER.has(l) ||
      used.has(l) ||
      CONTRACTION_RE.test(l) ||
      BARE_NEGATION_RE.test(l) ||
      (extreme && EXTREME_WORDS.has(l))
    )
      return;
    // "one order", "two warehouses", "several brands": how many, not what.
    if (QUANTITY_WORDS.has(l) && !UNIT_RE.test(raw[i + 1]?.toLowerCase() ?? '')) return;
    // "us" is the visitor's company; "US" is the country.
    if (l === 'us' && w !== 'US') return;
    const acronym = /^\p{Lu}{2,}\d*$/u.test(w) || /^\p{Ll}+\p{Lu}/u.test(w);
    const capital = caseMeaningful && i > 0 && /^\p{Lu}/u.test(w) && !/^I('\p{L}+)?$/u.test(w);
    words.push({ text: w, lower: l, distinctive: /\d/.test(w) || acronym || capital, light: LIGHT_WORDS.has(l) });
    kept.push(i);
  });
  const pairs: RegExp[] = [];
  for (let k = 1; k < words.length; k++) {
    const [a, b] = [words[k - 1]!, words[k]!];
    if (kept[k]! - kept[k - 1]! !== 1 || a.lower.length < 3 || b.lower.length < 3) continue;
    pairs.push(new RegExp(`\\b${prefix(a.lower)}[\\p{L}\\p{N}]*\\s+${prefix(b.lower)}`, 'iu'));
  }
  const isQuestion =
    type !== 'open' ||
    ASKED_END_RE.test(stem) ||
    /^(what|how|why|which|who|where|when|whose|whom)\b/.test(stem) ||
    INVERTED_RE.test(stem);
  const focus = type === 'count' || type === 'amount' ? focusOf(stem) : null;
  return {
    type,
    also,
    extreme,
    words,
    lower,
    isQuestion,
    focus,
    pairs,
    negated: NEGATION_RE.test(stem.replace(CONDITION_RE, '$1')),
  };
}
