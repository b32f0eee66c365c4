import type { Queryable } from '../db/types.js';

/**
 * The visitor row as the writers and readers of several resources need it:
 * creating a visitor, the contact to answer, display names to mask, and the
 * columns (with the enriched account) a visitor is read with.
 */

export interface NewVisitor {
  id: string;
  email?: string | null;
  displayName?: string | null;
  status?: string;
  intentScore?: number;
  visitCount?: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
  crm?: Record<string, unknown> | null;
  labels?: Record<string, unknown>;
  createdAt: Date;
}

export async function insertVisitor(q: Queryable, v: NewVisitor): Promise<void> {
  await q.query(
    `INSERT INTO visitors (id, email, display_name, status, intent_score, visit_count, first_seen_at, last_seen_at, crm, labels, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      v.id,
      v.email ?? null,
      v.displayName ?? null,
      v.status ?? 'browsing',
      v.intentScore ?? 0,
      v.visitCount ?? 1,
      v.firstSeenAt,
      v.lastSeenAt,
      v.crm ? JSON.stringify(v.crm) : null,
      JSON.stringify(v.labels ?? {}),
      v.createdAt,
    ],
  );
}

export interface VisitorContact {
  id: string;
  email: string | null;
  displayName: string | null;
}

export async function findVisitorContact(q: Queryable, id: string): Promise<VisitorContact | null> {
  const res = await q.query<VisitorContact>(
    `SELECT id, email, display_name AS "displayName" FROM visitors WHERE id = $1`,
    [id],
  );
  return res.rows[0] ?? null;
}

/** Display names of the given visitors (those in this data set), for masking what they said. */
export async function displayNamesOf(q: Queryable, ids: readonly string[]): Promise<Map<string, string | null>> {
  if (ids.length === 0) return new Map();
  const res = await q.query<{ id: string; displayName: string | null }>(
    `SELECT id, display_name AS "displayName" FROM visitors WHERE id = ANY($1::uuid[])`,
    [ids],
  );
  return new Map(res.rows.map((r) => [r.id, r.displayName]));
}

export interface VisitorRow {
  id: string;
  email: string | null;
  displayName: string | null;
  status: string;
  intentScore: number;
  visitCount: number;
  firstSeenAt: Date;
  lastSeenAt: Date;
  account: { domain: string; name: string | null; industry: string | null } | null;
  crm: Record<string, unknown> | null;
  labels: Record<string, unknown>;
}

/** Visitor columns with the enriched account, over `visitors v LEFT JOIN accounts a`. */
export const VISITOR_SELECT = `SELECT v.id, v.email, v.display_name AS "displayName", v.status, v.intent_score AS "intentScore",
  v.visit_count AS "visitCount", v.first_seen_at AS "firstSeenAt", v.last_seen_at AS "lastSeenAt", v.crm, v.labels,
  CASE WHEN a.domain IS NULL THEN NULL ELSE jsonb_build_object('domain', a.domain, 'name', a.name, 'industry', a.industry) END AS account
  FROM visitors v LEFT JOIN accounts a ON a.domain = v.account_domain`;

/** The visitors with an email address, highest intent first (the sandbox's example events name them). */
export async function topContacts(
  q: Queryable,
  limit: number,
): Promise<Array<{ id: string; email: string | null; displayName: string | null; intentScore: number }>> {
  const res = await q.query<{ id: string; email: string | null; displayName: string | null; intentScore: number }>(
    `SELECT id, email, display_name AS "displayName", intent_score AS "intentScore" FROM visitors
     WHERE email IS NOT NULL ORDER BY intent_score DESC, id LIMIT $1`,
    [limit],
  );
  return res.rows;
}

/**
 * Visitors erased at or after `since`, across data sets (an owner query: the
 * runtime refuses their tokens in every process). Uses the partial index on
 * erased_at, so it reads only erased rows.
 */
export async function erasedVisitorsSince(
  q: Queryable,
  since: Date | null,
): Promise<Array<{ tenant: string; id: string; erasedAt: Date }>> {
  const res = await q.query<{ tenant: string; id: string; erasedAt: Date }>(
    `SELECT tenant_id AS tenant, id, erased_at AS "erasedAt" FROM visitors WHERE erased_at IS NOT NULL AND erased_at >= COALESCE($1::timestamptz, '-infinity')`,
    [since],
  );
  return res.rows;
}
