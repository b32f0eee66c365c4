import type { Queryable } from '../../db/types.js';
import { VISITOR_SELECT, type VisitorRow } from '../../records/visitors.js';

export const BRIEF_PEOPLE_LIMIT = 50;
export const BRIEF_QUESTION_LIMIT = 50;

export async function accountTotals(
  q: Queryable,
  domain: string,
): Promise<{ peopleCount: number; topIntent: number; lastSeenAt: Date | null }> {
  const res = await q.query<{ peopleCount: number; topIntent: number; lastSeenAt: Date | null }>(
    `SELECT count(*)::int AS "peopleCount", coalesce(max(intent_score), 0)::int AS "topIntent", max(last_seen_at) AS "lastSeenAt"
     FROM visitors WHERE account_domain = $1`,
    [domain],
  );
  return res.rows[0]!;
}

/** The people of an account, strongest intent first (most recently seen breaks ties). */
export async function accountPeople(q: Queryable, domain: string, limit: number): Promise<VisitorRow[]> {
  const res = await q.query<VisitorRow>(
    `${VISITOR_SELECT} WHERE v.account_domain = $1 ORDER BY v.intent_score DESC, v.last_seen_at DESC, v.id DESC LIMIT $2`,
    [domain, limit],
  );
  return res.rows;
}

export interface OpenQuestionRow {
  followUpId: string;
  visitorId: string;
  conversationId: string | null;
  question: string;
  reason: string | null;
  askedAt: Date;
  displayName: string | null;
}

/** Unanswered questions (open follow-ups) of the account's people, newest first. */
export async function accountOpenQuestions(q: Queryable, domain: string, limit: number): Promise<OpenQuestionRow[]> {
  const res = await q.query<OpenQuestionRow>(
    `SELECT f.id AS "followUpId", f.visitor_id AS "visitorId", f.conversation_id AS "conversationId", f.question, f.reason,
       f.created_at AS "askedAt", v.display_name AS "displayName"
     FROM follow_ups f JOIN visitors v ON v.id = f.visitor_id
     WHERE v.account_domain = $1 AND f.status = 'open'
     ORDER BY f.created_at DESC, f.id DESC LIMIT $2`,
    [domain, limit],
  );
  return res.rows;
}
