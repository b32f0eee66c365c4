import type { Queryable } from '../../db/types.js';
import { SEARCH_CONFIG } from '../segments/filter-repository.js';

/** Adds text to a visitor's search document (created on first use). */
export async function appendToDocument(q: Queryable, visitorId: string, text: string, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO visitor_profiles (visitor_id, doc, updated_at) VALUES ($1, to_tsvector('${SEARCH_CONFIG}', $2), $3)
     ON CONFLICT (tenant_id, visitor_id) DO UPDATE SET doc = visitor_profiles.doc || EXCLUDED.doc, updated_at = EXCLUDED.updated_at`,
    [visitorId, text, at],
  );
}

/** Merges qualifying answers (a later answer to the same key wins) and adds their text to the document. */
export async function mergeAnswers(q: Queryable, visitorId: string, answers: Record<string, unknown>, text: string, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO visitor_profiles (visitor_id, doc, answers, updated_at) VALUES ($1, to_tsvector('${SEARCH_CONFIG}', $3), $2::jsonb, $4)
     ON CONFLICT (tenant_id, visitor_id) DO UPDATE SET doc = visitor_profiles.doc || EXCLUDED.doc,
       answers = visitor_profiles.answers || EXCLUDED.answers, updated_at = EXCLUDED.updated_at`,
    [visitorId, JSON.stringify(answers), text, at],
  );
}
