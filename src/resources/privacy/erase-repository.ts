import type { Queryable } from '../../db/types.js';

/**
 * Every place a person's data lives, in one file. Erasure is the one write that
 * crosses every resource's tables, and its promise ("no response, event,
 * webhook, export or search returns an erased value") is only as good as this
 * list: keeping it in one place lets a reviewer read it whole, and a new table
 * that holds personal data adds its line here (docs/decisions.md, Privacy).
 */

/** What replaces erased text that must stay a string (messages, follow-up questions). */
export const ERASED = '[erased]';

// A page URL keeps its origin and path (the company's own pages); the query string and fragment go.
const WITHOUT_QUERY = (col: string) => `regexp_replace(${col}, '[?#].*$', '')`;

export interface VisitorToErase {
  id: string;
  erasedAt: Date | null;
}

export async function lockVisitor(q: Queryable, id: string): Promise<VisitorToErase | null> {
  const res = await q.query<VisitorToErase>(
    `SELECT id, erased_at AS "erasedAt" FROM visitors WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return res.rows[0] ?? null;
}

/** The personal values recorded about a visitor (and under an email), read before they are erased: events and stored answers are searched for them. */
export async function personalValues(q: Queryable, visitorId: string, email: string | null): Promise<string[]> {
  const res = await q.query<{ v: string | null }>(
    `SELECT email AS v FROM visitors WHERE id = $1 UNION SELECT display_name FROM visitors WHERE id = $1
     UNION SELECT unnest(ARRAY[email, name, company]) FROM leads WHERE visitor_id = $1 OR lower(email) = lower($2::text)
     UNION SELECT unnest(ARRAY[attendee->>'email', attendee->>'name', attendee->>'company']) FROM meetings
       WHERE visitor_id = $1 OR lower(attendee->>'email') = lower($2::text)
     UNION SELECT email FROM tour_sittings WHERE visitor_id = $1 OR lower(email) = lower($2::text)
     UNION SELECT $2::text`,
    [visitorId, email],
  );
  return res.rows.flatMap((r) => (r.v && r.v.trim().length >= 3 ? [r.v.trim()] : []));
}

export async function conversationIdsOf(q: Queryable, visitorId: string): Promise<string[]> {
  return (await q.query<{ id: string }>(`SELECT id FROM conversations WHERE visitor_id = $1`, [visitorId])).rows.map(
    (r) => r.id,
  );
}

/** Messages become `[erased]` (roles and times stay); summaries, referrers, query strings and what the agent kept between turns go. */
export async function eraseConversationContent(q: Queryable, ids: readonly string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await q.query(
    `UPDATE messages SET content = '${ERASED}', parts = NULL WHERE conversation_id = ANY($1::uuid[]) AND (content <> '${ERASED}' OR parts IS NOT NULL)`,
    [ids],
  );
  await q.query(
    `UPDATE conversations SET summary = NULL, referrer = NULL, page_url = ${WITHOUT_QUERY('page_url')}, utm = '{}'::jsonb,
       qualification = '{}'::jsonb, state = '{}'::jsonb, erased_at = COALESCE(erased_at, $2)
     WHERE id = ANY($1::uuid[])`,
    [ids, at],
  );
  await q.query(
    `UPDATE visits SET page_url = ${WITHOUT_QUERY('page_url')}, referrer = NULL, utm = '{}'::jsonb, deliveries = '[]'::jsonb WHERE conversation_id = ANY($1::uuid[])`,
    [ids],
  );
  await q.query(
    `UPDATE follow_ups SET question = '${ERASED}', answer = CASE WHEN answer IS NULL THEN NULL ELSE '${ERASED}' END, email_to = NULL, email_error = NULL WHERE conversation_id = ANY($1::uuid[])`,
    [ids],
  );
  await q.query(
    `UPDATE knowledge_gaps SET question = '${ERASED}', normalized = '${ERASED}' WHERE conversation_id = ANY($1::uuid[])`,
    [ids],
  );
}

/** Everything else recorded about the visitor, and rows that carry the email without naming a visitor. */
export async function eraseRecordsOfVisitor(q: Queryable, visitorId: string, email: string | null): Promise<void> {
  await q.query(
    `UPDATE visits SET page_url = ${WITHOUT_QUERY('page_url')}, referrer = NULL, utm = '{}'::jsonb, deliveries = '[]'::jsonb WHERE visitor_id = $1`,
    [visitorId],
  );
  await q.query(`UPDATE page_views SET url = ${WITHOUT_QUERY('url')} WHERE visitor_id = $1`, [visitorId]);
  await q.query(
    `UPDATE leads SET email = NULL, name = NULL, company = NULL, verdict = NULL, crm = NULL WHERE visitor_id = $1 OR lower(email) = lower($2::text)`,
    [visitorId, email],
  );
  await q.query(
    `UPDATE meetings SET attendee = jsonb_build_object('email', NULL, 'name', NULL) WHERE visitor_id = $1 OR lower(attendee->>'email') = lower($2::text)`,
    [visitorId, email],
  );
  await q.query(
    `UPDATE follow_ups SET question = '${ERASED}', answer = CASE WHEN answer IS NULL THEN NULL ELSE '${ERASED}' END, email_to = NULL, email_error = NULL
     WHERE visitor_id = $1 OR lower(email_to) = lower($2::text)`,
    [visitorId, email],
  );
  await q.query(`UPDATE knowledge_gaps SET question = '${ERASED}', normalized = '${ERASED}' WHERE visitor_id = $1`, [
    visitorId,
  ]);
  await q.query(`UPDATE tour_sittings SET email = NULL WHERE visitor_id = $1 OR lower(email) = lower($2::text)`, [
    visitorId,
    email,
  ]);
  await q.query(
    `UPDATE segment_changes SET email = NULL, display_name = NULL, account = NULL, crm = NULL, labels = '{}'::jsonb WHERE visitor_id = $1 OR lower(email) = lower($2::text)`,
    [visitorId, email],
  );
}

/** The visitor row stays as an anonymous id: identity, facts, answers and the search document go. */
export async function eraseVisitorRow(q: Queryable, visitorId: string, at: Date): Promise<void> {
  await q.query(
    `UPDATE visitors SET email = NULL, display_name = NULL, crm = NULL, labels = '{}'::jsonb, account_domain = NULL,
       search_doc = ''::tsvector, answers = '{}'::jsonb, erased_at = $2
     WHERE id = $1`,
    [visitorId, at],
  );
}

export interface EventRow {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** Events that name the visitor, one of its conversations, or the email. */
export async function eventsNaming(
  q: Queryable,
  visitorId: string,
  conversationIds: readonly string[],
  email: string | null,
): Promise<EventRow[]> {
  const res = await q.query<EventRow>(
    `SELECT id::text AS id, type, data FROM events
     WHERE data->>'visitorId' = $1 OR data->>'conversationId' = ANY($2::text[])
        OR lower(data->>'email') = lower($3::text) OR lower(data#>>'{attendee,email}') = lower($3::text)
     ORDER BY id`,
    [visitorId, conversationIds, email],
  );
  return res.rows;
}

export async function rewriteEvents(q: Queryable, rows: readonly EventRow[]): Promise<void> {
  if (rows.length === 0) return;
  await q.query(
    `UPDATE events e SET data = x.data FROM unnest($1::bigint[], $2::jsonb[]) AS x(id, data) WHERE e.id = x.id`,
    [rows.map((r) => r.id), rows.map((r) => JSON.stringify(r.data))],
  );
}

/**
 * Stored answers of idempotent requests (kept 24 hours for replays) that hold
 * the visitor's id or one of their values are dropped: a replay must not hand
 * back what was erased. A retry after that runs the request again.
 */
export async function forgetStoredAnswers(q: Queryable, needles: readonly string[]): Promise<void> {
  if (needles.length === 0) return;
  const patterns = needles.map((n) => `%${n.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  await q.query(`DELETE FROM idempotency_keys WHERE body ILIKE ANY($1::text[])`, [patterns]);
}
