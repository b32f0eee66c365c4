import type { Queryable } from '../db/types.js';
import type { BookingBody, LauncherBody, ThemeBody } from '../resources/agents/schemas.js';

/**
 * The agent row as several resources and the runtime need it: created (by the
 * API and the sandbox), looked up by either reference, locked while a write
 * depends on it.
 */

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

export const AGENT_COLUMNS = (
  a: string,
) => `${a}.id, ${a}.public_id AS "publicId", ${a}.name, ${a}.greeting, ${a}.allowed_origins AS "allowedOrigins",
  ${a}.theme, ${a}.launcher, ${a}.booking, ${a}.intent_hot_threshold AS "intentHotThreshold",
  ${a}.created_at AS "createdAt", ${a}.updated_at AS "updatedAt"`;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An agent addressed by its UUID or its public id (both forms the API accepts). */
export async function findAgentByRef(
  q: Queryable,
  ref: string,
  opts: { forUpdate?: boolean } = {},
): Promise<AgentRow | null> {
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
export async function findAgentTenant(
  system: Queryable,
  publicId: string,
): Promise<{ tenant: string; id: string } | null> {
  if (publicId.includes('\u0000')) return null;
  const res = await system.query<{ tenant: string; id: string }>(
    `SELECT tenant_id AS tenant, id FROM agents WHERE public_id = $1`,
    [publicId],
  );
  return res.rows[0] ?? null;
}

/**
 * Serialises Action writes of one agent (positions and the per-agent cap stay
 * exact under concurrent PUTs). NO KEY UPDATE leaves foreign-key checks against
 * the agent unblocked.
 */
export async function lockAgent(q: Queryable, agentId: string): Promise<void> {
  await q.query(`SELECT id FROM agents WHERE id = $1 FOR NO KEY UPDATE`, [agentId]);
}
