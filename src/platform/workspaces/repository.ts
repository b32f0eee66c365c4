import type { Queryable } from '../../db/types.js';

export interface WorkspaceRow {
  id: string;
  sandboxId: string;
  name: string;
  apiEnabled: boolean;
  isDefault: boolean;
  sandboxSeededAt: Date | null;
  sandboxFixtures: Record<string, number>;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `id, sandbox_id AS "sandboxId", name, api_enabled AS "apiEnabled", is_default AS "isDefault",
  sandbox_seeded_at AS "sandboxSeededAt", sandbox_fixtures AS "sandboxFixtures",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

export async function insertWorkspace(
  q: Queryable,
  ws: { id: string; sandboxId: string; name: string; isDefault: boolean; now: Date },
): Promise<WorkspaceRow | null> {
  const res = await q.query<WorkspaceRow>(
    `INSERT INTO workspaces (id, sandbox_id, name, is_default, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT DO NOTHING RETURNING ${COLUMNS}`,
    [ws.id, ws.sandboxId, ws.name, ws.isDefault, ws.now],
  );
  return res.rows[0] ?? null;
}

export async function findWorkspace(q: Queryable, id: string): Promise<WorkspaceRow | null> {
  const res = await q.query<WorkspaceRow>(`SELECT ${COLUMNS} FROM workspaces WHERE id = $1 OR sandbox_id = $1`, [id]);
  return res.rows[0] ?? null;
}

export async function findDefaultWorkspace(q: Queryable): Promise<WorkspaceRow | null> {
  const res = await q.query<WorkspaceRow>(`SELECT ${COLUMNS} FROM workspaces WHERE is_default`);
  return res.rows[0] ?? null;
}

export async function listWorkspaces(q: Queryable): Promise<WorkspaceRow[]> {
  return (await q.query<WorkspaceRow>(`SELECT ${COLUMNS} FROM workspaces ORDER BY created_at, id`)).rows;
}

export async function setApiEnabled(
  q: Queryable,
  id: string,
  enabled: boolean,
  now: Date,
): Promise<WorkspaceRow | null> {
  const res = await q.query<WorkspaceRow>(
    `UPDATE workspaces SET api_enabled = $2, updated_at = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, enabled, now],
  );
  return res.rows[0] ?? null;
}

export async function markSandboxSeeded(
  q: Queryable,
  sandboxId: string,
  at: Date,
  fixtures: Record<string, number>,
): Promise<WorkspaceRow | null> {
  const res = await q.query<WorkspaceRow>(
    `UPDATE workspaces SET sandbox_seeded_at = $2, sandbox_fixtures = $3, updated_at = $2 WHERE sandbox_id = $1 RETURNING ${COLUMNS}`,
    [sandboxId, at, JSON.stringify(fixtures)],
  );
  return res.rows[0] ?? null;
}
