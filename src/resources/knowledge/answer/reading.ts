import type { Queryable } from '../../../db/types.js';
import type { ReadChunk } from './extractive.js';
import { isMark, marksOf, type Facet } from '../search/facets.js';
import { sentencesOf } from './quotes.js';
import { lexemesOf, termStats, type ChunkHit, type TermStat } from '../search/search.js';
import { midSentenceCapitals, peopleIn } from './spans.js';

/** The terms whose statistics weigh a question's facets ('' stands for a term the bases never use). */
export function facetStatTerms(facets: Facet[]): string[] {
  const all = facets.flatMap((f) => [f, ...(f.parts ?? [])]);
  const wholes = facets.flatMap((f) => (f.whole ? [f.whole] : []));
  return [
    '',
    ...new Set([...all.flatMap((f) => f.alternatives.flatMap((a) => a.terms)), ...wholes].filter((t) => !isMark(t))),
  ];
}

/**
 * Sets each facet's weight: the idf of its own term over the searched bases (a
 * light verb half of it). A phrase of stop words ("more than") weighs what its
 * plainest synonym does; a name the bases never use, the most. A hyphenated word the bases never use whole
 * ("medium-sized", "Friday-to-Monday") is replaced, in place, by its parts, each weighed on its own: a page
 * that says "Medium van" or "from Friday … to Monday" says them.
 */
export function applyFacetWeights(facets: Facet[], stats: TermStat[]): void {
  const idf = new Map(stats.map((s) => [s.term, s.idf]));
  const rarest = idf.get('') ?? 0;
  for (let i = facets.length - 1; i >= 0; i--) {
    const f = facets[i]!;
    if (f.parts && f.whole && (idf.get(f.whole) ?? rarest) >= rarest) facets.splice(i, 1, ...f.parts);
  }
  for (const f of facets) {
    const said = f.alternatives
      .flatMap((a) => a.terms)
      .filter((t) => !isMark(t))
      .map((t) => idf.get(t) ?? rarest);
    const weight = f.own.length
      ? Math.max(...f.own.map((t) => idf.get(t) ?? rarest))
      : f.distinctive || !said.length
        ? rarest
        : Math.min(...said);
    f.weight = f.light ? weight / 2 : weight;
  }
}

/** applyFacetWeights with the statistics read now (when the ranking did not read them already). */
export async function weighFacets(q: Queryable, facets: Facet[], baseIds: string[]): Promise<void> {
  applyFacetWeights(facets, await termStats(q, facetStatTerms(facets), baseIds));
}

/** What reading a chunk yields; it depends on the chunk's text, title and heading path alone. */
type Reading = Omit<ReadChunk, 'hit' | 'rank'>;

/**
 * Readings of chunks read before, per process, by chunk id and checked against
 * the chunk's words (a re-ingested page gets new chunks; an edited one, new
 * words). Every question re-reads its best chunks, and reading one (sentences,
 * their terms and marks, names and people) was about a third of a question
 * turn's CPU in the server (bench/runtime profile, docs/performance.md).
 * Bounded: the oldest entries go first. Readings are shared by every caller
 * from then on and never modified (rerank copies the chunk, not its sets).
 */
const READING_CACHE_MAX = 4_000;
const readings = new Map<string, { words: string; reading: Reading }>();
const wordsOf = (h: ChunkHit) => `${h.title ?? ''}\u0000${h.heading ?? ''}\u0000${h.text}`;

function cachedReading(h: ChunkHit): Reading | null {
  const found = readings.get(h.chunkId);
  return found && found.words === wordsOf(h) ? found.reading : null;
}

function keepReading(h: ChunkHit, reading: Reading): void {
  if (readings.size >= READING_CACHE_MAX) readings.delete(readings.keys().next().value!);
  readings.set(h.chunkId, { words: wordsOf(h), reading });
}

/** Reads chunks for answering: their sentences as written, with the terms of each, of the title and heading path. */
export async function readChunks(q: Queryable, hits: ChunkHit[]): Promise<ReadChunk[]> {
  const known = hits.map(cachedReading);
  const unread = hits.filter((_, i) => known[i] === null);
  const fresh = unread.length > 0 ? await readFresh(q, unread) : [];
  for (const [i, reading] of fresh.entries()) keepReading(unread[i]!, reading);
  let next = 0;
  return hits.map((hit, rank) => ({ hit, rank, ...(known[rank] ?? fresh[next++]!) }));
}

async function readFresh(q: Queryable, hits: ChunkHit[]): Promise<Reading[]> {
  const sentences = hits.map((h) => sentencesOf(h.text));
  const parent = (h: ChunkHit) => (h.heading ?? '').split(' > ').at(-2) ?? '';
  const texts = hits.flatMap((h, i) => [`${h.title ?? ''}\n${h.heading ?? ''}`, parent(h), ...sentences[i]!]);
  const words = await lexemesOf(q, texts);
  const marks = await marksOf(q, texts);
  const lex = words.map((w, i) => [...w, ...marks[i]!]);
  let at = 0;
  return hits.map((hit, i) => {
    const ss = sentences[i]!;
    const fieldTerms = new Set(lex[at]!);
    const parentTerms = new Set(lex[at + 1]!);
    const sentenceTerms = ss.map((_, j) => new Set(lex[at + 2 + j]!));
    at += ss.length + 2;
    const headings = new Set([...(hit.heading ?? '').split(' > '), hit.title ?? ''].filter(Boolean));
    return {
      sentences: ss,
      heading: ss.map((s) => headings.has(s)),
      sentenceTerms,
      fieldTerms,
      parentTerms,
      allTerms: new Set([...fieldTerms, ...sentenceTerms.flatMap((s) => [...s])]),
      names: midSentenceCapitals([...ss, hit.title ?? '']),
      people: peopleIn(ss),
    };
  });
}
