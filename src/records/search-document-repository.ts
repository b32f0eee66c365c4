import type { Queryable } from '../db/types.js';

/** Text-search configuration of the visitor documents (stemming makes "prices" find "pricing"). */
export const SEARCH_CONFIG = 'english';

/** The document plus `$text`, unless its text form already holds `$budget` bytes. */
/** The search document with `text` (an SQL expression) added, within the budget; for statements that update the row anyway. */
export const grown = (text: string, budget: string) =>
  `CASE WHEN octet_length(search_doc::text) < ${budget} THEN search_doc || to_tsvector('${SEARCH_CONFIG}', ${text}) ELSE search_doc END`;

/** Adds text to a visitor's search document (up to a size budget, see search-document.ts). */
export async function appendToDocument(q: Queryable, visitorId: string, text: string, budget: number): Promise<void> {
  await q.query(`UPDATE visitors SET search_doc = ${grown('$2', '$3')} WHERE id = $1`, [visitorId, text, budget]);
}

/** Merges qualifying answers (a later answer to the same key wins) and adds their text to the document. */
export async function mergeAnswers(
  q: Queryable,
  visitorId: string,
  answers: Record<string, unknown>,
  text: string,
  budget: number,
): Promise<void> {
  await q.query(`UPDATE visitors SET search_doc = ${grown('$3', '$4')}, answers = answers || $2::jsonb WHERE id = $1`, [
    visitorId,
    JSON.stringify(answers),
    text,
    budget,
  ]);
}
