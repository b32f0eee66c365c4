import type { Queryable } from '../../db/types.js';
import { SEARCH_CONFIG } from '../segments/filter-repository.js';

/** Adds text to a visitor's search document. */
export async function appendToDocument(q: Queryable, visitorId: string, text: string): Promise<void> {
  await q.query(`UPDATE visitors SET search_doc = search_doc || to_tsvector('${SEARCH_CONFIG}', $2) WHERE id = $1`, [visitorId, text]);
}

/** Merges qualifying answers (a later answer to the same key wins) and adds their text to the document. */
export async function mergeAnswers(q: Queryable, visitorId: string, answers: Record<string, unknown>, text: string): Promise<void> {
  await q.query(
    `UPDATE visitors SET search_doc = search_doc || to_tsvector('${SEARCH_CONFIG}', $3), answers = answers || $2::jsonb WHERE id = $1`,
    [visitorId, JSON.stringify(answers), text],
  );
}
