import type { Queryable } from '../../db/types.js';

export interface VisitRow {
  id: string;
  agentId: string;
  visitorId: string;
  conversationId: string | null;
  pageUrl: string | null;
  pageTitle: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  source: string;
  device: 'desktop' | 'mobile' | null;
  actionId: string | null;
  /** When the enabled Action `actionId` last fired in this visit (null: no Action matched). */
  actionFiredAt: Date | null;
  returning: boolean;
  deliveries: DeliveredAnswer[];
  startedAt: Date;
  lastActivityAt: Date;
  /** The page load that last started or resumed the visit (the SDK's page id), when the page sent one. */
  pageId: string | null;
  /** When the end call came, while the visit is still within its grace (a reload resumes it); null otherwise. */
  endRequestedAt: Date | null;
  endedAt: Date | null;
}

/** A follow-up answer handed over at a visit's start (it opens the visit's first conversation). */
export interface DeliveredAnswer {
  followUpId: string;
  question: string;
  answer: string;
  answeredAt: string;
}

const COLUMNS = `id, agent_id AS "agentId", visitor_id AS "visitorId", conversation_id AS "conversationId", page_url AS "pageUrl",
  page_title AS "pageTitle", referrer, utm, source, device, action_id AS "actionId", action_fired_at AS "actionFiredAt", is_returning AS "returning", deliveries,
  started_at AS "startedAt", last_activity_at AS "lastActivityAt", page_id AS "pageId", end_requested_at AS "endRequestedAt", ended_at AS "endedAt"`;

/** The data set, agent and visitor of a session id, read as the owner (the runtime names sessions by id alone). */
export async function findVisitTenant(
  system: Queryable,
  id: string,
): Promise<{ id: string; tenant: string; agentId: string; visitorId: string } | null> {
  const res = await system.query<{ id: string; tenant: string; agentId: string; visitorId: string }>(
    `SELECT id, tenant_id AS tenant, agent_id AS "agentId", visitor_id AS "visitorId" FROM visits WHERE id = $1`,
    [id],
  );
  return res.rows[0] ?? null;
}

export type NewVisit = Omit<
  VisitRow,
  'conversationId' | 'endedAt' | 'endRequestedAt' | 'lastActivityAt' | 'actionFiredAt'
>;

export async function insertVisit(q: Queryable, v: NewVisit): Promise<void> {
  await q.query(
    `INSERT INTO visits (id, agent_id, visitor_id, page_url, page_title, referrer, utm, source, device, action_id, is_returning, deliveries, started_at, last_activity_at, page_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13, $14)`,
    [
      v.id,
      v.agentId,
      v.visitorId,
      v.pageUrl,
      v.pageTitle,
      v.referrer,
      JSON.stringify(v.utm),
      v.source,
      v.device,
      v.actionId,
      v.returning,
      JSON.stringify(v.deliveries),
      v.startedAt,
      v.pageId,
    ],
  );
}

export async function findVisit(
  q: Queryable,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<VisitRow | null> {
  // Every chat turn reads its visit: kept prepared per connection (see QueryOptions.prepare).
  const res = await q.query<VisitRow>(
    `SELECT ${COLUMNS} FROM visits WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
    {
      prepare: true,
    },
  );
  return res.rows[0] ?? null;
}

/**
 * The visitor's latest visit to this agent that is still open and active since
 * `since`, and whose end, if one was requested, came at or after `endedSince`
 * (still within its grace).
 */
export async function findOpenVisit(
  q: Queryable,
  visitorId: string,
  agentId: string,
  since: Date,
  endedSince: Date,
): Promise<VisitRow | null> {
  const res = await q.query<VisitRow>(
    `SELECT ${COLUMNS} FROM visits WHERE visitor_id = $1 AND agent_id = $2 AND ended_at IS NULL AND last_activity_at >= $3
       AND (end_requested_at IS NULL OR end_requested_at >= $4)
     ORDER BY started_at DESC LIMIT 1 FOR UPDATE`,
    [visitorId, agentId, since, endedSince],
  );
  return res.rows[0] ?? null;
}

/** Locks a visit for the length of the transaction (turns of one session commit one at a time) and moves its activity on. */
export async function lockVisit(q: Queryable, id: string, at: Date): Promise<VisitRow | null> {
  const res = await q.query<VisitRow>(
    `UPDATE visits SET last_activity_at = GREATEST(last_activity_at, $2) WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, at],
    { prepare: true },
  );
  return res.rows[0] ?? null;
}

export async function touchVisit(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query(`UPDATE visits SET last_activity_at = GREATEST(last_activity_at, $2) WHERE id = $1`, [id, at]);
}

/** A visit that had ended (or gone idle) comes back to life when its visitor acts in it again. */
export async function reopenVisit(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query(
    `UPDATE visits SET ended_at = NULL, end_requested_at = NULL, last_activity_at = GREATEST(last_activity_at, $2) WHERE id = $1`,
    [id, at],
  );
}

/** Records when the end call came (the first one counts); the visit ends once its grace has passed. */
export async function requestVisitEnd(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query(
    `UPDATE visits SET end_requested_at = COALESCE(end_requested_at, $2) WHERE id = $1 AND ended_at IS NULL`,
    [id, at],
  );
}

/** The visitor came back within the grace: the requested end is called off. */
export async function cancelVisitEnd(q: Queryable, id: string): Promise<void> {
  await q.query(`UPDATE visits SET end_requested_at = NULL WHERE id = $1`, [id]);
}

/** An enabled Action fired in the visit: the agent's next reply acts on its task. */
export async function setVisitAction(q: Queryable, id: string, actionId: string, at: Date): Promise<void> {
  await q.query(`UPDATE visits SET action_id = $2, action_fired_at = $3 WHERE id = $1`, [id, actionId, at]);
}

/**
 * The visitor resumed the visit (another page of it, or a reload): its activity
 * moves on, a pending end is called off, and the page load now showing it is
 * noted (when the page named one).
 */
export async function resumeVisit(q: Queryable, id: string, at: Date, pageId: string | null): Promise<void> {
  await q.query(
    `UPDATE visits SET last_activity_at = GREATEST(last_activity_at, $2), end_requested_at = NULL, page_id = COALESCE($3, page_id) WHERE id = $1`,
    [id, at, pageId],
  );
}

export async function setVisitConversation(q: Queryable, id: string, conversationId: string | null): Promise<void> {
  await q.query(`UPDATE visits SET conversation_id = $2 WHERE id = $1`, [id, conversationId]);
}

export async function markVisitEnded(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query(`UPDATE visits SET ended_at = $2, end_requested_at = NULL WHERE id = $1 AND ended_at IS NULL`, [
    id,
    at,
  ]);
}

/**
 * Open visits due to end, across data sets (the worker's sweep): idle since
 * before `idleBefore`, or with an end requested before `endBefore` (its grace
 * passed). Each arm uses its own partial index.
 */
export async function visitsDueToEnd(
  system: Queryable,
  idleBefore: Date,
  endBefore: Date,
  limit: number,
): Promise<Array<{ tenant: string; id: string }>> {
  const res = await system.query<{ tenant: string; id: string }>(
    `(SELECT tenant_id AS tenant, id FROM visits WHERE ended_at IS NULL AND last_activity_at < $1 ORDER BY last_activity_at LIMIT $3)
     UNION
     (SELECT tenant_id AS tenant, id FROM visits WHERE ended_at IS NULL AND end_requested_at IS NOT NULL AND end_requested_at < $2 ORDER BY end_requested_at LIMIT $3)`,
    [idleBefore, endBefore, limit],
  );
  return res.rows;
}

export interface PageViewRow {
  url: string;
  title: string | null;
  viewedAt: Date;
}

export async function insertPageView(
  q: Queryable,
  v: { id: string; visitorId: string; visitId: string | null; url: string; title: string | null; viewedAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO page_views (id, visitor_id, visit_id, url, title, viewed_at) VALUES ($1, $2, $3, $4, $5, $6)`,
    [v.id, v.visitorId, v.visitId, v.url, v.title, v.viewedAt],
  );
}

export async function latestPageViews(q: Queryable, visitorId: string, limit: number): Promise<PageViewRow[]> {
  const res = await q.query<PageViewRow>(
    `SELECT url, title, viewed_at AS "viewedAt" FROM page_views WHERE visitor_id = $1 ORDER BY viewed_at DESC, id DESC LIMIT $2`,
    [visitorId, limit],
  );
  return res.rows;
}

/** Adds answers to deliver with the visit's next conversation. */
export async function appendDeliveries(
  q: Queryable,
  visitId: string,
  deliveries: readonly DeliveredAnswer[],
): Promise<void> {
  await q.query(`UPDATE visits SET deliveries = deliveries || $2::jsonb WHERE id = $1`, [
    visitId,
    JSON.stringify(deliveries),
  ]);
}

/** Empties the visit's deliveries (they were shown in its conversation). */
export async function clearDeliveries(q: Queryable, visitId: string): Promise<void> {
  await q.query(`UPDATE visits SET deliveries = '[]'::jsonb WHERE id = $1`, [visitId]);
}
