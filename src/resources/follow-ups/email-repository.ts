import type { Queryable } from '../../db/types.js';

/** What the worker needs to send a follow-up's answer. */
export interface AnswerEmailRow {
  id: string;
  question: string;
  answer: string | null;
  status: 'queued' | 'sent' | 'failed' | null;
  to: string | null;
  attempts: number;
  visitorName: string | null;
}

/** The answer is accepted for delivery: the address it goes to is kept with it. */
export async function queueAnswerEmail(q: Queryable, id: string, to: string): Promise<void> {
  await q.query(`UPDATE follow_ups SET email_status = 'queued', email_to = $2, email_error = NULL WHERE id = $1`, [
    id,
    to,
  ]);
}

export async function findAnswerEmail(q: Queryable, id: string): Promise<AnswerEmailRow | null> {
  const res = await q.query<AnswerEmailRow>(
    `SELECT f.id, f.question, f.answer, f.email_status AS status, f.email_to AS "to", f.email_attempts AS attempts,
            v.display_name AS "visitorName"
     FROM follow_ups f LEFT JOIN visitors v ON v.id = f.visitor_id
     WHERE f.id = $1`,
    [id],
  );
  return res.rows[0] ?? null;
}

/** Sent: the answer reached the visitor's mailbox, so it counts as delivered. */
export async function recordAnswerEmailSent(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query(
    `UPDATE follow_ups SET email_status = 'sent', email_attempts = email_attempts + 1, email_error = NULL,
       delivered_at = COALESCE(delivered_at, $2)
     WHERE id = $1`,
    [id, at],
  );
}

/** A failed attempt; `final` when no attempt follows (the agent then delivers the answer in a conversation). */
export async function recordAnswerEmailFailure(q: Queryable, id: string, error: string, final: boolean): Promise<void> {
  await q.query(
    `UPDATE follow_ups SET email_attempts = email_attempts + 1, email_error = $2,
       email_status = CASE WHEN $3 THEN 'failed' ELSE email_status END
     WHERE id = $1`,
    [id, error.slice(0, 1000), final],
  );
}
