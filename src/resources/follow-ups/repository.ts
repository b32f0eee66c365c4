import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';

export interface FollowUpRow {
  id: string;
  agentId: string | null;
  conversationId: string | null;
  visitorId: string | null;
  question: string;
  reason: string | null;
  status: 'open' | 'answered' | 'dismissed';
  answer: string | null;
  answeredAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
  /** The visitor's display name, for masking it in the question. */
  visitorName: string | null;
}

// The visitor's name rides along, so a masked read stays one statement.
const COLUMNS = `id, agent_id AS "agentId", conversation_id AS "conversationId", visitor_id AS "visitorId",
  question, reason, status, answer, answered_at AS "answeredAt", delivered_at AS "deliveredAt", created_at AS "createdAt",
  (SELECT v.display_name FROM visitors v WHERE v.id = follow_ups.visitor_id) AS "visitorName"`;

export function listFollowUps(
  q: Queryable,
  f: { status?: string; visitorId?: string; after: Position | null; limit: number },
): Promise<FollowUpRow[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  if (f.status) where.push(`status = $${params.push(f.status)}`);
  if (f.visitorId) where.push(`visitor_id = $${params.push(f.visitorId)}`);
  return keysetRows(q, {
    from: `SELECT ${COLUMNS} FROM follow_ups`,
    where,
    params,
    order: { ts: 'created_at', id: 'id' },
    after: f.after,
    limit: f.limit,
  });
}

export async function findFollowUp(
  q: Queryable,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<FollowUpRow | null> {
  const res = await q.query<FollowUpRow>(
    `SELECT ${COLUMNS} FROM follow_ups WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return res.rows[0] ?? null;
}

export async function markAnswered(
  q: Queryable,
  id: string,
  answer: string,
  at: Date,
  deliveredAt: Date | null,
): Promise<FollowUpRow> {
  const res = await q.query<FollowUpRow>(
    `UPDATE follow_ups SET status = 'answered', answer = $2, answered_at = $3, delivered_at = $4, closed_at = $3
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, answer, at, deliveredAt],
  );
  return res.rows[0]!;
}

export async function markDismissed(q: Queryable, id: string, at: Date): Promise<FollowUpRow> {
  const res = await q.query<FollowUpRow>(
    `UPDATE follow_ups SET status = 'dismissed', closed_at = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, at],
  );
  return res.rows[0]!;
}

export interface NewFollowUp {
  id: string;
  agentId?: string | null;
  conversationId?: string | null;
  visitorId?: string | null;
  question: string;
  reason?: string | null;
  createdAt: Date;
}

export async function insertFollowUp(q: Queryable, f: NewFollowUp): Promise<FollowUpRow> {
  const res = await q.query<FollowUpRow>(
    `INSERT INTO follow_ups (id, agent_id, conversation_id, visitor_id, question, reason, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [f.id, f.agentId ?? null, f.conversationId ?? null, f.visitorId ?? null, f.question, f.reason ?? null, f.createdAt],
  );
  return res.rows[0]!;
}

/** Answered follow-ups of a visitor not delivered yet, marked delivered now (oldest first). */
export async function takeUndelivered(q: Queryable, visitorId: string, at: Date): Promise<FollowUpRow[]> {
  const res = await q.query<FollowUpRow>(
    `UPDATE follow_ups SET delivered_at = $2
     WHERE id IN (SELECT id FROM follow_ups WHERE visitor_id = $1 AND status = 'answered' AND delivered_at IS NULL FOR UPDATE)
     RETURNING ${COLUMNS}`,
    [visitorId, at],
  );
  return res.rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
