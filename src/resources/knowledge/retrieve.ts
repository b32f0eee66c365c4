import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { invalidRequest } from '../../http/errors.js';
import { isUuid } from '../../lib/ids.js';
import { findAgentByRef } from '../agents/repository.js';
import { embed, vectorLiteral, vectorStore } from './models.js';
import { bm25, fuse, loadChunks, type ChunkHit } from './search.js';
import type { KnowledgeChunkBody } from './schemas.js';

export interface Targeting {
  agentId?: string | undefined;
  baseIds?: string[] | undefined;
}

/** Longest query or question accepted (the contract leaves it open). */
export const MAX_QUERY_CHARS = 2000;
/** Candidates each ranker contributes before fusion. */
const CANDIDATES = 50;

export function checkQuery(text: string, param: string): string {
  const t = text.trim();
  if (!t) throw invalidRequest(`${param} must not be blank.`, param);
  if (t.length > MAX_QUERY_CHARS) throw invalidRequest(`${param} is longer than ${MAX_QUERY_CHARS} characters.`, param);
  if (t.includes('\u0000')) throw invalidRequest(`${param} must not contain NUL characters.`, param);
  return t;
}

/**
 * The bases a call searches, exactly as the contract says: an agent's personal
 * base plus the shared bases attached to it; the bases named; or every base of
 * the workspace. Both an agent and bases: the named bases the agent reads.
 */
export async function targetBases(tx: Tx, t: Targeting): Promise<string[]> {
  let bases: string[] | null = null;
  if (t.agentId !== undefined) {
    const agent = await findAgentByRef(tx, t.agentId);
    if (!agent) throw invalidRequest('No agent with that agentId in this workspace.', 'agentId');
    bases = (await tx.query<{ id: string }>(`SELECT base_id AS id FROM knowledge_base_agents WHERE agent_id = $1`, [agent.id])).rows.map((r) => r.id);
  }
  if (t.baseIds !== undefined) {
    const wanted = [...new Set(t.baseIds.map((b) => b.toLowerCase()))];
    if (!wanted.every(isUuid)) throw invalidRequest('baseIds must be UUIDs.', 'baseIds');
    const found = new Set((await tx.query<{ id: string }>(`SELECT id FROM knowledge_bases WHERE id = ANY($1::uuid[])`, [wanted])).rows.map((r) => r.id));
    const missing = wanted.filter((id) => !found.has(id));
    if (missing.length) throw invalidRequest(`No knowledge base ${missing[0]} in this workspace.`, 'baseIds');
    bases = bases ? bases.filter((b) => found.has(b)) : wanted;
  }
  if (bases === null) bases = (await tx.query<{ id: string }>(`SELECT id FROM knowledge_bases`)).rows.map((r) => r.id);
  return bases;
}

async function queryVector(deps: Deps, query: string): Promise<number[] | null> {
  if (!deps.config.embeddings || !(await vectorStore(deps))) return null;
  try {
    return (await embed(deps, [query], 10_000))[0]!;
  } catch (err) {
    deps.log.warn({ err }, 'query embedding failed; retrieving with BM25 alone');
    return null;
  }
}

async function dense(tx: Tx, vector: number[], baseIds: string[], limit: number): Promise<string[]> {
  const res = await tx.query<{ chunkId: string }>(
    `SELECT chunk_id AS "chunkId" FROM knowledge_vectors
     WHERE base_id = ANY($2::uuid[]) AND vector_dims(embedding) = $3
     ORDER BY embedding <=> $1::vector, chunk_id LIMIT $4`,
    [vectorLiteral(vector), baseIds, vector.length, limit],
  );
  return res.rows.map((r) => r.chunkId);
}

/**
 * Ranked chunks for a query: BM25, fused with dense retrieval by reciprocal rank
 * when embeddings are configured and pgvector is there. The query is embedded
 * before the read-only transaction opens, so no transaction waits on the network.
 * `then` runs in the same transaction (ask uses it for term statistics).
 */
export async function search<T = undefined>(
  deps: Deps,
  tenant: string,
  query: string,
  target: Targeting,
  limit: number,
  then?: (tx: Tx, hits: ChunkHit[], baseIds: string[]) => Promise<T>,
): Promise<{ hits: ChunkHit[]; extra: T | undefined }> {
  const vector = await queryVector(deps, query);
  return deps.db.tenantTx(
    tenant,
    async (tx) => {
      const baseIds = await targetBases(tx, target);
      const lexical = await bm25(tx, query, baseIds, vector ? Math.max(CANDIDATES, limit) : limit);
      let ranked = lexical;
      if (vector && baseIds.length > 0) {
        const semantic = await dense(tx, vector, baseIds, Math.max(CANDIDATES, limit));
        if (semantic.length > 0) ranked = fuse([lexical.map((h) => h.chunkId), semantic], limit);
      }
      ranked = ranked.slice(0, limit);
      const chunks = await loadChunks(tx, ranked.map((r) => r.chunkId));
      const hits = ranked.flatMap((r) => {
        const c = chunks.get(r.chunkId);
        return c ? [{ ...c, score: Math.min(1, Math.max(0, r.score)) }] : [];
      });
      return { hits, extra: then ? await then(tx, hits, baseIds) : undefined };
    },
    { readOnly: true },
  );
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
