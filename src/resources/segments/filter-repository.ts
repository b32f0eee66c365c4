import type { Queryable } from '../../db/types.js';
import type { NormalFilter } from './filter.js';
import { SEARCH_CONFIG } from '../../records/search-document-repository.js';

const DAY_MS = 86_400_000;

/**
 * The SQL condition over `visitors v` for a normalised filter: the single
 * definition of every key's meaning, used by search, preview and evaluation.
 * Pushes its values onto `params`.
 */
export function filterCondition(f: NormalFilter, now: Date, params: unknown[]): string {
  const p = (v: unknown) => `$${params.push(v)}`;
  const hasCrm = `(v.crm IS NOT NULL AND jsonb_typeof(v.crm) = 'object' AND v.crm <> '{}'::jsonb)`;
  const parts: string[] = [];
  if (f.toursWatched) {
    parts.push(
      `EXISTS (SELECT 1 FROM tour_sittings ts WHERE ts.visitor_id = v.id AND NOT ts.is_operator AND ts.tour_id = ANY(${p(f.toursWatched)}::uuid[]))`,
    );
  }
  if (f.identified !== undefined) parts.push(`${f.identified ? '' : 'NOT '}(coalesce(v.email, '') <> '' OR ${hasCrm})`);
  if (f.hasCrm !== undefined) parts.push(`${f.hasCrm ? '' : 'NOT '}${hasCrm}`);
  if (f.minIntent !== undefined) parts.push(`v.intent_score >= ${p(f.minIntent)}::int`);
  if (f.lastSeenWithinDays !== undefined) {
    parts.push(`v.last_seen_at >= ${p(new Date(now.getTime() - f.lastSeenWithinDays * DAY_MS))}::timestamptz`);
  }
  if (f.qualified) parts.push(`v.answers @> ${p(JSON.stringify(f.qualified))}::jsonb`);
  if (f.labels) parts.push(`v.labels @> ${p(JSON.stringify(f.labels))}::jsonb`);
  if (f.account) {
    const cond = ['a.domain = v.account_domain'];
    if (f.account.domain !== undefined) cond.push(`a.domain = ${p(f.account.domain)}`);
    if (f.account.industry !== undefined) cond.push(`lower(a.industry) = lower(${p(f.account.industry)})`);
    parts.push(`EXISTS (SELECT 1 FROM accounts a WHERE ${cond.join(' AND ')})`);
  }
  // Last: a text match costs the most per row, so it runs on what the rest let through.
  if (f.asked !== undefined) parts.push(`v.search_doc @@ websearch_to_tsquery('${SEARCH_CONFIG}', ${p(f.asked)})`);
  return parts.join(' AND ');
}

/**
 * How many visitors match, and the first `limit` (at least 1) ids, most recently seen first:
 * one statement, so the filter is evaluated once and both parts see the same rows.
 */
export async function matchSummary(
  q: Queryable,
  f: NormalFilter,
  now: Date,
  limit: number,
): Promise<{ count: number; ids: string[] }> {
  const params: unknown[] = [];
  const res = await q.query<{ id: string; n: number }>(
    `SELECT m.id, m.n FROM (
       SELECT v.id, v.last_seen_at, count(*) OVER () AS n FROM visitors v WHERE ${filterCondition(f, now, params)}
     ) m ORDER BY m.last_seen_at DESC, m.id DESC LIMIT ${limit}`,
    params,
  );
  return { count: Number(res.rows[0]?.n ?? 0), ids: res.rows.map((r) => r.id) };
}

/**
 * Which conditions of a filter one visitor meets, each key on its own, with the
 * same condition SQL search, preview and evaluation run, in one statement. Null
 * when there is no such visitor.
 */
export async function conditionsMet(
  q: Queryable,
  f: NormalFilter,
  now: Date,
  visitorId: string,
): Promise<Record<string, boolean> | null> {
  const params: unknown[] = [visitorId];
  // The keys are the filter's known keys (normalizeFilter keeps only those), safe as column names.
  const columns = Object.keys(f).map(
    (key) => `(${filterCondition({ [key]: f[key as keyof NormalFilter] } as NormalFilter, now, params)}) AS "${key}"`,
  );
  const res = await q.query<Record<string, boolean>>(
    `SELECT ${columns.join(', ')} FROM visitors v WHERE v.id = $1::uuid`,
    params,
  );
  return res.rows[0] ?? null;
}

/** Whether the visitor is a member as of the segment's last evaluation, and since when. */
export async function membershipOf(q: Queryable, segmentId: string, visitorId: string): Promise<Date | null> {
  const res = await q.query<{ enteredAt: Date }>(
    `SELECT entered_at AS "enteredAt" FROM segment_memberships WHERE segment_id = $1 AND visitor_id = $2`,
    [segmentId, visitorId],
  );
  return res.rows[0]?.enteredAt ?? null;
}
