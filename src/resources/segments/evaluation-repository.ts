import type { Queryable } from '../../db/types.js';
import { filterCondition } from './filter-repository.js';
import type { NormalFilter } from './filter.js';

/** A recorded change: the member's fields as they were at the change. */
/** A member with their visitor as it is now (members-repository.ts lists them). */
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

export interface ChangeRow extends MemberRow {
  id: string;
  change: 'entered' | 'left';
  changedAt: Date;
  /** changed_at with microseconds: the `since` position of the row. */
  position: string;
  leftAt: Date | null;
}

export const CHANGE_COLUMNS = `id, visitor_id AS "visitorId", change, changed_at AS "changedAt",
  to_char(changed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS position,
  entered_at AS "enteredAt", left_at AS "leftAt", email, display_name AS "displayName", account, crm, labels,
  intent_score AS "intentScore"`;

/**
 * One evaluation as a single statement: the matching set is diffed against the
 * current members (set differences), members are added and removed, and every
 * change is recorded with the member's identity at that moment. All parts see
 * the same snapshot. Changes get strictly increasing times (one microsecond
 * apart, after any earlier change of the segment) so `since` paging is exact.
 * The caller holds the segment's row lock.
 */
export async function applyEvaluation(
  q: Queryable,
  segmentId: string,
  filter: NormalFilter,
  now: Date,
): Promise<ChangeRow[]> {
  const params: unknown[] = [segmentId, now];
  const where = filterCondition(filter, now, params);
  // Every join here is bulk: tens of thousands of members against the matching
  // set. Statistics lag right after a pass (a segment's members appear as one
  // row to the planner until the table is analysed again, and combined filter
  // conditions are underestimated), and a nested-loop anti-join planned on such
  // an estimate takes minutes instead of a second. Hash joins are right at any
  // size, so the pass plans without nested loops.
  await q.query(`SELECT set_config('enable_nestloop', 'off', true)`);
  const res = await q.query<ChangeRow>(
    `WITH matched AS MATERIALIZED (
       SELECT v.id FROM visitors v WHERE ${where}
     ), gone AS (
       DELETE FROM segment_memberships s
       WHERE s.segment_id = $1 AND NOT EXISTS (SELECT 1 FROM matched m WHERE m.id = s.visitor_id)
       RETURNING s.visitor_id, s.entered_at
     ), came AS (
       INSERT INTO segment_memberships (segment_id, visitor_id, entered_at)
       SELECT $1, m.id, $2 FROM matched m
       WHERE NOT EXISTS (SELECT 1 FROM segment_memberships s WHERE s.segment_id = $1 AND s.visitor_id = m.id)
       RETURNING visitor_id, entered_at
     ), diff AS (
       SELECT 'entered'::text AS change, visitor_id, entered_at, NULL::timestamptz AS left_at FROM came
       UNION ALL
       SELECT 'left', visitor_id, entered_at, $2::timestamptz FROM gone
     ), base AS (
       SELECT GREATEST($2::timestamptz, (SELECT max(changed_at) + interval '1 microsecond' FROM segment_changes WHERE segment_id = $1)) AS t
     ), inserted AS (
       INSERT INTO segment_changes (id, segment_id, visitor_id, change, changed_at, entered_at, left_at,
         email, display_name, account, crm, labels, intent_score)
       SELECT gen_random_uuid(), $1, d.visitor_id, d.change,
         base.t + (row_number() OVER (ORDER BY d.change, d.visitor_id) - 1) * interval '1 microsecond',
         d.entered_at, d.left_at, v.email, v.display_name,
         CASE WHEN a.domain IS NULL THEN NULL ELSE jsonb_build_object('domain', a.domain, 'name', a.name, 'industry', a.industry) END,
         v.crm, v.labels, v.intent_score
       FROM diff d CROSS JOIN base
       JOIN visitors v ON v.id = d.visitor_id
       LEFT JOIN accounts a ON a.domain = v.account_domain
       RETURNING ${CHANGE_COLUMNS}
     )
     SELECT * FROM inserted ORDER BY position`,
    params,
  );
  await q.query(`SELECT set_config('enable_nestloop', 'on', true)`);
  return res.rows;
}

export async function recordEvaluation(q: Queryable, segmentId: string, at: Date): Promise<number> {
  const res = await q.query<{ total: number }>(
    `UPDATE segments SET evaluated_at = $2,
       member_count = (SELECT count(*) FROM segment_memberships WHERE segment_id = $1)
     WHERE id = $1 RETURNING member_count AS total`,
    [segmentId, at],
  );
  return res.rows[0]?.total ?? 0;
}
