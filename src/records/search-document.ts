import type { Tx } from '../db/types.js';
import { appendToDocument, mergeAnswers } from './search-document-repository.js';

/**
 * Bounds of the search document. PostgreSQL refuses a tsvector over 1 MB
 * ("string is too long for tsvector"), which would turn a long message into a
 * failed write. Each text adds at most its first TEXT_LIMIT characters (at most
 * a few tens of KB of tsvector), and nothing more is added once the document's
 * text form reaches DOCUMENT_LIMIT bytes (its size in memory is no larger), so
 * the document stays far below the limit: `asked` searches what a visitor said
 * first, up to a few hundred KB.
 */
export const SEARCH_DOCUMENT_LIMITS = { text: 10_000, document: 400_000 } as const;

function capped(text: string): string {
  return text.length > SEARCH_DOCUMENT_LIMITS.text ? text.slice(0, SEARCH_DOCUMENT_LIMITS.text) : text;
}

/**
 * The write paths call these as a visitor's words arrive (chat turns, escalated
 * questions, the agent's summaries, qualifying answers), so the `asked` search
 * reads one document on the visitor's row instead of every message.
 */
export async function recordVisitorText(tx: Tx, visitorId: string | null, text: string | null | undefined): Promise<void> {
  if (!visitorId || !text?.trim()) return;
  await appendToDocument(tx, visitorId, capped(text), SEARCH_DOCUMENT_LIMITS.document);
}

export async function recordVisitorAnswers(tx: Tx, visitorId: string | null, answers: Record<string, unknown>): Promise<void> {
  if (!visitorId || Object.keys(answers).length === 0) return;
  const text = Object.values(answers)
    .filter((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .join(' ');
  await mergeAnswers(tx, visitorId, answers, capped(text), SEARCH_DOCUMENT_LIMITS.document);
}
