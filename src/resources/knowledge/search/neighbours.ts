import type { Queryable } from '../../../db/types.js';

/**
 * Words the knowledge itself says together: for a question's word, the terms
 * that share chunks with it, by the cosine of their chunk sets (|A∩B| / √(|A|·|B|)).
 * A sentence that lacks a word of the question but says its near neighbour on
 * this site ("closed" beside "open" in an hours table, "phone" beside "number")
 * is credited partly (answer/extractive.ts, `neighbour`). Computed from the
 * postings, per set of bases, and kept per process for a few minutes (a base's
 * words change only when a page is re-read).
 */
export type Neighbours = Map<string, Map<string, number>>;

/** Pairs must share at least this many chunks: one shared chunk is chance on a small site. */
const MIN_SHARED = 2;
/** Below this cosine a pair is not kept. */
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
  const res = await q.query<{ a: string; b: string; sim: number }>(
    `WITH w AS (SELECT term, chunk_id FROM knowledge_postings WHERE base_id = ANY($2::uuid[]) AND term = ANY($1::text[])),
     dfa AS (SELECT term, count(*)::float8 AS n FROM w GROUP BY term),
     co AS (SELECT w.term AS a, p.term AS b, count(*)::float8 AS n
            FROM w JOIN knowledge_postings p ON p.chunk_id = w.chunk_id AND p.base_id = ANY($2::uuid[])
            WHERE p.term <> w.term GROUP BY w.term, p.term HAVING count(*) >= $3),
     dfb AS (SELECT term, count(*)::float8 AS n FROM knowledge_postings
             WHERE base_id = ANY($2::uuid[]) AND term IN (SELECT b FROM co) GROUP BY term)
     SELECT co.a, co.b, (co.n / sqrt(dfa.n * dfb.n))::float8 AS sim
     FROM co JOIN dfa ON dfa.term = co.a JOIN dfb ON dfb.term = co.b
     WHERE co.n / sqrt(dfa.n * dfb.n) >= $4`,
    [wanted, [...baseIds], MIN_SHARED, MIN_SIMILARITY],
  );
  for (const t of wanted) out.set(t, new Map());
  for (const r of res.rows) out.get(r.a)!.set(r.b, r.sim);
  for (const t of wanted) {
    if (cache.size >= KEPT) cache.delete(cache.keys().next().value!);
    cache.set(`${scope}\u0000${t}`, { at: now, near: out.get(t)! });
  }
  return out;
}

/** Forgets the kept neighbours (tests that re-read a base within the same process). */
export const forgetNeighbours = () => cache.clear();
