import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { invalidRequest } from '../../contract/errors.js';
import { isUuid } from '../../lib/ids.js';
import { findAgentByRef } from '../../records/agents.js';
import { embed, vectorLiteral, vectorStore } from './models.js';
import * as repo from './repository.js';
import { bm25, bm25Chunks, fuse, loadChunks, type ChunkHit } from './search/search.js';
import { facetsOf, queryTerms, type Facet } from './search/facets.js';
import { analyseQuestion, type Analysis } from './search/question.js';
import { expandChat, hasCheckableWords, tolerant } from './search/casual.js';
import { vocabularyOf } from './search/vocabulary.js';
import { sentenceSupport, THRESHOLDS, type ReadChunk } from './answer/extractive.js';
import { applyFacetWeights, facetStatTerms, readChunks, weighFacets } from './answer/reading.js';
import type { KnowledgeChunkBody } from './schemas.js';

export interface Targeting {
  agentId?: string | undefined;
  baseIds?: string[] | undefined;
  /**
   * The bases to search, already resolved by the caller (the visitor runtime
   * keeps an agent's bases in its agent cache, `agentBaseIds`): used as they
   * are, without reading the agent or checking the bases again.
   */
  resolvedBaseIds?: readonly string[] | undefined;
}

/** Longest query or question accepted (the contract leaves it open). */
export const MAX_QUERY_CHARS = 2000;
/** Candidates each ranker contributes before fusion. */
const CANDIDATES = 50;
/** Chunks a question reads and re-ranks, at least. */
const RERANK_POOL = 16;
/**
 * Re-ranking of a question's chunks: the ranking score (relative to the best),
 * plus `support` times how much of the question the chunk's best sentence says
 * (answerer.ts), plus `span` when that kind of question needs a span (a price, a
 * duration, a date…) and the chunk has one. Calibrated on bench/answers.
 */
export const RERANK = { support: 1.5, span: 0.3 };

export function checkQuery(text: string, param: string): string {
  const t = text.trim();
  if (!t) throw invalidRequest(`${param} must not be blank.`, param);
  if (t.length > MAX_QUERY_CHARS) throw invalidRequest(`${param} is longer than ${MAX_QUERY_CHARS} characters.`, param);
  if (t.includes('\u0000')) throw invalidRequest(`${param} must not contain NUL characters.`, param);
  return t;
}

/** The bases an agent reads: its personal base and the shared bases attached to it. */
export async function agentBaseIds(tx: Tx, agentId: string): Promise<string[]> {
  return repo.basesOfAgent(tx, agentId);
}

/**
 * The bases a call searches, exactly as the contract says: an agent's personal
 * base plus the shared bases attached to it; the bases named; or every base of
 * the workspace. Both an agent and bases: the named bases the agent reads.
 */
export async function targetBases(tx: Tx, t: Targeting): Promise<string[]> {
  if (t.resolvedBaseIds) return [...t.resolvedBaseIds];
  let bases: string[] | null = null;
  if (t.agentId !== undefined) {
    const agent = await findAgentByRef(tx, t.agentId);
    if (!agent) throw invalidRequest('No agent with that agentId in this workspace.', 'agentId');
    bases = await agentBaseIds(tx, agent.id);
  }
  if (t.baseIds !== undefined) {
    const wanted = [...new Set(t.baseIds.map((b) => b.toLowerCase()))];
    if (!wanted.every(isUuid)) throw invalidRequest('baseIds must be UUIDs.', 'baseIds');
    const found = new Set(await repo.existingBaseIds(tx, wanted));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length) throw invalidRequest(`No knowledge base ${missing[0]} in this workspace.`, 'baseIds');
    bases = bases ? bases.filter((b) => found.has(b)) : wanted;
  }
  if (bases === null) bases = await repo.allBaseIds(tx);
  return bases;
}

const clamp = (score: number) => Math.min(1, Math.max(0, score));

async function queryVector(deps: Deps, query: string): Promise<number[] | null> {
  if (!deps.config.embeddings || !(await vectorStore(deps))) return null;
  try {
    return (await embed(deps, [query], 10_000))[0]!;
  } catch (err) {
    deps.log.warn({ err }, 'query embedding failed; retrieving with BM25 alone');
    return null;
  }
}

function dense(tx: Tx, vector: number[], baseIds: string[], limit: number): Promise<string[]> {
  return repo.nearestChunkIds(tx, vectorLiteral(vector), vector.length, baseIds, limit);
}

/** The query with chat words spelled out and typos of the bases' words corrected (search/casual.ts). */
async function readable(tx: Tx, query: string, baseIds: string[]): Promise<string> {
  const expanded = expandChat(query);
  return baseIds.length > 0 && hasCheckableWords(expanded)
    ? tolerant(expanded, await vocabularyOf(tx, baseIds))
    : expanded;
}

/** What a search saw, for callers that go on reading in its transaction (ask). */
export interface SearchContext {
  tx: Tx;
  hits: ChunkHit[];
  baseIds: string[];
  analysis: Analysis;
  facets: Facet[];
  /** When the query is a question: every candidate read and re-ranked (the hits are the first of them); else null. */
  read: ReadChunk[] | null;
}

/**
 * Orders a question's chunks by their ranking score and by how well one of their
 * sentences answers it; when the question wants a span (a price, a date, a
 * person…), by the best sentence that holds one (others count half).
 */
function rerank(read: ReadChunk[], p: { facets: Facet[]; analysis: Analysis }): ReadChunk[] {
  const top = Math.max(...read.map((c) => c.hit.score), 1e-9);
  const needsSpan = p.analysis.type !== 'yesno' && p.analysis.type !== 'open';
  const scored = read.map((c) => {
    let best = 0;
    let span = 0;
    for (const s of sentenceSupport(p, c)) {
      const v = s.support + THRESHOLDS.pair * Math.min(2, s.pairs) - (s.unlike ? THRESHOLDS.negation : 0);
      if (needsSpan && s.span) span = 1;
      best = Math.max(best, needsSpan && !s.span ? v / 2 : v);
    }
    return {
      c,
      score: (c.hit.score / top + RERANK.support * best + RERANK.span * span) / (1 + RERANK.support + RERANK.span),
    };
  });
  scored.sort((a, b) => b.score - a.score || a.c.rank - b.c.rank);
  return scored.map(({ c, score }, rank) => ({ ...c, rank, hit: { ...c.hit, score: Math.min(1, score) } }));
}

/**
 * Ranked chunks for a query: BM25 with the query's synonyms (lexicon.ts) and
 * weight on titles and headings, fused with dense retrieval by reciprocal rank
 * when embeddings are configured and pgvector is there; a question's best
 * candidates are then re-ranked by how well one of their sentences answers it. The query is embedded
 * before the read-only transaction opens, so no transaction waits on the network.
 * `then` runs in the same transaction (ask uses it for term statistics).
 * `opts.tx` runs the search in the caller's transaction instead (the visitor
 * runtime reads a turn's context and retrieves in one).
 */
export async function search<T = undefined>(
  deps: Deps,
  tenant: string,
  query: string,
  target: Targeting,
  limit: number,
  then?: (ctx: SearchContext) => Promise<T>,
  opts: { tx?: Tx; vector?: number[] | null } = {},
): Promise<{ hits: ChunkHit[]; extra: T | undefined }> {
  // In a caller's transaction no network call may wait: the caller embeds the query first (`vector`), or searches with BM25 alone.
  const vector = opts.tx ? (opts.vector ?? null) : await queryVector(deps, query);
  const run = async (tx: Tx) => {
    const baseIds = await targetBases(tx, target);
    // Casual typing made readable first, so ranking and the answerer read the same words.
    const analysis = analyseQuestion(await readable(tx, query, baseIds));
    const facets = await facetsOf(tx, analysis);
    const pool = analysis.isQuestion ? Math.max(limit, RERANK_POOL) : limit;
    let hits: ChunkHit[];
    let read: ReadChunk[] | null = null;
    if (analysis.isQuestion && !vector) {
      // A question ranked by BM25 alone: ranking, chunk rows and term statistics in one statement.
      const found = await bm25Chunks(tx, queryTerms(facets), baseIds, pool, facetStatTerms(facets));
      hits = found.hits.map((h) => ({ ...h, score: clamp(h.score) }));
      if (hits.length > 0) applyFacetWeights(facets, found.stats);
    } else {
      const lexical = await bm25(tx, queryTerms(facets), baseIds, vector ? Math.max(CANDIDATES, pool) : pool);
      let ranked = lexical;
      if (vector && baseIds.length > 0) {
        const semantic = await dense(tx, vector, baseIds, Math.max(CANDIDATES, pool));
        if (semantic.length > 0) ranked = fuse([lexical.map((h) => h.chunkId), semantic], pool);
      }
      ranked = ranked.slice(0, pool);
      const chunks = await loadChunks(
        tx,
        ranked.map((r) => r.chunkId),
      );
      hits = ranked.flatMap((r) => {
        const c = chunks.get(r.chunkId);
        return c ? [{ ...c, score: clamp(r.score) }] : [];
      });
      if (analysis.isQuestion && hits.length > 0) await weighFacets(tx, facets, baseIds);
    }
    if (analysis.isQuestion && hits.length > 0) {
      read = rerank(await readChunks(tx, hits), { facets, analysis });
      hits = read.slice(0, limit).map((c) => c.hit);
    } else hits = hits.slice(0, limit);
    return { hits, extra: then ? await then({ tx, hits, baseIds, analysis, facets, read }) : undefined };
  };
  return opts.tx ? run(opts.tx) : deps.db.tenantTx(tenant, run, { readOnly: true });
}

export const toChunk = (h: ChunkHit): KnowledgeChunkBody => ({
  text: h.text,
  score: h.score,
  sourceId: h.sourceId,
  sourceTitle: h.title,
  url: h.url,
  chunkIndex: h.chunkIndex,
});

export async function retrieve(
  deps: Deps,
  tenant: string,
  input: Targeting & { query: string; limit?: number | undefined },
): Promise<{ results: KnowledgeChunkBody[] }> {
  const query = checkQuery(input.query, 'query');
  const { hits } = await search(deps, tenant, query, input, input.limit ?? 8);
  return { results: hits.map(toChunk) };
}
