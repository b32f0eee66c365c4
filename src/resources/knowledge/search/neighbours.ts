import type { Queryable } from '../../../db/types.js';
import { chunkTextsOf, cooccurringTerms } from '../repository.js';
import { lexemesOf } from './search.js';

/**
 * Words the knowledge itself says near each other: for a question's word, the
 * terms that share chunks with it, by the cosine of their chunk sets
 * (|A∩B| / √(|A|·|B|)), less those said in the same sentence as the word
 * somewhere (siblings in a list, below). A sentence that lacks a word of the
 * question but says its neighbour on this site ("closed" in the hours table a
 * question about "open" lands on) is credited partly (answer/extractive.ts,
 * `neighbour`). Computed from the postings of the searched bases when a question
 * asks, and kept per process for a few minutes (a base's words change only when a
 * page is re-read). docs/quality.md, round 6.
 */
export type Neighbours = Map<string, Map<string, number>>;

/** Pairs must share at least this many chunks: one shared chunk is chance on a small site. */
const MIN_SHARED = 2;
/** Below this cosine a pair is not kept. */
/** A word in more chunks than this is common on the site: it gets no neighbours (and the join stays small). */
const MAX_CHUNKS = 200;
const MIN_SIMILARITY = 0.3;
const TTL_MS = 5 * 60_000;
const KEPT = 4_096;
const cache = new Map<string, { at: number; near: Map<string, number> }>();

export async function neighboursOf(
  q: Queryable,
  terms: readonly string[],
  baseIds: readonly string[],
  now = Date.now(),
): Promise<Neighbours> {
  const scope = [...baseIds].sort().join(',');
  const out: Neighbours = new Map();
  const wanted: string[] = [];
  for (const t of new Set(terms)) {
    const hit = cache.get(`${scope}\u0000${t}`);
    if (hit && now - hit.at < TTL_MS) out.set(t, hit.near);
    else wanted.push(t);
  }
  if (wanted.length === 0 || baseIds.length === 0) return out;
  const rows = await cooccurringTerms(q, wanted, baseIds, {
    minShared: MIN_SHARED,
    minSimilarity: MIN_SIMILARITY,
    maxChunks: MAX_CHUNKS,
  });
  for (const t of wanted) out.set(t, new Map());
  for (const r of rows) out.get(r.a)!.set(r.b, r.sim);
  await dropSiblings(
    q,
    wanted.filter((t) => out.get(t)!.size > 0),
    baseIds,
    out,
  );
  for (const t of wanted) {
    if (cache.size >= KEPT) cache.delete(cache.keys().next().value!);
    cache.set(`${scope}\u0000${t}`, { at: now, near: out.get(t)! });
  }
  return out;
}

/** Chunks read per word to find the sentences it is said in (a word with neighbours is in at most MAX_CHUNKS). */
const SENTENCE_CHUNKS = 40;

/**
 * A neighbour said in the same sentence as the word ("rabbits and guinea pigs", "a day pass or a week pass") is
 * its sibling in a list, another thing of the same kind, not another way of saying it: dropped. Without this, a
 * near-miss ("a plan for guinea pigs?") was answered by its sibling's sentence ("Rabbit Club | Rabbits | £11").
 */
async function dropSiblings(q: Queryable, words: string[], baseIds: readonly string[], out: Neighbours) {
  if (words.length === 0) return;
  const rows = await chunkTextsOf(q, words, baseIds, SENTENCE_CHUNKS);
  const sentences = rows.flatMap((r) =>
    r.text
      .split(/(?<=[.!?])\s+|\n+/)
      .filter((x) => x.trim())
      .map((x) => ({ term: r.term, x })),
  );
  const terms = await lexemesOf(
    q,
    sentences.map((s) => s.x),
  );
  sentences.forEach((s, i) => {
    const near = out.get(s.term);
    if (!near || !terms[i]!.includes(s.term)) return;
    for (const t of terms[i]!) near.delete(t);
  });
}

/** Forgets the kept neighbours (tests that re-read a base within the same process). */
export const forgetNeighbours = () => cache.clear();
