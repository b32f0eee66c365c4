import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';
import { CHANGE_COLUMNS, type ChangeRow, type MemberRow } from './evaluation-repository.js';

export type { MemberRow } from './evaluation-repository.js';

/** Current members with their visitor as it is now, newest entry first. */
export function listMembers(
  q: Queryable,
  segmentId: string,
  after: Position | null,
  limit: number,
): Promise<MemberRow[]> {
  return keysetRows(q, {
    from: `SELECT s.visitor_id AS "visitorId", v.email, v.display_name AS "displayName",
       CASE WHEN a.domain IS NULL THEN NULL ELSE jsonb_build_object('domain', a.domain, 'name', a.name, 'industry', a.industry) END AS account,
       v.crm, v.labels, v.intent_score AS "intentScore", s.entered_at AS "enteredAt"
     FROM segment_memberships s JOIN visitors v ON v.id = s.visitor_id LEFT JOIN accounts a ON a.domain = v.account_domain`,
    where: ['s.segment_id = $1'],
    params: [segmentId],
    order: { ts: 's.entered_at', id: 's.visitor_id' },
    after,
    limit,
  });
}

/** Changes after `since` (exclusive, microsecond precision), oldest first. */
export async function listChanges(
  q: Queryable,
  segmentId: string,
  since: string | null,
  limit: number,
): Promise<ChangeRow[]> {
  const params: unknown[] = [segmentId];
  const after = since ? ` AND changed_at > $${params.push(since)}::timestamptz` : '';
  const res = await q.query<ChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM segment_changes WHERE segment_id = $1${after} ORDER BY changed_at LIMIT ${limit}`,
    params,
  );
  return res.rows;
}

/** Saved segments a visitor belongs to, as of the last evaluation. */
export async function segmentIdsOf(tx: Queryable, visitorId: string): Promise<string[]> {
  const res = await tx.query<{ id: string }>(`SELECT segment_id AS id FROM segment_memberships WHERE visitor_id = $1`, [
    visitorId,
  ]);
  return res.rows.map((r) => r.id);
}
