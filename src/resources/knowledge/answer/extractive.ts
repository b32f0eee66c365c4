import { credit, type Facet } from '../search/facets.js';
import { FRAME_WEIGHT } from '../search/frame-words.js';
import type { Analysis } from '../search/question.js';
import type { ChunkHit } from '../search/search.js';
import { hasSpan, negates, valuesIn } from './spans.js';

/** A retrieved chunk, read for answering: its sentences as written, with their terms. */
export interface ReadChunk {
  hit: ChunkHit;
  rank: number;
  sentences: string[];
  /** Sentence i is a heading line (the chunk's text repeats its headings). */
  heading: boolean[];
  sentenceTerms: Set<string>[];
  /** Terms of the page title and the heading path. */
  fieldTerms: Set<string>;
  /** Terms of the heading above the chunk's own (its parent section's). */
  parentTerms: Set<string>;
  allTerms: Set<string>;
  /** Words the chunk capitalises mid-sentence: names wherever they stand. */
  names: Set<string>;
  /** Words of the people's names the chunk holds (runs of capitalised words). */
  people: Set<string>;
}

export interface Prepared {
  question: string;
  analysis: Analysis;
  /** The question's facets, weighted by idf over the searched bases. */
  facets: Facet[];
  chunks: ReadChunk[];
  /** Questions packed into one line (search/parts.ts), each prepared on its own; answered apart when there are several. */
  parts?: Prepared[];
}

export type AbstainReason = 'nothing-found' | 'missing-term' | 'no-answer-span' | 'weak-support' | 'model-declined';

export type Extraction =
  | { kind: 'answer'; chunk: ReadChunk; quotes: string[]; support: number }
  | { kind: 'abstain'; reason: AbstainReason; detail: string | null };

/**
 * Calibration (bench/answers and bench/ask, docs/quality.md). A facet counts
 * fully when the sentence says it, `section` when its section's own heading
 * does, `heading` when only the page title or heading path does, `chunk` when only another sentence of the chunk does; synonyms
 * count SYNONYM_FACTOR of that. An answer needs `support` of the question's idf
 * weight; among answers, `retrieval` weighs the chunk's ranking score (relative to
 * the best chunk's), `pair` each pair of adjacent question words the sentence
 * says together (two at most), `topic` the share of the question its chunk's section heading says
 * (a section about the question beats a passing mention elsewhere); the best
 * candidate's sum of these answers when it reaches `answer`; a sentence without
 * the kind of span asked for scores `noSpan` less, one that does not negate a
 * negated question `negation` less (1 or more leaves them out). `answer`,
 * `noSpan` and `negation` were chosen together on the two development sites
 * (bench/answers --sweep, round 4: the lowest bar at which 90% of their
 * near-misses abstain, and the pair that answers most there); `near` is how close
 * to the best a sibling must be to be weighed by "cheapest" or "biggest".
 */
export const THRESHOLDS = {
  answer: 0.9,
  noSpan: 1,
  support: 0.55,
  section: 0.9,
  heading: 0.7,
  chunk: 0.2,
  spanBonus: 0.1,
  retrieval: 0.2,
  near: 0.1,
  extra: 0.75,
  namesNear: 1,
  pair: 0.1,
  topic: 0.4,
  negation: 1,
  /** Rules that filter candidates, 1 on and 0 off (bench/answers --ablate turns each off alone; docs/quality.md, round 5). */
  opposites: 1,
  focus: 1,
  leads: 1,
  missingTerm: 1,
  chunkNames: 1,
  headSpan: 1,
  /** A section is passed over when a question's word is said only by a sibling section's heading (round 8). */
  sibling: 1,
  /** A count question's sentence that counts its focus ("9 vets" for "how many vets"), round 10. */
  counted: 0.3,
  /** What a frame word the sentence does not say counts for against its idf (search/frame-words.ts), round 12. */
  frame: FRAME_WEIGHT,
};
export type Thresholds = typeof THRESHOLDS;

export const MAX_QUOTES = 3;

const HEADING_SPANS = new Set(['date', 'amount', 'named']);

interface Candidate {
  chunk: ReadChunk;
  index: number;
  support: number;
  /** Adjacent question words the sentence says together. */
  pairs: number;
  /** The sentence counts what a count question asks about: a number right before it ("We have 9 vets"). */
  counted: boolean;
  /** The question negates and the sentence does not (nor its heading or lead question). */
  unlike: boolean;
  span: 'sentence' | 'heading' | null;
  score: number;
}

/** The chunk's own section heading line: the last heading of its path that its text repeats. */
function sectionHeading(c: ReadChunk): number {
  for (let i = c.sentences.length - 1; i >= 0; i--)
    if (c.heading[i] && c.heading.slice(0, i + 1).every(Boolean)) return i;
  return -1;
}

/**
 * Each sentence of a chunk (heading lines aside) with its support, the
 * idf-weighted share of the question's facets it says (or its section heading,
 * page title and heading path, or its chunk say, for less), and where the span
 * the question asks for is. None when the chunk lacks a name, product, standard
 * or number of the question.
 */
export function sentenceSupport(
  p: Pick<Prepared, 'facets' | 'analysis'>,
  c: ReadChunk,
  t: Thresholds = THRESHOLDS,
): Array<Omit<Candidate, 'chunk' | 'score'>> {
  const total = p.facets.reduce((s, f) => s + f.weight, 0);
  if (total <= 0) return [];
  if (t.chunkNames && !p.facets.every((f) => !f.distinctive || credit(f, c.allTerms) > 0)) return [];
  const { type } = p.analysis;
  const head = sectionHeading(c);
  // A section heading may carry the answer's date, price or name ("Version 4.0: May 2024", "Growth: $119").
  const headSpan = t.headSpan > 0 && head >= 0 && HEADING_SPANS.has(type) && hasSpan(type, c.sentences[head]!, c);
  const section = head >= 0 ? c.sentenceTerms[head]! : new Set<string>();
  // Word overlap cannot tell a statement from its negation: a negated question is answered by a sentence that does not negate
  // (nor its heading) only at `negation` less (1 or more: not at all).
  const headNegates = head >= 0 && negates(c.sentences[head]!);
  const out: Array<Omit<Candidate, 'chunk' | 'score'>> = [];
  const countRe = t.counted > 0 && type === 'count' && p.analysis.focus ? countedRe(p.analysis.focus) : null;
  // A question in running text ("Found a security problem? Email …") is no answer: it heads the sentences after it.
  let lead = -1;
  c.sentences.forEach((text, index) => {
    if (c.heading[index]) return;
    if (t.leads && /\?["”')\]]?$/.test(text)) {
      lead = index;
      return;
    }
    const leadTerms = lead >= 0 ? c.sentenceTerms[lead]! : null;
    const unlike = p.analysis.negated && !headNegates && !negates(text) && !(lead >= 0 && negates(c.sentences[lead]!));
    if (unlike && t.negation >= 1) return;
    const own = c.sentenceTerms[index]!;
    let got = 0;
    // A frame word ("would", "whole", "enough") that neither the sentence nor its headings say weighs FRAME_WEIGHT
    // of its idf: the page answers in its own words. Said, it counts in full.
    let unsaid = 0;
    for (const f of p.facets) {
      const said = credit(f, own);
      // "the smallest" for "the largest": the sentence answers another question.
      if (t.opposites && said === 0 && f.opposites.some((o) => o.every((x) => own.has(x)))) return;
      const near = Math.max(
        said,
        credit(f, section) * t.section,
        leadTerms ? credit(f, leadTerms) * t.section : 0,
        credit(f, c.fieldTerms) * t.heading,
      );
      // A count or amount must be of what was asked: its sentence or headings say so ("how many labels", not rows).
      if (t.focus && f.focus && near === 0) return;
      if (t.namesNear && f.distinctive && near === 0) return;
      if (f.frame && near === 0) {
        unsaid += f.weight * (1 - t.frame);
        got += f.weight * t.frame * credit(f, c.allTerms) * t.chunk;
      } else got += f.weight * Math.max(near, credit(f, c.allTerms) * t.chunk);
    }
    const pairs = p.analysis.pairs.filter((re) => re.test(text)).length;
    const counted = countRe?.test(text) === true;
    out.push({
      index,
      support: got / (total - unsaid),
      unlike,
      pairs,
      counted,
      span:
        hasSpan(type, text, c) || (p.analysis.also !== undefined && hasSpan(p.analysis.also, text, c))
          ? 'sentence'
          : headSpan
            ? 'heading'
            : null,
    });
  });
  return out;
}

/** Number words that count ("one" is as often a determiner, as in spans.ts). */
const NUM_WORDS = 'two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred';

/**
 * A number, then up to two words, then the focus word (its first letters, as the question's pairs are found):
 * "9 vets", "28 days", "1 point". A count question's sentence that says this counts what was asked;
 * one that only has a number somewhere, under a heading that says the word, does not.
 */
function countedRe(focus: string): RegExp {
  const stem = focus.slice(0, Math.max(4, focus.length - 3)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:\\d[\\d,.]*|\\b(?:${NUM_WORDS}))\\s+(?:[\\p{L}-]+\\s+){0,2}${stem}`, 'iu');
}

const parentPath = (c: ReadChunk) => (c.hit.heading ?? '').split(' > ').slice(0, -1).join(' > ');

/** The terms of a chunk's own section heading (its leading heading line), or none. */
function ownHeading(c: ReadChunk): Set<string> {
  const head = sectionHeading(c);
  return head < 0 ? new Set() : c.sentenceTerms[head]!;
}

/**
 * A section headed by a question ("Can I take the car to the Isle of Man?"), as on an FAQ page: its siblings are
 * other questions, each answered on its own, not variants of one table ("Women's" beside "Men's"), however many
 * words ("can", "car") their headings share.
 */
const asksQuestion = (c: ReadChunk) => {
  const head = sectionHeading(c);
  return head >= 0 && /\?\s*$/.test(c.sentences[head]!);
};

/**
 * Whether a word of the question is said nowhere in this section but by the heading of a parallel sibling
 * section of the same page: same parent heading, and a heading that shares a word with this one ("Women's
 * jackets and tops" beside "Men's jackets and tops"). Such siblings differ by what the question's word names,
 * so "a women's XXL jacket" is not answered from the men's table, which has an XXL row. Siblings with
 * unrelated headings ("Certifications" beside "Where your data is stored") do not count.
 */
function saidBySibling(p: Pick<Prepared, 'facets' | 'chunks'>, c: ReadChunk): boolean {
  const own = ownHeading(c);
  if (!c.hit.heading || own.size === 0 || asksQuestion(c)) return false;
  const parallel = p.chunks
    .filter((o) => o.hit.url === c.hit.url && o.hit.heading !== c.hit.heading && parentPath(o) === parentPath(c))
    .map(ownHeading)
    .filter((h) => [...h].some((term) => own.has(term)));
  return p.facets.some((f) => credit(f, c.allTerms) === 0 && parallel.some((h) => credit(f, h) > 0));
}

/**
 * The extractive answer: one to three sentences of the best chunk, quoted as
 * written. A sentence is scored by the idf-weighted share of the question's
 * facets it (or its chunk's headings, or its chunk) says, must hold the kind of
 * span the question asks for, and must come from a chunk that holds every name,
 * product, standard and number of the question. Otherwise the answer is that the
 * sources do not cover the question, with the reason.
 */
export function extract(p: Prepared, t: Thresholds = THRESHOLDS): Extraction {
  if (p.chunks.length === 0) return { kind: 'abstain', reason: 'nothing-found', detail: null };
  if (p.facets.reduce((s, f) => s + f.weight, 0) <= 0) return { kind: 'abstain', reason: 'weak-support', detail: null };
  const missing = p.facets.find((f) => f.distinctive && !p.chunks.some((c) => credit(f, c.allTerms) > 0));
  if (missing && t.missingTerm) return { kind: 'abstain', reason: 'missing-term', detail: missing.label };
  const candidates: Candidate[] = [];
  const top = Math.max(...p.chunks.map((c) => c.hit.score), 1e-9);
  const total = p.facets.reduce((s, f) => s + f.weight, 0);
  for (const c of p.chunks) {
    if (t.sibling && saidBySibling(p, c)) continue;
    const head = sectionHeading(c);
    const topic = head < 0 ? 0 : p.facets.reduce((s, f) => s + f.weight * credit(f, c.sentenceTerms[head]!), 0) / total;
    for (const s of sentenceSupport(p, c, t)) {
      const score =
        s.support +
        (s.span ? t.spanBonus : 0) +
        t.retrieval * (c.hit.score / top) +
        t.pair * Math.min(2, s.pairs) +
        (s.counted ? t.counted : 0) +
        t.topic * topic -
        (s.unlike ? t.negation : 0);
      candidates.push({ chunk: c, ...s, score });
    }
  }
  // A sentence without the kind of span asked for (a price for "how much") scores `noSpan` less, rather than not at all.
  const spanned = candidates
    .map((c) => (c.span !== null ? c : { ...c, score: c.score - t.noSpan }))
    .filter((c) => c.span !== null || t.noSpan < 1)
    .sort((a, b) => b.score - a.score);
  let best = spanned[0];
  // One score decides: the one that ranks the candidates (support, span, retrieval, adjacent pairs, section topic).
  if (!best || best.score < t.answer) {
    const strong = candidates.some((c) => c.support >= t.support);
    return { kind: 'abstain', reason: strong ? 'no-answer-span' : 'weak-support', detail: null };
  }
  if (p.analysis.extreme)
    best = pickExtreme(
      spanned.filter((c) => c.support >= t.support),
      best,
      p.analysis.extreme,
      p.facets,
      t,
    );
  return { kind: 'answer', chunk: best.chunk, quotes: quotesFor(best, spanned, p.facets, t), support: best.support };
}

/**
 * "The cheapest plan": among sibling sections (same parent heading, such as the
 * plans of a pricing page) that each answer, the one with the smallest (or
 * largest) number; without siblings, among answers nearly as good as the best.
 */
function pickExtreme(
  pool: Candidate[],
  best: Candidate,
  extreme: 'min' | 'max',
  facets: Facet[],
  t: Thresholds,
): Candidate {
  const bestOfChunk = new Map<ReadChunk, Candidate>();
  for (const c of pool)
    if (!bestOfChunk.has(c.chunk) && valuesIn(c.chunk.sentences[c.index]!).length) bestOfChunk.set(c.chunk, c);
  const byParent = new Map<string, Candidate[]>();
  for (const c of bestOfChunk.values()) {
    const parent = parentPath(c.chunk);
    if (parent) byParent.set(parent, [...(byParent.get(parent) ?? []), c]);
  }
  // Siblings count when their parent heading names what the question compares ("Plans" for "the cheapest plan").
  const named = (g: Candidate[]) => facets.some((f) => credit(f, g[0]!.chunk.parentTerms) > 0);
  const siblings = [...byParent.values()]
    .filter((g) => g.length >= 2 && named(g))
    .sort((a, b) => b.length - a.length)[0];
  const group =
    siblings ?? pool.filter((c) => c.support >= best.support - t.near && valuesIn(c.chunk.sentences[c.index]!).length);
  if (group.length < 2) return best;
  const value = (c: Candidate) => {
    const v = valuesIn(c.chunk.sentences[c.index]!);
    return extreme === 'min' ? Math.min(...v) : Math.max(...v);
  };
  return group.reduce((a, b) => (extreme === 'min' ? (value(b) < value(a) ? b : a) : value(b) > value(a) ? b : a));
}

/**
 * The quotes: the best sentence, up to two more of the same chunk that support
 * the question nearly as well, and the section's heading line when it holds the
 * answer's span or the sentence is too short to say what it is about.
 */
function quotesFor(best: Candidate, spanned: Candidate[], facets: Facet[], t: Thresholds): string[] {
  const c = best.chunk;
  const picked = [best.index];
  // Rows of a table are alternatives (one per plan, per country): another row joins only when it too says every
  // word of the question the best row says, so "the minimum fee on Core" quotes the Core row, not all three plans.
  const isRow = (i: number) => c.sentences[i]!.includes(' | ');
  const said = facets.filter((f) => credit(f, c.sentenceTerms[best.index]!) > 0);
  const alike = (i: number) => !isRow(best.index) || !isRow(i) || said.every((f) => credit(f, c.sentenceTerms[i]!) > 0);
  for (const o of spanned) {
    if (picked.length >= MAX_QUOTES) break;
    if (
      o.chunk === c &&
      !picked.includes(o.index) &&
      o.support >= t.extra * best.support &&
      o.support >= t.support &&
      alike(o.index)
    )
      picked.push(o.index);
  }
  const head = sectionHeading(c);
  const short = (c.sentences[best.index]!.match(/\S+/g) ?? []).length <= 6;
  if (head >= 0 && (best.span === 'heading' || short)) {
    if (picked.length >= MAX_QUOTES) picked.pop();
    picked.push(head);
  }
  return picked.sort((a, b) => a - b).map((i) => c.sentences[i]!);
}
