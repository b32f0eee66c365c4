import type { Queryable } from '../../../db/types.js';
import { ANTONYMS, COMPARATIVES, IRREGULAR_VERBS, NUMBER_WORDS, SAME_GROUPS, SYNONYM_GROUPS } from './lexicon.js';
import { FRAME_WORDS } from './frame-words.js';
import type { Analysis } from './question.js';
import { lexemesOf, RANKING, type QueryTerm } from './search.js';

/** One way of saying a facet: every term must be there. */
export interface Alternative {
  terms: string[];
  /** 1 for the question's own words, less for a synonym. */
  factor: number;
}

/**
 * One thing the question asks about: a word, or a phrase the lexicon knows
 * ("money back"), with the ways a page may say it. `weight` is the idf of the
 * question's own term over the searched bases (set by the caller).
 */
export interface Facet {
  label: string;
  distinctive: boolean;
  /** A common verb: weighs half. */
  light: boolean;
  /** General language that frames the question ("would", "enough", "whole"): weighs little (frame-words.ts). */
  frame?: boolean;
  /**
   * A hyphenated word's parts ("medium-sized": medium, size), each a facet of its own: they stand for it when the
   * bases never use the whole (`whole`, its index term), so a page saying "Medium van" says most of it.
   */
  parts?: Facet[];
  whole?: string;
  /** What the question's count or amount is of (Analysis.focus). */
  focus: boolean;
  own: string[];
  /** Every index term of the question's words, compounds too ("aes-256", aes, 256): what retrieval searches. */
  index: string[];
  alternatives: Alternative[];
  /** Terms of words that say the opposite ("smallest" for "largest"): a sentence saying one of them and not the facet answers another question. */
  opposites: string[][];
  weight: number;
}

/** What a synonym counts for against the question's own word. */
export const SYNONYM_FACTOR = 0.8;

interface Entry {
  group: number;
  /** From SAME_GROUPS: its group's entries are the word itself. */
  same: boolean;
  raw: string;
  /** Its terms; a phrase of stop words only ("up to") gets one mark instead, found in text by the phrase itself. */
  terms: string[];
}
interface Lexicon {
  entries: Entry[];
  /** Single-word entries by their term, and every entry by its raw form: the groups they belong to. */
  byTerm: Map<string, number[]>;
  byRaw: Map<string, number[]>;
  phrases: Array<Entry & { re: RegExp }>;
  numberTerms: Map<string, string[]>;
  /** Each irregular verb's forms as written and as terms, base form first. */
  irregular: Array<{ forms: readonly string[]; terms: string[][] }>;
  /** "cheaper": its base word, the base's terms and its own. */
  comparatives: Map<string, { base: string; terms: string[]; typed: string[] }>;
  /** A word's term and the terms of its opposites. */
  antonyms: Map<string, string[][]>;
}

let lexicon: Promise<Lexicon> | null = null;

/** The term standing for a phrase with stop words ("up to" has no index term): a text holding the phrase holds its mark. */
const markOf = (raw: string) => `~${raw}`;
export const isMark = (term: string) => term.startsWith('~');

/** The lexicon stemmed by the database's own dictionary (the same on both engines), once per process. */
function stemmedLexicon(q: Queryable): Promise<Lexicon> {
  lexicon ??= (async () => {
    const raws = [
      ...SYNONYM_GROUPS.map((g) => ({ g, same: false })),
      ...SAME_GROUPS.map((g) => ({ g, same: true })),
    ].flatMap(({ g, same }, group) => g.map((raw) => ({ group, raw, same })));
    const numbers = Object.keys(NUMBER_WORDS);
    const verbs = IRREGULAR_VERBS.flat();
    const comparatives = [...COMPARATIVES.entries()].flat();
    const opposed = ANTONYMS.flat();
    const all = await lexemesOf(q, [...raws.map((r) => r.raw), ...numbers, ...verbs, ...comparatives, ...opposed]);
    const lex = all.slice(0, raws.length + numbers.length);
    let at = lex.length;
    const next = (n: number) => all.slice(at, (at += n));
    const verbTerms = next(verbs.length);
    const irregular = IRREGULAR_VERBS.map((forms) => ({ forms, terms: verbTerms.splice(0, forms.length) }));
    const comparativeTerms = next(comparatives.length);
    const comparativeOf = new Map(
      [...COMPARATIVES.entries()].map(([typed, base], i) => [
        typed,
        { base, terms: comparativeTerms[2 * i + 1]!, typed: comparativeTerms[2 * i]! },
      ]),
    );
    const oppositeTerms = next(opposed.length);
    const antonyms = new Map<string, string[][]>();
    ANTONYMS.forEach((_, i) => {
      const [a, b] = [oppositeTerms[2 * i]!, oppositeTerms[2 * i + 1]!];
      if (a.length !== 1 || b.length !== 1) return;
      antonyms.set(a[0]!, [...(antonyms.get(a[0]!) ?? []), b]);
      antonyms.set(b[0]!, [...(antonyms.get(b[0]!) ?? []), a]);
    });
    // A phrase with a stop word in it ("go over", "sign up", "work with") is only itself whole: it gets a mark.
    const whole = (raw: string, terms: string[]) =>
      !raw.includes(' ') || partsOf(terms).length >= raw.split(' ').length;
    const entries = raws.map((r, i) => ({ ...r, terms: whole(r.raw, lex[i]!) ? lex[i]! : [markOf(r.raw)] }));
    const byTerm = new Map<string, number[]>();
    const byRaw = new Map<string, number[]>();
    const push = (m: Map<string, number[]>, k: string, g: number) => m.set(k, [...(m.get(k) ?? []), g]);
    for (const e of entries) {
      push(byRaw, e.raw, e.group);
      if (e.terms.length === 1 && !e.raw.includes(' ')) push(byTerm, e.terms[0]!, e.group);
    }
    // Words of a phrase may take an ending and have up to two words between them ("hook it up", "API calls").
    const gap = '(?:\\s+\\S+){0,2}\\s+';
    const word = (w: string) => `${w.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}(?:s|es|ed|d|ing)?`;
    const phrases = entries
      .filter((e) => e.raw.includes(' '))
      .map((e) => ({ ...e, re: new RegExp(`\\b${e.raw.split(' ').map(word).join(gap)}\\b`, 'g') }));
    const numberTerms = new Map(numbers.map((w, i) => [w, lex[raws.length + i]!]));
    return { entries, byTerm, byRaw, phrases, numberTerms, irregular, comparatives: comparativeOf, antonyms };
  })().catch((err) => {
    lexicon = null;
    throw err;
  });
  return lexicon;
}

/** The marks of the stop-word phrases a text says (added to its terms when answering). */
export async function marksOf(q: Queryable, texts: string[]): Promise<string[][]> {
  const lex = await stemmedLexicon(q);
  const stopPhrases = lex.phrases
    .filter((p) => p.terms.length === 1 && isMark(p.terms[0]!))
    .map((p) => ({ mark: p.terms[0]!, re: new RegExp(p.re.source) }));
  return texts.map((t) => {
    const lower = t.toLowerCase();
    return stopPhrases.filter((p) => p.re.test(lower)).map((p) => p.mark);
  });
}

/** A compound's parts stand for it ("AES-256": aes, 256), as they do in the index. */
const partsOf = (terms: string[]) => {
  const parts = terms.filter((t) => !t.includes('-'));
  return parts.length > 0 ? parts : terms;
};

/** Number words as written in compounds ("seven-seater", "two-day"): not "once", "single", which are as often other words. */
const CARDINAL = (w: string) => !['once', 'twice', 'single'].includes(w);

/**
 * A compound's terms with its number words as digits and its digits as words ("seven-seater" is "7-seater",
 * "2-year" is "two-year"): the same word either way, as a single number word already is. None when it has no number.
 */
function numberSwapped(lex: Lexicon, terms: string[]): Alternative[] {
  if (terms.length < 2) return [];
  let changed = false;
  const swapped = terms.map((t) => {
    for (const [w, stems] of lex.numberTerms) {
      if (!CARDINAL(w)) continue;
      const digit = String(NUMBER_WORDS[w]);
      if (stems.length === 1 && stems[0] === t) return (changed = true), digit;
      if (t === digit && stems.length === 1) return (changed = true), stems[0]!;
    }
    return t;
  });
  return changed ? [{ terms: swapped, factor: 1 }] : [];
}

function synonyms(lex: Lexicon, groups: number[], own: string[]): Alternative[] {
  const out: Alternative[] = [];
  for (const e of lex.entries) {
    if (!groups.includes(e.group) || e.terms.length === 0 || e.terms.join(' ') === own.join(' ')) continue;
    const factor = e.same ? 1 : SYNONYM_FACTOR;
    const known = out.find((a) => a.terms.join(' ') === e.terms.join(' '));
    if (!known) out.push({ terms: e.terms, factor });
    else known.factor = Math.max(known.factor, factor);
  }
  return out;
}

/**
 * The facets of an analysed question: lexicon phrases found in it first (their
 * words are used up), then each remaining word with its synonyms and, for
 * numbers, its digits or number word. Weights are left at 0.
 */
export async function facetsOf(q: Queryable, a: Analysis): Promise<Facet[]> {
  const lex = await stemmedLexicon(q);
  const facets: Facet[] = [];
  const used = new Set<string>();
  // Longest phrases first, none overlapping another ("hook up to" is "hook up", not also "up to").
  const found = lex.phrases
    .flatMap((p) =>
      [...a.lower.matchAll(p.re)].map((m) => ({ p, text: m[0], start: m.index, end: m.index + m[0].length })),
    )
    .sort((x, y) => y.end - y.start - (x.end - x.start) || x.start - y.start);
  const taken: Array<[number, number]> = [];
  for (const m of found) {
    if (taken.some(([s, e]) => m.start < e && s < m.end)) continue;
    taken.push([m.start, m.end]);
    const words = m.p.raw.split(' ');
    const distinctive = a.words.some((w) => w.distinctive && words.some((p) => w.lower.startsWith(p)));
    const groups = lex.byRaw.get(m.p.raw) ?? [];
    const alternatives = [{ terms: m.p.terms, factor: 1 }, ...synonyms(lex, groups, m.p.terms)];
    const own = m.p.terms.filter((t) => !isMark(t));
    const focus = a.focus !== null && m.text.split(/\s+/).includes(a.focus);
    facets.push({
      label: m.text,
      distinctive,
      light: false,
      focus,
      own,
      index: own,
      alternatives,
      opposites: [],
      weight: 0,
    });
    // The phrase's own words are used up; words between them ("get my data out") stay the question's.
    for (const t of m.text.split(/\s+/))
      if (words.some((w) => t.startsWith(w) && t.length - w.length <= 3)) used.add(t);
  }
  const words = a.words.filter((w) => !used.has(w.lower));
  const own = await lexemesOf(
    q,
    words.map((w) => w.text),
  );
  // The pieces of hyphenated words ("medium-sized": medium, sized), read by the stemmer in one call.
  const compound = (i: number) => (own[i] ?? []).some((t) => t.includes('-')) && partsOf(own[i]!).length >= 2;
  const pieces = words.flatMap((w, i) => (compound(i) ? w.lower.split('-').filter(Boolean) : []));
  const pieceTerms = pieces.length ? await lexemesOf(q, pieces) : [];
  const piecesOf = new Map<number, Array<{ raw: string; t: string[] }>>();
  let at = 0;
  words.forEach((w, i) => {
    if (compound(i))
      piecesOf.set(
        i,
        w.lower
          .split('-')
          .filter(Boolean)
          .map((raw) => ({ raw, t: pieceTerms[at++] ?? [] })),
      );
  });
  words.forEach((w, i) => {
    // "cheaper" is "cheap" to the lexicon and the index; what was typed still counts as the word.
    const comparative = lex.comparatives.get(w.lower);
    const terms = partsOf(comparative?.terms ?? own[i] ?? []);
    const key = terms.join(' ');
    if (terms.length === 0 && !w.distinctive) return;
    if (key && facets.some((f) => f.own.join(' ') === key)) return;
    const groups = [
      ...new Set([
        ...(lex.byRaw.get(comparative?.base ?? w.lower) ?? []),
        ...(terms.length === 1 ? (lex.byTerm.get(terms[0]!) ?? []) : []),
      ]),
    ];
    const alternatives: Alternative[] = terms.length ? [{ terms, factor: 1 }] : [];
    if (comparative?.typed.length) alternatives.push({ terms: comparative.typed, factor: 1 });
    alternatives.push(...verbForms(lex, w.lower, terms));
    alternatives.push(...synonyms(lex, groups, terms));
    const n = NUMBER_WORDS[w.lower];
    if (n !== undefined) alternatives.push({ terms: [String(n)], factor: 1 });
    const word = [...lex.numberTerms.entries()].find(([k]) => String(NUMBER_WORDS[k]) === w.lower);
    if (word?.[1].length) alternatives.push({ terms: word[1], factor: 1 });
    alternatives.push(...numberSwapped(lex, terms));
    const focus = a.focus === w.lower;
    const index = comparative ? terms : (own[i] ?? []);
    const parts: Facet[] = [];
    for (const { raw, t } of piecesOf.get(i) ?? []) {
      if (t.length === 0 || parts.some((p) => p.own.join(' ') === t.join(' '))) continue;
      const n = NUMBER_WORDS[raw];
      const digitWord = [...lex.numberTerms.entries()].find(([k]) => CARDINAL(k) && String(NUMBER_WORDS[k]) === raw);
      const alts: Alternative[] = [{ terms: t, factor: 1 }];
      if (n !== undefined && CARDINAL(raw)) alts.push({ terms: [String(n)], factor: 1 });
      if (digitWord?.[1].length) alts.push({ terms: digitWord[1], factor: 1 });
      alts.push(...synonyms(lex, lex.byRaw.get(raw) ?? [], t));
      const frame = !w.distinctive && FRAME_WORDS.has(raw);
      parts.push({
        label: raw,
        distinctive: w.distinctive,
        light: false,
        frame,
        focus,
        own: t,
        index: t,
        alternatives: alts,
        opposites: [],
        weight: 0,
      });
    }
    if (alternatives.length)
      facets.push({
        label: w.text,
        distinctive: w.distinctive,
        light: w.light,
        frame: !w.distinctive && FRAME_WORDS.has(w.lower),
        focus,
        own: terms,
        index,
        alternatives,
        opposites: [],
        weight: 0,
        ...(parts.length >= 2 ? { parts, whole: index.find((t) => t.includes('-')) } : {}),
      });
  });
  // A word's opposites, unless the question says them too ("the first and the last").
  const said = new Set(facets.flatMap((f) => f.alternatives.filter((x) => x.factor === 1).flatMap((x) => x.terms)));
  for (const f of facets) {
    const terms = f.alternatives.filter((x) => x.factor === 1 && x.terms.length === 1).map((x) => x.terms[0]!);
    f.opposites = [...new Set(terms)]
      .flatMap((t) => lex.antonyms.get(t) ?? [])
      .filter((o) => !o.some((t) => said.has(t)));
  }
  return facets;
}

/** The other forms of an irregular verb ("found" for "find", "find" for "found"): the same word. */
function verbForms(lex: Lexicon, lower: string, terms: string[]): Alternative[] {
  const verb = lex.irregular.find(
    (v) =>
      v.forms.slice(1).includes(lower) ||
      (terms.length === 1 && v.terms[0]?.length === 1 && v.terms[0][0] === terms[0]),
  );
  if (!verb) return [];
  return verb.terms
    .filter((t) => t.length > 0 && t.join(' ') !== terms.join(' '))
    .map((t) => ({ terms: t, factor: 1 }));
}

/** How well a set of terms says a facet: the best alternative wholly present, else 0. */
export function credit(f: Facet, bag: Set<string>): number {
  let best = 0;
  for (const a of f.alternatives) if (a.factor > best && a.terms.every((t) => bag.has(t))) best = a.factor;
  return best;
}

/**
 * A query's terms for BM25: each index term of its words, and their synonyms at
 * RANKING.synonym, tied to the word's first term (a light verb's, and its synonyms
 * and other forms, at half).
 */
export function queryTerms(facets: Facet[]): QueryTerm[] {
  const out: QueryTerm[] = [];
  const add = (term: string, origin: string, weight: number) => {
    if (!isMark(term) && !out.some((e) => e.term === term && e.origin === origin)) out.push({ term, origin, weight });
  };
  for (const f of facets) {
    for (const t of f.index) add(t, t, f.light ? 0.5 : 1);
    const origin = f.index[0] ?? `~${f.label.toLowerCase()}`;
    for (const a of f.alternatives) {
      if (a.terms.every((t) => f.index.includes(t))) continue;
      const weight = (a.factor === 1 ? 1 : RANKING.synonym) * (a.terms.length > 1 ? 0.7 : 1) * (f.light ? 0.5 : 1);
      for (const term of a.terms) add(term, origin, weight);
    }
  }
  return out;
}
