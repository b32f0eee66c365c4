import type { Queryable } from '../../db/types.js';

/**
 * SQL of the fold. Every function runs in a tenant transaction, so each statement
 * only sees and writes one data set. Days are `YYYY-MM-DD` strings (UTC); `start`
 * and `end` bound the instants of the smallest span holding them, so the raw
 * tables are read through their (tenant, timestamp) indexes.
 */
export interface DaySet {
  days: string[];
  start: Date;
  end: Date;
}

const UTC_DAY = (col: string) => `(${col} AT TIME ZONE 'UTC')::date`;

/**
 * Takes up to `limit` dirty days (oldest first) off the list. Deleting is the
 * claim, and it removes only committed markers: the fold that follows sees the
 * rows they mark, and a writer still in flight leaves its marker for the next fold.
 */
export async function claimDirtyDays(q: Queryable, limit: number): Promise<string[]> {
  const res = await q.query<{ day: string }>(
    `DELETE FROM insight_dirty_days WHERE day IN (SELECT DISTINCT day FROM insight_dirty_days ORDER BY day LIMIT $1)
     RETURNING to_char(day, 'YYYY-MM-DD') AS day`,
    [limit],
  );
  return [...new Set(res.rows.map((r) => r.day))].sort();
}

export async function dirtyDaysBetween(q: Queryable, from: string, to: string): Promise<string[]> {
  const res = await q.query<{ day: string }>(
    `SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM insight_dirty_days WHERE day BETWEEN $1::date AND $2::date ORDER BY day`,
    [from, to],
  );
  return res.rows.map((r) => r.day);
}

export async function markDirty(q: Queryable, days: readonly string[], at: Date): Promise<void> {
  await q.query(
    `INSERT INTO insight_dirty_days (day, marked_at) SELECT DISTINCT d, $2::timestamptz FROM unnest($1::date[]) AS d`,
    [days, at],
  );
}

/** Every day with raw activity: what a fold from scratch has to cover. */
export async function activeDays(q: Queryable): Promise<string[]> {
  const res = await q.query<{ day: string }>(
    `SELECT DISTINCT to_char(d, 'YYYY-MM-DD') AS day FROM (
       SELECT ${UTC_DAY('started_at')} AS d FROM conversations
       UNION SELECT ${UTC_DAY('started_at')} FROM visits
       UNION SELECT ${UTC_DAY('started_at')} FROM tour_sittings
       UNION SELECT ${UTC_DAY('created_at')} FROM leads
       UNION SELECT ${UTC_DAY('booked_at')} FROM meetings
       UNION SELECT ${UTC_DAY('occurred_at')} FROM offer_interactions
       UNION SELECT ${UTC_DAY('created_at')} FROM follow_ups
     ) x ORDER BY 1`,
  );
  return res.rows.map((r) => r.day);
}

export async function deleteFoldedRows(q: Queryable, days: readonly string[]): Promise<void> {
  for (const table of ['insight_org_days', 'insight_tour_days', 'insight_source_days']) {
    await q.query(`DELETE FROM ${table} WHERE day = ANY($1::date[])`, [days]);
  }
}

/** OrgDay rows for every day of the set, zeros included: a folded quiet day is not a missing day. */
export async function insertOrgDays(q: Queryable, s: DaySet, foldedAt: Date): Promise<void> {
  await q.query(
    `WITH d AS (SELECT unnest($1::date[]) AS day),
     s AS (SELECT ${UTC_DAY('started_at')} AS day, visitor_id, message_count, visit_id IS NULL AS is_session FROM conversations
           WHERE NOT from_dashboard AND started_at >= $2 AND started_at < $3
           UNION ALL
           SELECT ${UTC_DAY('started_at')}, visitor_id, 0, true FROM visits WHERE started_at >= $2 AND started_at < $3),
     t AS (SELECT ${UTC_DAY('started_at')} AS day, visitor_id, completed FROM tour_sittings
           WHERE NOT is_operator AND started_at >= $2 AND started_at < $3),
     m AS (SELECT ${UTC_DAY('booked_at')} AS day, visitor_id FROM meetings WHERE booked_at >= $2 AND booked_at < $3),
     l AS (SELECT ${UTC_DAY('created_at')} AS day, visitor_id FROM leads
           WHERE source = 'form_capture' AND created_at >= $2 AND created_at < $3),
     o AS (SELECT ${UTC_DAY('occurred_at')} AS day, visitor_id FROM offer_interactions
           WHERE kind = 'accepted' AND occurred_at >= $2 AND occurred_at < $3),
     f AS (SELECT ${UTC_DAY('created_at')} AS day, COALESCE(conversation_id, id) AS handed FROM follow_ups
           WHERE created_at >= $2 AND created_at < $3),
     sa AS (SELECT day, count(*) FILTER (WHERE is_session) AS sessions, count(*) FILTER (WHERE message_count > 0) AS conversations,
                   count(DISTINCT visitor_id) FILTER (WHERE message_count > 0) AS conversed FROM s GROUP BY day),
     ta AS (SELECT day, count(*) AS plays, count(*) FILTER (WHERE completed) AS completions FROM t GROUP BY day),
     ma AS (SELECT day, count(*) AS meetings, count(DISTINCT visitor_id) AS people FROM m GROUP BY day),
     la AS (SELECT day, count(*) AS forms FROM l GROUP BY day),
     oa AS (SELECT day, count(*) AS outcomes FROM o GROUP BY day),
     fa AS (SELECT day, count(DISTINCT handed) AS escalated FROM f GROUP BY day),
     va AS (SELECT day, count(DISTINCT visitor_id) AS visitors FROM (
              SELECT day, visitor_id FROM s UNION ALL SELECT day, visitor_id FROM t UNION ALL SELECT day, visitor_id FROM m
              UNION ALL SELECT day, visitor_id FROM l UNION ALL SELECT day, visitor_id FROM o) a GROUP BY day)
     INSERT INTO insight_org_days (day, visitors, conversed_visitors, meeting_visitors, sessions, conversations, meetings,
                                   form_submitted, outcomes, tour_plays, tour_completions, escalated, folded_at)
     SELECT d.day, COALESCE(va.visitors, 0), COALESCE(sa.conversed, 0), COALESCE(ma.people, 0), COALESCE(sa.sessions, 0),
            COALESCE(sa.conversations, 0), COALESCE(ma.meetings, 0), COALESCE(la.forms, 0), COALESCE(oa.outcomes, 0),
            COALESCE(ta.plays, 0), COALESCE(ta.completions, 0), COALESCE(fa.escalated, 0), $4
     FROM d LEFT JOIN sa USING (day) LEFT JOIN ta USING (day) LEFT JOIN ma USING (day) LEFT JOIN la USING (day)
            LEFT JOIN oa USING (day) LEFT JOIN fa USING (day) LEFT JOIN va USING (day)`,
    [s.days, s.start, s.end, foldedAt],
  );
}

/** TourDay rows: engaged is max_step >= 1 (step indexes start at 0, so "step 2 or later"). */
export async function insertTourDays(q: Queryable, s: DaySet): Promise<void> {
  await q.query(
    `INSERT INTO insight_tour_days (tour_id, day, plays, engaged, completions, cta_clicks, identified, total_secs)
     SELECT tour_id, ${UTC_DAY('started_at')} AS day, count(*), count(*) FILTER (WHERE max_step >= 1),
            count(*) FILTER (WHERE completed), COALESCE(sum(cta_clicks), 0),
            count(DISTINCT lower(email)) FILTER (WHERE email IS NOT NULL AND email <> ''), COALESCE(sum(seconds), 0)
     FROM tour_sittings
     WHERE NOT is_operator AND started_at >= $2 AND started_at < $3
       AND ${UTC_DAY('started_at')} = ANY($1::date[])
     GROUP BY tour_id, day`,
    [s.days, s.start, s.end],
  );
}

/**
 * Per-source rows. Sessions are runtime visits, plus conversations recorded
 * without one (fixtures, imports). A meeting or accepted offer counts for the source of its
 * conversation; an offer interaction carries its own source when recorded
 * outside a conversation; anything else is `direct`.
 */
export async function insertSourceDays(q: Queryable, s: DaySet): Promise<void> {
  await q.query(
    `WITH rows AS (
       SELECT ${UTC_DAY('started_at')} AS day, source, (visit_id IS NULL)::int AS sessions, (message_count > 0)::int AS conversations, 0 AS meetings, 0 AS outcomes
       FROM conversations WHERE NOT from_dashboard AND started_at >= $2 AND started_at < $3
       UNION ALL
       SELECT ${UTC_DAY('started_at')}, source, 1, 0, 0, 0 FROM visits WHERE started_at >= $2 AND started_at < $3
       UNION ALL
       SELECT ${UTC_DAY('m.booked_at')}, COALESCE(c.source, 'direct'), 0, 0, 1, 0
       FROM meetings m LEFT JOIN conversations c ON c.id = m.conversation_id
       WHERE m.booked_at >= $2 AND m.booked_at < $3
       UNION ALL
       SELECT ${UTC_DAY('o.occurred_at')}, COALESCE(NULLIF(o.source, ''), c.source, 'direct'), 0, 0, 0, 1
       FROM offer_interactions o LEFT JOIN conversations c ON c.id = o.conversation_id
       WHERE o.kind = 'accepted' AND o.occurred_at >= $2 AND o.occurred_at < $3
     )
     INSERT INTO insight_source_days (day, source, sessions, conversations, meetings, outcomes)
     SELECT day, source, sum(sessions), sum(conversations), sum(meetings), sum(outcomes)
     FROM rows WHERE day = ANY($1::date[]) GROUP BY day, source`,
    [s.days, s.start, s.end],
  );
}

export async function setFoldedAt(q: Queryable, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO insight_fold_state (folded_at) VALUES ($1) ON CONFLICT (tenant_id) DO UPDATE SET folded_at = excluded.folded_at`,
    [at],
  );
}

export async function foldedAt(q: Queryable): Promise<Date | null> {
  const res = await q.query<{ foldedAt: Date }>(`SELECT folded_at AS "foldedAt" FROM insight_fold_state`);
  return res.rows[0]?.foldedAt ?? null;
}

/** Tenants with days waiting (a cross-tenant scan: owner connection, no guard). */
export async function tenantsWithDirtyDays(q: Queryable): Promise<string[]> {
  const res = await q.query<{ tenantId: string }>(
    `SELECT DISTINCT tenant_id AS "tenantId" FROM insight_dirty_days ORDER BY 1`,
  );
  return res.rows.map((r) => r.tenantId);
}

/** Moves the watermark of every data set with nothing left to fold (owner connection). */
export async function setFoldedAtForQuietTenants(q: Queryable, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO insight_fold_state (tenant_id, folded_at)
     SELECT t, $1::timestamptz FROM (SELECT id AS t FROM workspaces UNION ALL SELECT sandbox_id FROM workspaces) w
     WHERE NOT EXISTS (SELECT 1 FROM insight_dirty_days d WHERE d.tenant_id = w.t)
     ON CONFLICT (tenant_id) DO UPDATE SET folded_at = excluded.folded_at`,
    [at],
  );
}
