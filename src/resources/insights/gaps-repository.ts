import type { Queryable } from '../../db/types.js';
import type { GapStatus } from './schemas.js';

export interface GapRow {
  id: string;
  question: string;
  normalized: string;
  reason: string | null;
  status: GapStatus;
  visitorId: string | null;
  conversationId: string | null;
  visitorName: string | null;
  askedAt: Date;
  answeredAt: Date | null;
}

export interface NewGap {
  id: string;
  question: string;
  normalized: string;
  reason: string | null;
  visitorId: string | null;
  conversationId: string | null;
  agentId: string | null;
  followUpId: string | null;
  askedAt: Date;
}

export async function insertGap(q: Queryable, g: NewGap): Promise<void> {
  await q.query(
    `INSERT INTO knowledge_gaps (id, question, normalized, reason, visitor_id, conversation_id, agent_id, follow_up_id, asked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [g.id, g.question, g.normalized, g.reason, g.visitorId, g.conversationId, g.agentId, g.followUpId, g.askedAt],
  );
}

/**
 * Ties a hand-over to the open gap the same conversation recorded for the same
 * question (the agent abstained, then escalated), so one question is one gap.
 * Returns false when there is none to tie to.
 */
export async function attachFollowUp(
  q: Queryable,
  g: { conversationId: string; normalized: string; followUpId: string; reason: string | null },
): Promise<boolean> {
  const res = await q.query(
    `UPDATE knowledge_gaps SET follow_up_id = $3, reason = COALESCE($4, reason)
     WHERE id = (SELECT id FROM knowledge_gaps WHERE conversation_id = $1 AND normalized = $2 AND follow_up_id IS NULL
                 AND status = 'open' ORDER BY asked_at DESC, id DESC LIMIT 1)`,
    [g.conversationId, g.normalized, g.followUpId, g.reason],
  );
  return (res.rowCount ?? 0) > 0;
}

export async function closeByFollowUp(
  q: Queryable,
  followUpId: string,
  status: 'answered' | 'dismissed',
  at: Date,
): Promise<void> {
  await q.query(
    `UPDATE knowledge_gaps SET status = $2, closed_at = $3, answered_at = CASE WHEN $2 = 'answered' THEN $3::timestamptz END
     WHERE follow_up_id = $1 AND status = 'open'`,
    [followUpId, status, at],
  );
}

/**
 * Gaps asked within [start, end), newest first; exact repeats (same normalized
 * text) collapse to their latest. `status` null means any. Written as "no newer
 * gap with the same text" so it walks the newest gaps and stops at `limit`,
 * instead of sorting every gap of the range.
 */
export async function listGaps(
  q: Queryable,
  f: { start: Date; end: Date; status: GapStatus | null; limit: number },
): Promise<GapRow[]> {
  const res = await q.query<GapRow>(
    `SELECT g.id, g.question, g.normalized, g.reason, g.status, g.visitor_id AS "visitorId",
            g.conversation_id AS "conversationId", v.display_name AS "visitorName", g.asked_at AS "askedAt",
            g.answered_at AS "answeredAt"
     FROM knowledge_gaps g LEFT JOIN visitors v ON v.id = g.visitor_id
     WHERE g.asked_at >= $1 AND g.asked_at < $2 AND ($3::text IS NULL OR g.status = $3)
       AND NOT EXISTS (
         SELECT 1 FROM knowledge_gaps n
         WHERE n.normalized = g.normalized AND n.asked_at < $2 AND ($3::text IS NULL OR n.status = $3)
           AND (n.asked_at > g.asked_at OR (n.asked_at = g.asked_at AND n.id > g.id)))
     ORDER BY g.asked_at DESC, g.id DESC LIMIT $4`,
    [f.start, f.end, f.status, f.limit],
  );
  return res.rows;
}
