import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';
import type { AUTHOR_KINDS, CHANNELS, ROLES } from './schemas.js';

export type Channel = (typeof CHANNELS)[number];
export type Role = (typeof ROLES)[number];
export type AuthorKind = (typeof AUTHOR_KINDS)[number];

export interface ConversationRow {
  id: string;
  agentId: string;
  visitorId: string | null;
  channel: Channel;
  pageUrl: string | null;
  referrer: string | null;
  utm: Record<string, string>;
  source: string;
  fromDashboard: boolean;
  visitId: string | null;
  state: Record<string, unknown>;
  summary: string | null;
  qualification: Record<string, unknown>;
  messageCount: number;
  startedAt: Date;
  lastMessageAt: Date | null;
  endedAt: Date | null;
}

const COLUMNS = `id, agent_id AS "agentId", visitor_id AS "visitorId", channel, page_url AS "pageUrl", referrer, utm, source,
  from_dashboard AS "fromDashboard", visit_id AS "visitId", state, summary, qualification, message_count AS "messageCount",
  started_at AS "startedAt", last_message_at AS "lastMessageAt", ended_at AS "endedAt"`;

export function listConversations(
  q: Queryable,
  f: { visitorId?: string; agentId?: string; after: Position | null; limit: number },
): Promise<ConversationRow[]> {
  const params: unknown[] = [];
  const where = ['NOT from_dashboard'];
  if (f.visitorId) where.push(`visitor_id = $${params.push(f.visitorId)}`);
  if (f.agentId) where.push(`agent_id = $${params.push(f.agentId)}`);
  return keysetRows(q, {
    from: `SELECT ${COLUMNS} FROM conversations`,
    where,
    params,
    order: { ts: 'started_at', id: 'id' },
    after: f.after,
    limit: f.limit,
  });
}

export async function findConversation(
  q: Queryable,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<ConversationRow | null> {
  // Every chat turn reads its conversation: prepared per connection (see QueryOptions.prepare), one name per variant.
  const res = await q.query<ConversationRow>(
    `SELECT ${COLUMNS} FROM conversations WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
    {
      prepare: true,
    },
  );
  return res.rows[0] ?? null;
}

export type NewConversation = Omit<
  ConversationRow,
  'summary' | 'qualification' | 'messageCount' | 'lastMessageAt' | 'endedAt' | 'state'
>;

export async function insertConversation(q: Queryable, c: NewConversation): Promise<ConversationRow> {
  const res = await q.query<ConversationRow>(
    `INSERT INTO conversations (id, agent_id, visitor_id, channel, page_url, referrer, utm, source, from_dashboard, visit_id, started_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [
      c.id,
      c.agentId,
      c.visitorId,
      c.channel,
      c.pageUrl,
      c.referrer,
      JSON.stringify(c.utm),
      c.source,
      c.fromDashboard,
      c.visitId,
      c.startedAt,
    ],
  );
  return res.rows[0]!;
}

export type NewMessage = Omit<MessageRow, 'seq'>;

export interface AppendedBatch {
  /** The position before the batch (its messages take base + 1, base + 2, …). */
  base: number;
  visitorId: string | null;
  agentId: string;
  fromDashboard: boolean;
  /** Visitor messages the conversation held before the batch (counting stops at 2). */
  visitorBefore: number;
}

/**
 * Appends messages at the end of a conversation in one statement: the row
 * update takes their positions (its lock orders concurrent appends) and may
 * save the agent's state and summary with them.
 */
export async function insertMessages(
  q: Queryable,
  conversationId: string,
  messages: readonly NewMessage[],
  extra: { state?: Record<string, unknown>; summary?: string | null } = {},
): Promise<AppendedBatch | null> {
  const last = messages.reduce((t, m) => (m.createdAt > t ? m.createdAt : t), messages[0]!.createdAt);
  const rows = messages.map((m, i) => ({
    n: i + 1,
    id: m.id,
    role: m.role,
    author_kind: m.authorKind,
    content: m.content,
    client_id: m.clientId,
    parts: m.parts,
    created_at: m.createdAt.toISOString(),
  }));
  const res = await q.query<AppendedBatch>(
    `WITH c AS (
       UPDATE conversations SET message_count = message_count + $2, last_message_at = GREATEST(last_message_at, $3::timestamptz),
         state = COALESCE($4::jsonb, state), summary = COALESCE($5, summary)
       WHERE id = $1 RETURNING message_count - $2 AS base, visitor_id, agent_id, from_dashboard
     ), m AS (
       INSERT INTO messages (id, conversation_id, seq, role, author_kind, content, client_id, parts, created_at)
       SELECT x.id, $1, c.base + x.n, x.role, x.author_kind, x.content, x.client_id, x.parts, x.created_at
       FROM c, jsonb_to_recordset($6::jsonb) AS x(n int, id uuid, role text, author_kind text, content text, client_id text, parts jsonb, created_at timestamptz)
     )
     SELECT c.base, c.visitor_id AS "visitorId", c.agent_id AS "agentId", c.from_dashboard AS "fromDashboard",
       (SELECT count(*) FROM (SELECT 1 FROM messages WHERE conversation_id = $1 AND author_kind = 'visitor' LIMIT 2) p)::int AS "visitorBefore"
     FROM c`,
    [
      conversationId,
      messages.length,
      last,
      extra.state ? JSON.stringify(extra.state) : null,
      extra.summary ?? null,
      JSON.stringify(rows),
    ],
  );
  return res.rows[0] ?? null;
}

export async function markEnded(q: Queryable, id: string, at: Date, summary: string | null | undefined): Promise<void> {
  await q.query(`UPDATE conversations SET ended_at = $2, summary = COALESCE($3, summary) WHERE id = $1`, [
    id,
    at,
    summary ?? null,
  ]);
}

/** Merges qualifying answers into those already recorded (a later answer to the same question wins). */
export async function mergeQualification(
  q: Queryable,
  id: string,
  answers: Record<string, unknown>,
): Promise<{ visitorId: string | null } | null> {
  const res = await q.query<{ visitorId: string | null }>(
    `UPDATE conversations SET qualification = qualification || $2::jsonb WHERE id = $1 RETURNING visitor_id AS "visitorId"`,
    [id, JSON.stringify(answers)],
  );
  return res.rows[0] ?? null;
}

export interface MessageRow {
  id: string;
  seq: number;
  role: Role;
  authorKind: AuthorKind;
  content: string;
  clientId: string | null;
  parts: Array<Record<string, unknown>> | null;
  createdAt: Date;
}

const MESSAGE_COLUMNS = `id, seq, role, author_kind AS "authorKind", content, client_id AS "clientId", parts, created_at AS "createdAt"`;

/** A visitor message of a conversation by the client's message id, with the replies after it (a retried turn). */
export async function findTurnByClientId(
  q: Queryable,
  conversationId: string,
  clientId: string,
): Promise<MessageRow[]> {
  const res = await q.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM messages m WHERE conversation_id = $1 AND seq >= (
       SELECT seq FROM messages WHERE conversation_id = $1 AND client_id = $2)
     AND seq < COALESCE((SELECT min(seq) FROM messages WHERE conversation_id = $1 AND author_kind = 'visitor'
       AND seq > (SELECT seq FROM messages WHERE conversation_id = $1 AND client_id = $2)), 2147483647)
     ORDER BY seq`,
    [conversationId, clientId],
  );
  return res.rows;
}

/** The latest `limit` messages, oldest first. */
export async function latestMessages(q: Queryable, conversationId: string, limit: number): Promise<MessageRow[]> {
  const res = await q.query<MessageRow>(
    `SELECT * FROM (SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = $1 ORDER BY seq DESC LIMIT $2) m ORDER BY seq`,
    [conversationId, limit],
  );
  return res.rows;
}
