import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';
import type { LEAD_SOURCES, LeadCrmBody, LeadStatus } from './schemas.js';

export type LeadSource = (typeof LEAD_SOURCES)[number];

export interface LeadRow {
  id: string;
  visitorId: string | null;
  agentId: string | null;
  conversationId: string | null;
  source: LeadSource;
  email: string | null;
  name: string | null;
  company: string | null;
  verdict: Record<string, unknown> | null;
  status: LeadStatus;
  ownerUserId: string | null;
  crm: LeadCrmBody | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, visitor_id AS "visitorId", agent_id AS "agentId", conversation_id AS "conversationId", source, email, name, company,
  verdict, status, owner_user_id AS "ownerUserId", crm, created_at AS "createdAt", updated_at AS "updatedAt"`;

export function listLeads(
  q: Queryable,
  f: { visitorId?: string; after: Position | null; limit: number },
): Promise<LeadRow[]> {
  const params: unknown[] = [];
  const where = f.visitorId ? [`visitor_id = $${params.push(f.visitorId)}`] : [];
  return keysetRows(q, {
    from: `SELECT ${COLUMNS} FROM leads`,
    where,
    params,
    order: { ts: 'created_at', id: 'id' },
    after: f.after,
    limit: f.limit,
  });
}

export async function findLead(q: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<LeadRow | null> {
  const res = await q.query<LeadRow>(
    `SELECT ${COLUMNS} FROM leads WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return res.rows[0] ?? null;
}

export type NewLead = Omit<LeadRow, 'status' | 'ownerUserId' | 'crm' | 'updatedAt'>;

export async function insertLead(q: Queryable, l: NewLead): Promise<LeadRow> {
  const res = await q.query<LeadRow>(
    `INSERT INTO leads (id, visitor_id, agent_id, conversation_id, source, email, name, company, verdict, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING ${COLUMNS}`,
    [
      l.id,
      l.visitorId,
      l.agentId,
      l.conversationId,
      l.source,
      l.email,
      l.name,
      l.company,
      l.verdict ? JSON.stringify(l.verdict) : null,
      l.createdAt,
    ],
  );
  return res.rows[0]!;
}

export async function updateLead(
  q: Queryable,
  id: string,
  change: { ownerUserId?: string | null; status?: LeadStatus; crm?: LeadCrmBody | null },
  at: Date,
): Promise<LeadRow> {
  const params: unknown[] = [id, at];
  const sets = ['updated_at = $2'];
  if (change.ownerUserId !== undefined) sets.push(`owner_user_id = $${params.push(change.ownerUserId)}`);
  if (change.status !== undefined) sets.push(`status = $${params.push(change.status)}`);
  if (change.crm !== undefined)
    sets.push(`crm = $${params.push(change.crm === null ? null : JSON.stringify(change.crm))}::jsonb`);
  const res = await q.query<LeadRow>(`UPDATE leads SET ${sets.join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`, params);
  return res.rows[0]!;
}

/** Whether a visitor already has a lead with this email (a repeated email makes no second lead). */
export async function hasLeadWithEmail(q: Queryable, visitorId: string, email: string): Promise<boolean> {
  const res = await q.query(`SELECT 1 FROM leads WHERE visitor_id = $1 AND lower(email) = lower($2) LIMIT 1`, [
    visitorId,
    email,
  ]);
  return res.rows.length > 0;
}

/** Whether the visitor has any lead yet (with or without an email). */
export async function hasVisitorLead(q: Queryable, visitorId: string): Promise<boolean> {
  const res = await q.query(`SELECT 1 FROM leads WHERE visitor_id = $1 LIMIT 1`, [visitorId]);
  return res.rows.length > 0;
}

/** A name the visitor gave (or corrected) after their email: it goes on the lead that email already made. */
export async function renameVisitorLead(
  q: Queryable,
  l: { visitorId: string; email: string; name: string; company: string | null; at: Date },
): Promise<void> {
  await q.query(
    `UPDATE leads SET name = $3, company = COALESCE($4, company), updated_at = $5
      WHERE visitor_id = $1 AND lower(email) = lower($2) AND (name IS DISTINCT FROM $3 OR ($4::text IS NOT NULL AND company IS DISTINCT FROM $4))`,
    [l.visitorId, l.email, l.name, l.company, l.at],
  );
}

/** The agent's verdict on the visitor's latest lead; false when the visitor has none yet. */
export async function setLatestVerdict(
  q: Queryable,
  visitorId: string,
  verdict: Record<string, unknown>,
  at: Date,
): Promise<boolean> {
  const res = await q.query(
    `UPDATE leads SET verdict = $2, updated_at = $3 WHERE id = (
       SELECT id FROM leads WHERE visitor_id = $1 ORDER BY created_at DESC, id DESC LIMIT 1)`,
    [visitorId, JSON.stringify(verdict), at],
  );
  return res.rows.length > 0 || res.rowCount > 0;
}
