import type { Queryable } from '../../db/types.js';
import { keysetAfter } from '../../platform/paging/cursor.js';

export async function insertAgent(q: Queryable, a: { id: string; publicId: string; name: string; now: Date }): Promise<void> {
  await q.query(`INSERT INTO agents (id, public_id, name, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`, [
    a.id,
    a.publicId,
    a.name,
    a.now,
  ]);
}

export interface AgentRow {
  id: string;
  publicId: string;
  name: string;
  createdAt: Date;
  updatedAt: Date;
}

/** An agent addressed by its UUID or its public id (both forms the API accepts). */
export async function findAgentByRef(q: Queryable, ref: string): Promise<AgentRow | null> {
  // PostgreSQL text cannot hold NUL: such a reference names no agent.
  if (ref.includes('\u0000')) return null;
  const byUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const res = await q.query<AgentRow>(
    `SELECT id, public_id AS "publicId", name, created_at AS "createdAt", updated_at AS "updatedAt"
     FROM agents WHERE ${byUuid ? 'id = $1::uuid' : 'public_id = $1'}`,
    [ref],
  );
  return res.rows[0] ?? null;
}

export interface AgentWithBasesRow extends AgentRow {
  personalBaseId: string | null;
  sharedBaseIds: string[];
}

const WITH_BASES = `a.id, a.public_id AS "publicId", a.name, a.created_at AS "createdAt", a.updated_at AS "updatedAt",
  (SELECT b.id FROM knowledge_bases b WHERE b.owner_agent_id = a.id) AS "personalBaseId",
  COALESCE((SELECT array_agg(l.base_id ORDER BY l.created_at, l.base_id) FROM knowledge_base_agents l
    JOIN knowledge_bases b ON b.id = l.base_id AND b.shared WHERE l.agent_id = a.id), '{}') AS "sharedBaseIds"`;

export async function listAgents(q: Queryable, f: { after: (string | number)[] | null; limit: number }): Promise<AgentWithBasesRow[]> {
  const params: unknown[] = [];
  const after = keysetAfter(f.after, { ts: 'a.created_at', id: 'a.id' }, 'desc', params);
  const res = await q.query<AgentWithBasesRow>(
    `SELECT ${WITH_BASES} FROM agents a ${after ? `WHERE ${after}` : ''} ORDER BY a.created_at DESC, a.id DESC LIMIT ${f.limit + 1}`,
    params,
  );
  return res.rows;
}

export async function findAgentWithBases(q: Queryable, id: string): Promise<AgentWithBasesRow | null> {
  const res = await q.query<AgentWithBasesRow>(`SELECT ${WITH_BASES} FROM agents a WHERE a.id = $1`, [id]);
  return res.rows[0] ?? null;
}
