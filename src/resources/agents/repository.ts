import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';
import type { BookingBody, LauncherBody, ThemeBody } from './schemas.js';

export interface AgentSettings {
  greeting: string | null;
  allowedOrigins: string[];
  theme: ThemeBody;
  launcher: LauncherBody;
  booking: BookingBody | null;
  intentHotThreshold: number;
}

export interface NewAgent extends Partial<AgentSettings> {
  id: string;
  publicId: string;
  name: string;
  now: Date;
}

export async function insertAgent(q: Queryable, a: NewAgent): Promise<void> {
  await q.query(
    `INSERT INTO agents (id, public_id, name, greeting, allowed_origins, theme, launcher, booking, intent_hot_threshold, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [
      a.id,
      a.publicId,
      a.name,
      a.greeting ?? null,
      a.allowedOrigins ?? [],
      JSON.stringify(a.theme ?? {}),
      JSON.stringify(a.launcher ?? {}),
      a.booking ? JSON.stringify(a.booking) : null,
      a.intentHotThreshold ?? 70,
      a.now,
    ],
  );
}

export interface AgentRow extends AgentSettings {
  id: string;
  publicId: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

const AGENT_COLUMNS = (a: string) => `${a}.id, ${a}.public_id AS "publicId", ${a}.name, ${a}.greeting, ${a}.allowed_origins AS "allowedOrigins",
  ${a}.theme, ${a}.launcher, ${a}.booking, ${a}.intent_hot_threshold AS "intentHotThreshold",
  ${a}.created_at AS "createdAt", ${a}.updated_at AS "updatedAt"`;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An agent addressed by its UUID or its public id (both forms the API accepts). */
export async function findAgentByRef(q: Queryable, ref: string, opts: { forUpdate?: boolean } = {}): Promise<AgentRow | null> {
  // PostgreSQL text cannot hold NUL: such a reference names no agent.
  if (ref.includes('\u0000')) return null;
  const res = await q.query<AgentRow>(
    `SELECT ${AGENT_COLUMNS('a')} FROM agents a WHERE ${UUID_RE.test(ref) ? 'a.id = $1::uuid' : 'a.public_id = $1'}${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [ref],
  );
  return res.rows[0] ?? null;
}

/**
 * The data set an agent's public id belongs to, read as the owner (no tenant
 * guard): the runtime API names agents by public id alone.
 */
export async function findAgentTenant(system: Queryable, publicId: string): Promise<{ tenant: string; id: string } | null> {
  if (publicId.includes('\u0000')) return null;
  const res = await system.query<{ tenant: string; id: string }>(`SELECT tenant_id AS tenant, id FROM agents WHERE public_id = $1`, [publicId]);
  return res.rows[0] ?? null;
}

export interface AgentWithBasesRow extends AgentRow {
  personalBaseId: string | null;
  sharedBaseIds: string[];
}

const WITH_BASES = `${AGENT_COLUMNS('a')},
  (SELECT b.id FROM knowledge_bases b WHERE b.owner_agent_id = a.id) AS "personalBaseId",
  COALESCE((SELECT array_agg(l.base_id ORDER BY l.created_at, l.base_id) FROM knowledge_base_agents l
    JOIN knowledge_bases b ON b.id = l.base_id AND b.shared WHERE l.agent_id = a.id), '{}') AS "sharedBaseIds"`;

export function listAgents(q: Queryable, f: { after: Position | null; limit: number }): Promise<AgentWithBasesRow[]> {
  return keysetRows(q, { from: `SELECT ${WITH_BASES} FROM agents a`, order: { ts: 'a.created_at', id: 'a.id' }, ...f });
}

export async function findAgentWithBases(q: Queryable, id: string): Promise<AgentWithBasesRow | null> {
  const res = await q.query<AgentWithBasesRow>(`SELECT ${WITH_BASES} FROM agents a WHERE a.id = $1`, [id]);
  return res.rows[0] ?? null;
}

export type AgentChanges = Partial<AgentSettings & { name: string }>;

const COLUMN: Record<keyof AgentChanges, string> = {
  name: 'name',
  greeting: 'greeting',
  allowedOrigins: 'allowed_origins',
  theme: 'theme',
  launcher: 'launcher',
  booking: 'booking',
  intentHotThreshold: 'intent_hot_threshold',
};

export async function updateAgent(q: Queryable, id: string, changes: AgentChanges, now: Date): Promise<void> {
  const params: unknown[] = [id, now];
  const sets = Object.entries(changes).map(([key, value]) => {
    const json = key === 'theme' || key === 'launcher' || key === 'booking';
    return `${COLUMN[key as keyof AgentChanges]} = $${params.push(json && value !== null ? JSON.stringify(value) : value)}`;
  });
  await q.query(`UPDATE agents SET ${sets.join(', ')}, updated_at = $2 WHERE id = $1`, params);
}
