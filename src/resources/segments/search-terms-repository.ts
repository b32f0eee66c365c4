import type { Queryable } from '../../db/types.js';
import { SEARCH_CONFIG } from '../../records/search-document-repository.js';

/** Whether a search text has any term the full-text search can match (normalising a filter asks it). */
export async function hasSearchTerms(q: Queryable, text: string): Promise<boolean> {
  const res = await q.query<{ n: number }>(`SELECT numnode(websearch_to_tsquery('${SEARCH_CONFIG}', $1)) AS n`, [text]);
  return (res.rows[0]?.n ?? 0) > 0;
}
