import type { Queryable } from '../../../db/types.js';
import { TS_CONFIG } from '../ingest/index-store.js';

/** BM25 parameters (the usual Lucene/Anserini defaults). */
export const K1 = 1.2;
export const B = 0.75;
/** Reciprocal rank fusion constant (Cormack et al.). */
export const RRF_K = 60;

export interface ChunkHit {
  chunkId: string;
  text: string;
  title: string | null;
  heading: string | null;
  url: string | null;
  sourceId: string;
  chunkIndex: number;
  baseId: string;
  score: number;
}

export interface TermStat {
  term: string;
  idf: number;
  /** Chunks of the targeted bases holding the term (0: the bases never mention it). */
  df: number;
}

/**
 * A term of a query: the question's own (`origin` is itself) or a synonym of one
 * of its words (`origin`, that word's term), worth `weight` of a plain term. A
 * chunk scores for each origin once, by the best of its terms, so synonyms bridge
 * wording without piling up.
 */
export interface QueryTerm {
  term: string;
  origin: string;
  weight: number;
}

/**
 * Ranking weights (calibrated with bench/retrieval and bench/answers,
 * docs/quality.md). `headingBoost`: how much a query term found in a chunk's page
 * title or heading path adds, as a share of its BM25 weight; titles and headings
 * say what a section is about, their words are in the chunk's postings already,
 * this weighs them more (a BM25F-like field boost, applied to the best
 * candidates). `synonym`: what a synonym of a query word is worth against the
 * word itself.
 */
export const RANKING = { headingBoost: 0.15, synonym: 0.5 };

/**
 * BM25 over the postings of the targeted bases, entirely in SQL. Document
 * frequencies, the chunk count and the average length are counted over the
 * targeted bases at query time, so a deleted source stops counting at once.
 * Each origin (a query term, with its synonyms from `extra`) scores by its best
 * term; the `pool` best chunks then get RANKING.headingBoost for each origin their title
 * or heading path holds (`field_terms`, kept with the row). The score is divided by the most the query could score
 * (every origin saturated in body and heading), which keeps it in 0..1 and in
 * rank order. Parameters: $1 terms, $2 bases, $3 limit, $4 origins, $5 weights,
 * $6 pool, $7 heading boost, $8 every term whose postings are read.
 */
const RANKED = `WITH terms AS (SELECT * FROM unnest($1::text[], $4::text[], $5::float8[]) AS x(term, origin, w)),
     stats AS (SELECT count(*)::float8 AS n, COALESCE(avg(length), 0)::float8 AS avgdl FROM knowledge_chunks WHERE base_id = ANY($2::uuid[])),
     hits AS MATERIALIZED (
       SELECT p.term, p.chunk_id, p.tf, p.dl FROM knowledge_postings p
       WHERE p.base_id = ANY($2::uuid[]) AND p.term = ANY($8::text[])),
     idf AS (
       SELECT h.term, ln(1 + (stats.n - count(*) + 0.5::float8) / (count(*) + 0.5::float8)) AS idf
       FROM hits h, stats GROUP BY h.term, stats.n),
     weighted AS (SELECT t.term, t.origin, t.w * idf.idf AS wi FROM terms t JOIN idf ON idf.term = t.term),
     best AS (SELECT COALESCE(sum(m), 0) * ${K1 + 1}::float8 AS most FROM (SELECT origin, max(wi) AS m FROM weighted GROUP BY origin) o),
     per AS (
       SELECT h.chunk_id, w.origin,
         max(w.wi * h.tf * ${K1 + 1}::float8 / (h.tf + ${K1}::float8 * (${1 - B}::float8 + ${B}::float8 * h.dl / GREATEST(stats.avgdl, 1e-9::float8)))) AS s
       FROM hits h JOIN weighted w ON w.term = h.term, stats GROUP BY h.chunk_id, w.origin),
     top AS (SELECT chunk_id, sum(s) AS raw FROM per GROUP BY chunk_id ORDER BY sum(s) DESC, chunk_id LIMIT $6),
     field AS (
       SELECT DISTINCT top.chunk_id, l.lexeme FROM top JOIN knowledge_chunks c ON c.id = top.chunk_id, unnest(c.field_terms) AS l(lexeme)),
     heads AS (
       SELECT chunk_id, sum(m) * ${K1 + 1}::float8 AS raw FROM (
         SELECT f.chunk_id, w.origin, max(w.wi) AS m FROM field f JOIN weighted w ON w.term = f.lexeme GROUP BY f.chunk_id, w.origin) z
       GROUP BY chunk_id),
     ranked AS (
       SELECT top.chunk_id, ((top.raw + $7::float8 * COALESCE(heads.raw, 0)) / NULLIF(best.most * (1 + $7::float8), 0))::float8 AS score
       FROM top LEFT JOIN heads ON heads.chunk_id = top.chunk_id, best
       ORDER BY score DESC, top.chunk_id LIMIT $3)`;

function rankingParams(
  terms: QueryTerm[],
  baseIds: readonly string[],
  limit: number,
  pool: number,
  extraTerms: readonly string[] = [],
): unknown[] {
  const read = [...new Set([...terms.map((e) => e.term), ...extraTerms])];
  return [
    terms.map((e) => e.term),
    baseIds,
    limit,
    terms.map((e) => e.origin),
    terms.map((e) => e.weight),
    pool,
    RANKING.headingBoost,
    read,
  ];
}

/** The best chunk ids for the query terms, by BM25 with the heading boost (see RANKED). */
export async function bm25(
  q: Queryable,
  terms: QueryTerm[],
  baseIds: string[],
  limit: number,
  pool = Math.max(limit, 50),
): Promise<Array<{ chunkId: string; score: number }>> {
  if (baseIds.length === 0 || terms.length === 0) return [];
  const res = await q.query<{ chunkId: string; score: number }>(
    `${RANKED} SELECT chunk_id AS "chunkId", score FROM ranked ORDER BY score DESC, chunk_id`,
    rankingParams(terms, baseIds, limit, pool),
  );
  return res.rows;
}

/**
 * BM25 (as `bm25`) returning the chunks themselves, and the statistics of
 * `statTerms` (as `termStats`) from the same postings read: a question's
 * retrieval in one statement instead of three (ranking, chunk rows, term
 * statistics), each of which scanned the postings or the chunks again.
 */
export async function bm25Chunks(
  q: Queryable,
  terms: QueryTerm[],
  baseIds: string[],
  limit: number,
  statTerms: readonly string[],
): Promise<{ hits: ChunkHit[]; stats: TermStat[] }> {
  if (baseIds.length === 0) return { hits: [], stats: [] };
  const res = await q.query<ChunkHit & { term: string | null; df: number | null; idf: number | null }>(
    `${RANKED},
     wanted AS (SELECT DISTINCT t AS term FROM unnest($9::text[]) AS t),
     df AS (SELECT term, count(*)::float8 AS df FROM hits WHERE term = ANY($9::text[]) GROUP BY term)
     SELECT r.chunk_id AS "chunkId", r.score, c.text, c.title, c.heading, c.url, c.source_id AS "sourceId", c.chunk_index AS "chunkIndex",
       c.base_id AS "baseId", NULL::text AS term, NULL::float8 AS df, NULL::float8 AS idf
     FROM ranked r JOIN knowledge_chunks c ON c.id = r.chunk_id
     UNION ALL
     SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, w.term, COALESCE(df.df, 0)::float8,
       ln(1 + (stats.n - GREATEST(df.df, 1) + 0.5) / (GREATEST(df.df, 1) + 0.5))::float8
     FROM wanted w LEFT JOIN df ON df.term = w.term, stats`,
    [...rankingParams(terms, baseIds, limit, Math.max(limit, 50), statTerms), [...statTerms]],
    // Every question runs it; its parse and custom plan were a third of its time on PostgreSQL.
    { prepare: true },
  );
  const hits: ChunkHit[] = [];
  const stats: TermStat[] = [];
  for (const r of res.rows) {
    if (r.term !== null) stats.push({ term: r.term, df: r.df!, idf: r.idf! });
    else {
      const { term: _t, df: _d, idf: _i, ...hit } = r;
      hits.push(hit);
    }
  }
  // UNION ALL keeps no order: the ranking's order is restored here (score, then id, as RANKED orders).
  hits.sort((a, b) => b.score - a.score || (a.chunkId < b.chunkId ? -1 : a.chunkId > b.chunkId ? 1 : 0));
  stats.sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return { hits, stats };
}

/**
 * Terms with their idf over the targeted bases. A term the bases never use weighs
 * as much as the rarest term they do: in a small base every unseen word would
 * otherwise outweigh everything the base says.
 */
export async function termStats(q: Queryable, terms: string[], baseIds: string[]): Promise<TermStat[]> {
  if (terms.length === 0) return [];
  const res = await q.query<TermStat>(
    `WITH terms AS (SELECT DISTINCT t AS term FROM unnest($1::text[]) AS t),
     stats AS (SELECT count(*)::float8 AS n FROM knowledge_chunks WHERE base_id = ANY($2::uuid[])),
     df AS (SELECT p.term, count(*)::float8 AS df FROM knowledge_postings p
            WHERE p.base_id = ANY($2::uuid[]) AND p.term = ANY($1::text[]) GROUP BY p.term)
     SELECT t.term, COALESCE(df.df, 0)::float8 AS df, ln(1 + (stats.n - GREATEST(df.df, 1) + 0.5) / (GREATEST(df.df, 1) + 0.5))::float8 AS idf
     FROM terms t LEFT JOIN df ON df.term = t.term, stats ORDER BY t.term`,
    [terms, baseIds],
  );
  return res.rows;
}

/**
 * Stems of texts already seen, per process. The stems depend on the text and the
 * text search configuration alone, and answering stems the same sentences, lexicon
 * words and headings over and over (two statements of about a millisecond each
 * per question turn, the second largest database cost of a turn). Bounded: the
 * oldest entries go first, and long texts are not kept.
 */
const LEXEME_CACHE_MAX = 20_000;
const LEXEME_CACHE_TEXT_MAX = 2_000;
const lexemeCache = new Map<string, string[]>();

function remember(text: string, terms: string[]): void {
  if (text.length > LEXEME_CACHE_TEXT_MAX) return;
  if (lexemeCache.size >= LEXEME_CACHE_MAX) lexemeCache.delete(lexemeCache.keys().next().value!);
  // Shared by every caller from now on: frozen, so a caller that edits its copy fails loudly.
  lexemeCache.set(text, Object.freeze(terms) as string[]);
}

/** The indexed terms of each text, by the same tokeniser as the postings (for sentence support in ask). */
export async function lexemesOf(q: Queryable, texts: string[]): Promise<string[][]> {
  const out: string[][] = texts.map((t) => lexemeCache.get(t) ?? []);
  const missing = [...new Set(texts.filter((t) => !lexemeCache.has(t)))];
  if (missing.length === 0) return out;
  const res = await q.query<{ i: number; terms: string[] }>(
    `SELECT s.i::int AS i, COALESCE(array_agg(l.lexeme) FILTER (WHERE l.lexeme IS NOT NULL), '{}') AS terms
     FROM unnest($1::text[]) WITH ORDINALITY AS s(txt, i) LEFT JOIN LATERAL unnest(to_tsvector('${TS_CONFIG}', s.txt)) AS l ON true
     GROUP BY s.i ORDER BY s.i`,
    [missing],
  );
  const found = new Map<string, string[]>(missing.map((t) => [t, []]));
  for (const r of res.rows) found.set(missing[r.i - 1]!, r.terms);
  for (const [t, terms] of found) remember(t, terms);
  return texts.map((t, i) => found.get(t) ?? out[i]!);
}

export async function loadChunks(q: Queryable, ids: string[]): Promise<Map<string, Omit<ChunkHit, 'score'>>> {
  if (ids.length === 0) return new Map();
  const res = await q.query<Omit<ChunkHit, 'score'>>(
    `SELECT id AS "chunkId", text, title, heading, url, source_id AS "sourceId", chunk_index AS "chunkIndex", base_id AS "baseId"
     FROM knowledge_chunks WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(res.rows.map((r) => [r.chunkId, r]));
}

/**
 * Reciprocal rank fusion of ranked lists: each list adds 1 / (k + rank). The sum
 * is divided by its maximum (first in every list), so scores stay in 0..1.
 */
export function fuse(lists: string[][], limit: number): Array<{ chunkId: string; score: number }> {
  const active = lists.filter((l) => l.length > 0);
  const scores = new Map<string, number>();
  for (const list of active) {
    list.forEach((id, i) => {
      scores.set(id, (scores.get(id) ?? 0) + 1 / (RRF_K + i + 1));
    });
  }
  const most = active.length / (RRF_K + 1);
  return [...scores.entries()]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, limit)
    .map(([chunkId, s]) => ({ chunkId, score: s / most }));
}
