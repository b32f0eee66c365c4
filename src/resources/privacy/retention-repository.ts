import type { Queryable } from '../../db/types.js';

/** retention.conversationDays of a workspace and what its last daily run did (a system table: owner queries). */
export interface RetentionRow {
  workspaceId: string;
  sandboxId: string;
  conversationDays: number | null;
  ranAt: Date | null;
  erased: number;
}

const COLUMNS = `id AS "workspaceId", sandbox_id AS "sandboxId", retention_conversation_days AS "conversationDays",
  retention_ran_at AS "ranAt", retention_erased AS erased`;

export async function setRetention(
  q: Queryable,
  workspaceId: string,
  days: number | null,
  at: Date,
): Promise<RetentionRow> {
  const res = await q.query<RetentionRow>(
    `UPDATE workspaces SET retention_conversation_days = $2, updated_at = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
    [workspaceId, days, at],
  );
  return res.rows[0]!;
}

export async function findRetention(q: Queryable, workspaceId: string): Promise<RetentionRow | null> {
  return (
    (await q.query<RetentionRow>(`SELECT ${COLUMNS} FROM workspaces WHERE id = $1`, [workspaceId])).rows[0] ?? null
  );
}

export async function workspacesWithRetention(q: Queryable): Promise<RetentionRow[]> {
  return (
    await q.query<RetentionRow>(
      `SELECT ${COLUMNS} FROM workspaces WHERE retention_conversation_days IS NOT NULL ORDER BY id`,
    )
  ).rows;
}

export async function recordRetentionRun(q: Queryable, workspaceId: string, at: Date, erased: number): Promise<void> {
  await q.query(`UPDATE workspaces SET retention_ran_at = $2, retention_erased = $3 WHERE id = $1`, [
    workspaceId,
    at,
    erased,
  ]);
}

/** Conversations of the data set that ended (or last moved) before `before` and still hold content; a batch. */
export async function conversationsPast(q: Queryable, before: Date, limit: number): Promise<string[]> {
  const res = await q.query<{ id: string }>(
    `SELECT id FROM conversations WHERE erased_at IS NULL AND COALESCE(ended_at, last_message_at, started_at) < $1 ORDER BY id LIMIT $2`,
    [before, limit],
  );
  return res.rows.map((r) => r.id);
}
