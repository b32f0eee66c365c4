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
  returning: boolean;
  deliveries: DeliveredAnswer[];
  startedAt: Date;
  lastActivityAt: Date;
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
  page_title AS "pageTitle", referrer, utm, source, device, action_id AS "actionId", is_returning AS "returning", deliveries,
  started_at AS "startedAt", last_activity_at AS "lastActivityAt", ended_at AS "endedAt"`;

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

export type NewVisit = Omit<VisitRow, 'conversationId' | 'endedAt' | 'lastActivityAt'>;

export async function insertVisit(q: Queryable, v: NewVisit): Promise<void> {
  await q.query(
    `INSERT INTO visits (id, agent_id, visitor_id, page_url, page_title, referrer, utm, source, device, action_id, is_returning, deliveries, started_at, last_activity_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
    [v.id, v.agentId, v.visitorId, v.pageUrl, v.pageTitle, v.referrer, JSON.stringify(v.utm), v.source, v.device, v.actionId, v.returning, JSON.stringify(v.deliveries), v.startedAt],
  );
}

export async function findVisit(q: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<VisitRow | null> {
  const res = await q.query<VisitRow>(`SELECT ${COLUMNS} FROM visits WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`, [id]);
  return res.rows[0] ?? null;
}

/** The visitor's latest visit to this agent that is still open and active since `since`. */
export async function findOpenVisit(q: Queryable, visitorId: string, agentId: string, since: Date): Promise<VisitRow | null> {
  const res = await q.query<VisitRow>(
    `SELECT ${COLUMNS} FROM visits WHERE visitor_id = $1 AND agent_id = $2 AND ended_at IS NULL AND last_activity_at >= $3
     ORDER BY started_at DESC LIMIT 1 FOR UPDATE`,
    [visitorId, agentId, since],
  );
  return res.rows[0] ?? null;
}

/** Locks a visit for the length of the transaction (turns of one session commit one at a time) and moves its activity on. */
export async function lockVisit(q: Queryable, id: string, at: Date): Promise<VisitRow | null> {
  const res = await q.query<VisitRow>(
    `UPDATE visits SET last_activity_at = GREATEST(last_activity_at, $2) WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, at],
  );
  return res.rows[0] ?? null;
}

export async function touchVisit(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query(`UPDATE visits SET last_activity_at = GREATEST(last_activity_at, $2) WHERE id = $1`, [id, at]);
}

/** A visit that had ended (or gone idle) comes back to life when its visitor acts in it again. */
export async function reopenVisit(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query(`UPDATE visits SET ended_at = NULL, last_activity_at = GREATEST(last_activity_at, $2) WHERE id = $1`, [id, at]);
}

export async function setVisitConversation(q: Queryable, id: string, conversationId: string | null): Promise<void> {
  await q.query(`UPDATE visits SET conversation_id = $2 WHERE id = $1`, [id, conversationId]);
}

export async function markVisitEnded(q: Queryable, id: string, at: Date): Promise<void> {
  await q.query(`UPDATE visits SET ended_at = $2 WHERE id = $1 AND ended_at IS NULL`, [id, at]);
}

/** Open visits idle since before `before`, across data sets (the worker's sweep). */
export async function idleVisits(system: Queryable, before: Date, limit: number): Promise<Array<{ tenant: string; id: string }>> {
  const res = await system.query<{ tenant: string; id: string }>(
    `SELECT tenant_id AS tenant, id FROM visits WHERE ended_at IS NULL AND last_activity_at < $1 ORDER BY last_activity_at LIMIT $2`,
    [before, limit],
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
  await q.query(`INSERT INTO page_views (id, visitor_id, visit_id, url, title, viewed_at) VALUES ($1, $2, $3, $4, $5, $6)`, [
    v.id,
    v.visitorId,
    v.visitId,
    v.url,
    v.title,
    v.viewedAt,
  ]);
}

export async function latestPageViews(q: Queryable, visitorId: string, limit: number): Promise<PageViewRow[]> {
  const res = await q.query<PageViewRow>(
    `SELECT url, title, viewed_at AS "viewedAt" FROM page_views WHERE visitor_id = $1 ORDER BY viewed_at DESC, id DESC LIMIT $2`,
    [visitorId, limit],
  );
  return res.rows;
}
