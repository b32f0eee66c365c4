import type { Queryable } from '../../db/types.js';
import { keysetAfter } from '../../platform/paging/cursor.js';
import { CHANGE_COLUMNS, type ChangeRow } from './evaluation-repository.js';

export interface MemberRow {
  visitorId: string;
  email: string | null;
  displayName: string | null;
  account: Record<string, unknown> | null;
  crm: Record<string, unknown> | null;
  labels: Record<string, unknown>;
  intentScore: number;
  enteredAt: Date;
}

/** Current members with their visitor as it is now, newest entry first. */
export async function listMembers(q: Queryable, segmentId: string, after: (string | number)[] | null, limit: number): Promise<MemberRow[]> {
  const params: unknown[] = [segmentId];
  const keyset = keysetAfter(after, { ts: 's.entered_at', id: 's.visitor_id' }, 'desc', params);
  const res = await q.query<MemberRow>(
    `SELECT s.visitor_id AS "visitorId", v.email, v.display_name AS "displayName",
       CASE WHEN a.domain IS NULL THEN NULL ELSE jsonb_build_object('domain', a.domain, 'name', a.name, 'industry', a.industry) END AS account,
       v.crm, v.labels, v.intent_score AS "intentScore", s.entered_at AS "enteredAt"
     FROM segment_memberships s JOIN visitors v ON v.id = s.visitor_id LEFT JOIN accounts a ON a.domain = v.account_domain
     WHERE s.segment_id = $1${keyset ? ` AND ${keyset}` : ''}
     ORDER BY s.entered_at DESC, s.visitor_id DESC LIMIT ${limit + 1}`,
    params,
  );
  return res.rows;
}

/** Changes after `since` (exclusive, microsecond precision), oldest first. */
export async function listChanges(q: Queryable, segmentId: string, since: string | null, limit: number): Promise<ChangeRow[]> {
  const params: unknown[] = [segmentId];
  const after = since ? ` AND changed_at > $${params.push(since)}::timestamptz` : '';
  const res = await q.query<ChangeRow>(
    `SELECT ${CHANGE_COLUMNS} FROM segment_changes WHERE segment_id = $1${after} ORDER BY changed_at LIMIT ${limit}`,
    params,
  );
  return res.rows;
}
