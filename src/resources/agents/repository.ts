import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';
import { AGENT_COLUMNS, type AgentRow, type AgentSettings } from '../../records/agents.js';

export type { AgentRow };

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
