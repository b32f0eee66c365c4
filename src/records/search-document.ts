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

/** Texts waiting to join visitors' search documents, per transaction (see recordVisitorText). */
const QUEUE = 'visitor-search-text';
const DEFER = 'visitor-search-text:defer';
interface Queued {
  visitorId: string;
  /** Emptied once a statement that updates the row anyway took it. */
  text: string;
}

/**
 * The write paths call these as a visitor's words arrive (chat turns, escalated
 * questions, the agent's summaries, qualifying answers), so the `asked` search
 * reads one document on the visitor's row instead of every message.
 *
 * In a transaction that called deferVisitorTexts, a text is queued instead and
 * written just before COMMIT, one statement per visitor, unless a statement
 * that updates the visitor's row anyway takes it first (raiseIntent).
 */
export async function recordVisitorText(
  tx: Tx,
  visitorId: string | null,
  text: string | null | undefined,
): Promise<void> {
  if (!visitorId || !text?.trim()) return;
  if (tx.pending<true>(DEFER).length > 0) tx.pending<Queued>(QUEUE).push({ visitorId, text: capped(text) });
  else await appendToDocument(tx, visitorId, capped(text), SEARCH_DOCUMENT_LIMITS.document);
}

/**
 * From now on this transaction queues visitors' texts (recordVisitorText) for
 * one write per visitor before COMMIT, or for a statement that rewrites the row
 * anyway: a chat turn's commit (src/agent/commit.ts) rewrites the visitor once
 * instead of twice (each rewrite of a visitor inserts into all of its indexes,
 * two of them GIN). Only for transactions that do not read the document after
 * writing it (segment evaluation and visitor search read it).
 */
export function deferVisitorTexts(tx: Tx): void {
  const defer = tx.pending<true>(DEFER);
  if (defer.length > 0) return;
  defer.push(true);
  tx.beforeCommit(writeQueuedTexts);
}

/**
 * The texts queued for a visitor, taken for a statement that adds them itself
 * (`grown` in search-document-repository.ts); null when none. Call it only
 * outside savepoints that may roll back, or in the same one that queued the
 * texts: a taken text is not put back.
 */
export function takeVisitorText(tx: Tx, visitorId: string): string | null {
  const mine = tx.pending<Queued>(QUEUE).filter((q) => q?.visitorId === visitorId && q.text);
  if (mine.length === 0) return null;
  const text = mine.map((q) => q.text).join('\n');
  for (const q of mine) q.text = '';
  return text;
}

async function writeQueuedTexts(tx: Tx): Promise<void> {
  const texts = new Map<string, string[]>();
  for (const q of tx.pending<Queued>(QUEUE)) {
    if (q?.text) texts.set(q.visitorId, [...(texts.get(q.visitorId) ?? []), q.text]);
    if (q) q.text = '';
  }
  for (const [visitorId, list] of texts)
    await appendToDocument(tx, visitorId, list.join('\n'), SEARCH_DOCUMENT_LIMITS.document);
}

export async function recordVisitorAnswers(
  tx: Tx,
  visitorId: string | null,
  answers: Record<string, unknown>,
): Promise<void> {
  if (!visitorId || Object.keys(answers).length === 0) return;
  const text = Object.values(answers)
    .filter((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .join(' ');
  await mergeAnswers(tx, visitorId, answers, capped(text), SEARCH_DOCUMENT_LIMITS.document);
}
