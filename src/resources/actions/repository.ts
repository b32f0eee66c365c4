import type { Queryable } from '../../db/types.js';
import type { ActionOpensBody } from './schemas.js';

export interface ActionRow {
  agentId: string;
  id: string;
  name: string;
  task: string;
  opens: ActionOpensBody;
  destination: string | null;
  campaignContext: string | null;
  enabled: boolean;
  arrival: Record<string, unknown>;
  firesLast7Days: number;
}

export type ActionFields = Omit<ActionRow, 'agentId' | 'id' | 'firesLast7Days'>;

const COLUMNS = `a.agent_id AS "agentId", a.id, a.name, a.task, a.opens, a.destination, a.campaign_context AS "campaignContext",
  a.enabled, a.arrival,
  (SELECT count(*) FROM action_fires f WHERE f.agent_id = a.agent_id AND f.action_id = a.id AND f.fired_at > $2)::int AS "firesLast7Days"`;

/** Actions of one agent in the operator's order, each with its fires since `since`. */
export async function listActions(q: Queryable, agentId: string, since: Date): Promise<ActionRow[]> {
  const res = await q.query<ActionRow>(
    `SELECT ${COLUMNS} FROM actions a WHERE a.agent_id = $1 ORDER BY a.position, a.id`,
    [agentId, since],
  );
  return res.rows;
}

export async function findAction(
  q: Queryable,
  agentId: string,
  actionId: string,
  since: Date,
): Promise<ActionRow | null> {
  const res = await q.query<ActionRow>(`SELECT ${COLUMNS} FROM actions a WHERE a.agent_id = $1 AND a.id = $3`, [
    agentId,
    since,
    actionId,
  ]);
  return res.rows[0] ?? null;
}

export async function actionExists(q: Queryable, agentId: string, actionId: string): Promise<boolean> {
  const res = await q.query(`SELECT 1 FROM actions WHERE agent_id = $1 AND id = $2`, [agentId, actionId]);
  return res.rows.length > 0;
}

export async function countActions(q: Queryable, agentId: string): Promise<number> {
  const res = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM actions WHERE agent_id = $1`, [agentId]);
  return res.rows[0]!.n;
}

function values(f: ActionFields): unknown[] {
  return [
    f.name,
    f.task,
    JSON.stringify(f.opens),
    f.destination,
    f.campaignContext,
    f.enabled,
    JSON.stringify(f.arrival),
  ];
}

/** A new Action goes last in the operator's order. */
export async function insertAction(
  q: Queryable,
  agentId: string,
  actionId: string,
  f: ActionFields,
  now: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO actions (agent_id, id, position, name, task, opens, destination, campaign_context, enabled, arrival, created_at, updated_at)
     VALUES ($1, $2, (SELECT coalesce(max(position), 0) + 1 FROM actions WHERE agent_id = $1), $3, $4, $5, $6, $7, $8, $9, $10, $10)`,
    [agentId, actionId, ...values(f), now],
  );
}

/** A replace keeps the Action's place in the order. */
export async function replaceAction(
  q: Queryable,
  agentId: string,
  actionId: string,
  f: ActionFields,
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE actions SET name = $3, task = $4, opens = $5, destination = $6, campaign_context = $7, enabled = $8, arrival = $9, updated_at = $10
     WHERE agent_id = $1 AND id = $2`,
    [agentId, actionId, ...values(f), now],
  );
}

export async function deleteAction(q: Queryable, agentId: string, actionId: string): Promise<boolean> {
  const res = await q.query(`DELETE FROM actions WHERE agent_id = $1 AND id = $2`, [agentId, actionId]);
  return res.rowCount > 0;
}

/** One fire; false when the agent has no such Action (nothing is recorded). */
export async function insertFire(
  q: Queryable,
  f: {
    id: string;
    agentId: string;
    actionId: string;
    firedAt: Date;
    visitorId: string | null;
    conversationId: string | null;
  },
): Promise<boolean> {
  const res = await q.query(
    `INSERT INTO action_fires (id, agent_id, action_id, fired_at, visitor_id, conversation_id)
     SELECT $1::uuid, agent_id, id, $4::timestamptz, $5::uuid, $6::uuid FROM actions WHERE agent_id = $2::uuid AND id = $3::text`,
    [f.id, f.agentId, f.actionId, f.firedAt, f.visitorId, f.conversationId],
  );
  return res.rowCount > 0;
}
