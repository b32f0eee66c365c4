import type { Queryable } from '../../db/types.js';

/** Reads of folded rows (and of live visitors for sales-ready accounts). Days are inclusive `YYYY-MM-DD`. */

export interface OrgDayRow {
  day: string;
  visitors: number;
  conversedVisitors: number;
  meetingVisitors: number;
  sessions: number;
  conversations: number;
  meetings: number;
  formSubmitted: number;
  outcomes: number;
  tourPlays: number;
  tourCompletions: number;
  escalated: number;
}

export async function orgDays(q: Queryable, from: string, to: string): Promise<OrgDayRow[]> {
  const res = await q.query<OrgDayRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, visitors, conversed_visitors AS "conversedVisitors",
            meeting_visitors AS "meetingVisitors", sessions, conversations, meetings, form_submitted AS "formSubmitted",
            outcomes, tour_plays AS "tourPlays", tour_completions AS "tourCompletions", escalated
     FROM insight_org_days WHERE day BETWEEN $1::date AND $2::date ORDER BY day`,
    [from, to],
  );
  return res.rows;
}

export interface SourceRow {
  source: string;
  sessions: number;
  conversations: number;
  meetings: number;
  outcomes: number;
}

export async function topSources(q: Queryable, from: string, to: string, limit: number): Promise<SourceRow[]> {
  const res = await q.query<SourceRow>(
    `SELECT source, sum(sessions)::int AS sessions, sum(conversations)::int AS conversations,
            sum(meetings)::int AS meetings, sum(outcomes)::int AS outcomes
     FROM insight_source_days WHERE day BETWEEN $1::date AND $2::date
     GROUP BY source ORDER BY sum(sessions) DESC, source LIMIT $3`,
    [from, to, limit],
  );
  return res.rows;
}

export interface TourDayRow {
  tourId: string;
  day: string;
  plays: number;
  engaged: number;
  completions: number;
  ctaClicks: number;
  identified: number;
  totalSecs: number;
}

export async function tourDays(q: Queryable, from: string, to: string): Promise<TourDayRow[]> {
  const res = await q.query<TourDayRow>(
    `SELECT tour_id AS "tourId", to_char(day, 'YYYY-MM-DD') AS day, plays, engaged, completions, cta_clicks AS "ctaClicks",
            identified, total_secs::int AS "totalSecs"
     FROM insight_tour_days WHERE day BETWEEN $1::date AND $2::date ORDER BY day, tour_id`,
    [from, to],
  );
  return res.rows;
}

export async function tourNames(
  q: Queryable,
  ids: readonly string[],
): Promise<Map<string, { name: string; publicId: string }>> {
  if (ids.length === 0) return new Map();
  const res = await q.query<{ id: string; name: string; publicId: string }>(
    `SELECT id, name, public_id AS "publicId" FROM tours WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(res.rows.map((r) => [r.id, { name: r.name, publicId: r.publicId }]));
}

export interface SalesReadyRow {
  domain: string;
  name: string | null;
  industry: string | null;
  crm: Record<string, unknown> | null;
  visitorCount: number;
  identifiedCount: number;
  topIntent: number;
  lastSeenAt: Date;
  visitorIds: string[];
}

/**
 * Accounts whose visitors were seen since `since`, with their strongest intent at
 * least `minIntent`. Ranks on one pass over the visitors, then reads names and
 * the strongest visitors only for the accounts returned.
 */
export async function salesReadyAccounts(
  q: Queryable,
  f: { since: Date; minIntent: number; limit: number },
): Promise<SalesReadyRow[]> {
  const res = await q.query<SalesReadyRow>(
    `WITH ranked AS (
       SELECT account_domain AS domain, count(*)::int AS "visitorCount",
              count(*) FILTER (WHERE email IS NOT NULL AND email <> '')::int AS "identifiedCount",
              max(intent_score)::int AS "topIntent", max(last_seen_at) AS "lastSeenAt"
       FROM visitors WHERE account_domain IS NOT NULL AND last_seen_at >= $1
       GROUP BY account_domain HAVING max(intent_score) >= $2
       ORDER BY 4 DESC, 5 DESC, 1 LIMIT $3
     )
     SELECT r.*, a.name, a.industry, a.crm, top.ids AS "visitorIds"
     FROM ranked r JOIN accounts a ON a.domain = r.domain
     CROSS JOIN LATERAL (
       SELECT array_agg(id::text ORDER BY intent_score DESC, last_seen_at DESC, id) AS ids FROM (
         SELECT id, intent_score, last_seen_at FROM visitors
         WHERE account_domain = r.domain AND last_seen_at >= $1
         ORDER BY intent_score DESC, last_seen_at DESC, id LIMIT 10) s
     ) top
     ORDER BY r."topIntent" DESC, r."lastSeenAt" DESC, r.domain`,
    [f.since, f.minIntent, f.limit],
  );
  return res.rows;
}
