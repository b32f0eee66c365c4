import type { Tx } from '../../db/types.js';
import { appendToDocument, mergeAnswers } from './profile-repository.js';

/**
 * The write paths call these as a visitor's words arrive (chat turns, escalated
 * questions, the agent's summaries, qualifying answers), so the `asked` search
 * reads one document on the visitor's row instead of every message.
 */
export async function recordVisitorText(tx: Tx, visitorId: string | null, text: string | null | undefined): Promise<void> {
  if (!visitorId || !text?.trim()) return;
  await appendToDocument(tx, visitorId, text);
}

export async function recordVisitorAnswers(tx: Tx, visitorId: string | null, answers: Record<string, unknown>): Promise<void> {
  if (!visitorId || Object.keys(answers).length === 0) return;
  const text = Object.values(answers)
    .filter((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')
    .join(' ');
  await mergeAnswers(tx, visitorId, answers, text);
}
