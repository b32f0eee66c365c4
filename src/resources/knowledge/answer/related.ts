import type { Queryable } from '../../../db/types.js';
import type { Facet } from '../search/facets.js';
import { lexemesOf } from '../search/search.js';
import { cosine, nearest, rankOf } from '../search/vectors.js';
import { coKinds, commonNoun, knownToWordNet, nounAtAll } from '../search/wordnet.js';
import type { ReadChunk } from './extractive.js';

/**
 * Words of the read chunks that say a question's word in other English (docs/quality.md, round 14): a visitor asks
 * about a "toddler", the page says "Child seat"; "weight", the page "Max payload". The site cannot tell such pairs
 * (it never says the visitor's word), so they come from outside it: word vectors place the words near each other,
 * and WordNet says they are not two kinds of one thing ("day" for "week", "cat" for "dog"), which vectors place
 * nearest of all and which is what a near-miss asks ("a week pass" where the site sells a day pass).
 *
 * For each plain word of the question (not a name, number, phrase or frame word; with `unusedOnly`, one the searched
 * bases never use) that WordNet knows as a common noun, the common nouns of the chunks read (not among the `rareFirst`
 * most frequent words) at least `min` in cosine to it and not apart from it in WordNet (`siblings`) become ways of
 * saying it, best first (`perFacet`), each counting min(`factor`, cosine) of it (`scaled`); every word of the chunks
 * sharing the chosen word's stem must be as near. They credit a sentence only where they fill its one gap
 * (THRESHOLDS.relatedGaps, answer/extractive.ts), in its support and the re-ranking by support; BM25 never searches
 * them (queryTerms skips them), so `retrieve` of a claim and its ranking stay as they were.
 *
 * A word standing in a compound of nouns with another word of the question is never related (`compounds`). The values
 * are the best setting measured on the development sites (docs/quality.md, round 14: +2 answers, near-misses as
 * before; most settings cost near-misses, since news-trained vectors place together what occurs together,
 * "administration" and "policy", not what may be said for each other). `on: 0` turns it all off.
 */
export const RELATED = {
  on: 1,
  min: 0.55,
  factor: 0.6,
  scaled: 1,
  perFacet: 8,
  unusedOnly: 1,
  rareFirst: 150,
  nouns: 1,
  siblings: 1,
  compounds: 1,
};
export type RelatedSettings = typeof RELATED;

/** The plain words a chunk says: its text, title and heading path, lower case. */
function wordsOf(c: ReadChunk): string[] {
  const text = `${c.hit.title ?? ''} ${c.hit.heading ?? ''} ${c.hit.text}`.toLowerCase();
  return text.match(/[a-z]{3,}/g) ?? [];
}

/** The question's word a facet stands for, when it is one plain word that may be said otherwise. */
function plainWord(f: Facet): string | null {
  if (f.distinctive || f.frame || f.parts || f.own.length !== 1) return null;
  const w = f.label.toLowerCase();
  return /^[a-z]{3,}$/.test(w) ? w : null;
}

/**
 * Whether a word of the question stands in a compound of nouns with another word of it ("phone number", "hybrid
 * cars", "administration charge"): the two name one thing together, and a word near one of them alone does not say
 * it ("example" is near "number", "model" near "hybrid").
 */
function inCompound(question: string, facets: Facet[]): (w: string) => boolean {
  const tokens = question.toLowerCase().match(/[a-z]+/g) ?? [];
  const asked = new Set(facets.map((f) => f.label.toLowerCase()));
  const noun = (t: string | undefined) => t !== undefined && asked.has(t) && nounAtAll(t);
  return (w) => tokens.some((t, i) => t === w && (noun(tokens[i - 1]) || noun(tokens[i + 1])));
}

/** Adds related words of the chunks as alternatives of the question's facets (in place). */
export async function relateFacets(
  q: Queryable,
  facets: Facet[],
  chunks: ReadChunk[],
  question: string,
  s: RelatedSettings = RELATED,
): Promise<void> {
  if (!s.on || chunks.length === 0) return;
  const compound = s.compounds ? inCompound(question, facets) : () => false;
  const targets = facets.flatMap((f) => {
    const w = plainWord(f);
    return w && (!s.unusedOnly || f.unused) && knownToWordNet(w) && (!s.nouns || commonNoun(w)) && !compound(w)
      ? [{ f, w }]
      : [];
  });
  if (targets.length === 0) return;
  const asked = new Set(facets.map((f) => f.label.toLowerCase()));
  // The most frequent words ("the", "with", "have") are near everything and say nothing.
  const candidates = new Set(chunks.flatMap(wordsOf).filter((w) => !asked.has(w) && (rankOf(w) ?? 0) >= s.rareFirst));
  const picked = targets.map(({ f, w }) => ({
    f,
    w,
    near: nearest(w, candidates, s.min)
      .filter((n) => knownToWordNet(n.word) && (!s.nouns || commonNoun(n.word)) && !(s.siblings && coKinds(w, n.word)))
      .slice(0, s.perFacet),
  }));
  const chosen = [...new Set(picked.flatMap((p) => p.near.map((n) => n.word)))];
  if (chosen.length === 0) return;
  // A word credits a sentence by its stem, which other words of the chunks may share ("users" and "use"): every word
  // of the chunks with that stem must be near the question's word too.
  const prefixes = new Set(chosen.map((w) => w.slice(0, 4)));
  const words = [...new Set([...chosen, ...[...candidates].filter((w) => prefixes.has(w.slice(0, 4)))])];
  const stems = await lexemesOf(q, words);
  const terms = new Map(words.map((w, i) => [w, stems[i] ?? []]));
  const sharing = (stem: string) => words.filter((w) => terms.get(w)?.length === 1 && terms.get(w)![0] === stem);
  for (const { f, near, w } of picked)
    for (const n of near) {
      const t = terms.get(n.word) ?? [];
      if (t.length !== 1 || f.alternatives.some((a) => a.terms.length === 1 && a.terms[0] === t[0])) continue;
      const cos = Math.min(...sharing(t[0]!).map((x) => cosine(w, x) ?? 0));
      if (cos < s.min) continue;
      f.alternatives.push({ terms: t, factor: s.scaled ? Math.min(s.factor, cos) : s.factor, related: true });
    }
}
