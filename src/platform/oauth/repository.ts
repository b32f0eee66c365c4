import type { Queryable } from '../../db/types.js';

/** One model row of the authorization server's store (see migrations/1540_oauth.sql). */
export interface ModelRow {
  payload: Record<string, unknown>;
  consumedAt: Date | null;
  expiresAt: Date | null;
}

export async function upsertModel(
  q: Queryable,
  row: {
    model: string;
    idHash: string;
    payload: Record<string, unknown>;
    grantId: string | null;
    uid: string | null;
    expiresAt: Date | null;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO oauth_models (model, id_hash, payload, grant_id, uid, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (model, id_hash) DO UPDATE
       SET payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
    [row.model, row.idHash, JSON.stringify(row.payload), row.grantId, row.uid, row.expiresAt],
  );
}

const MODEL_COLUMNS = `payload, consumed_at AS "consumedAt", expires_at AS "expiresAt"`;

export async function findModel(q: Queryable, model: string, idHash: string): Promise<ModelRow | null> {
  const res = await q.query<ModelRow>(`SELECT ${MODEL_COLUMNS} FROM oauth_models WHERE model = $1 AND id_hash = $2`, [
    model,
    idHash,
  ]);
  return res.rows[0] ?? null;
}

export async function findModelByUid(q: Queryable, model: string, uid: string): Promise<ModelRow | null> {
  const res = await q.query<ModelRow>(`SELECT ${MODEL_COLUMNS} FROM oauth_models WHERE model = $1 AND uid = $2`, [
    model,
    uid,
  ]);
  return res.rows[0] ?? null;
}

export async function consumeModel(q: Queryable, model: string, idHash: string, now: Date): Promise<void> {
  await q.query(`UPDATE oauth_models SET consumed_at = COALESCE(consumed_at, $3) WHERE model = $1 AND id_hash = $2`, [
    model,
    idHash,
    now,
  ]);
}

export async function deleteModel(q: Queryable, model: string, idHash: string): Promise<void> {
  await q.query(`DELETE FROM oauth_models WHERE model = $1 AND id_hash = $2`, [model, idHash]);
}

/** Every code and token of one grant, and the grant (a revoked grant), or one model's of them (the library's revokeByGrantId). */
export async function deleteModelsOfGrant(q: Queryable, grantId: string, model?: string): Promise<void> {
  if (model === undefined) await q.query(`DELETE FROM oauth_models WHERE grant_id = $1`, [grantId]);
  else await q.query(`DELETE FROM oauth_models WHERE grant_id = $1 AND model = $2`, [grantId, model]);
}

/** Rows past their expiry; the library ignores them already, this keeps the table small. */
export async function deleteExpiredModels(q: Queryable, now: Date): Promise<number> {
  return (await q.query(`DELETE FROM oauth_models WHERE expires_at < $1`, [now])).rowCount;
}

export interface GrantRow {
  id: string;
  grantRef: string;
  workspaceId: string;
  operatorId: string;
  mode: 'live' | 'test';
  clientId: string;
  clientName: string | null;
  scopes: string[];
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

const GRANT_COLUMNS = `g.id, g.grant_ref AS "grantRef", g.workspace_id AS "workspaceId", g.operator_id AS "operatorId", g.mode,
  g.client_id AS "clientId", g.client_name AS "clientName", g.scopes, g.created_at AS "createdAt",
  g.last_used_at AS "lastUsedAt", g.revoked_at AS "revokedAt"`;

export async function insertGrant(q: Queryable, g: Omit<GrantRow, 'lastUsedAt' | 'revokedAt'>): Promise<void> {
  await q.query(
    `INSERT INTO oauth_grants (id, grant_ref, workspace_id, operator_id, mode, client_id, client_name, scopes, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [g.id, g.grantRef, g.workspaceId, g.operatorId, g.mode, g.clientId, g.clientName, g.scopes, g.createdAt],
  );
}

/** A grant with what a token of it needs: the workspace's data set and plan, and the operator as they are now. */
export interface GrantWithWorkspace extends GrantRow {
  sandboxId: string;
  apiEnabled: boolean;
  /** Null when the operator who allowed it was removed. */
  operatorRole: string | null;
  operatorTranscripts: boolean;
}

/** By the library's Grant id, which a token carries. */
export async function findGrantByRef(q: Queryable, grantRef: string): Promise<GrantWithWorkspace | null> {
  const res = await q.query<GrantWithWorkspace>(
    `SELECT ${GRANT_COLUMNS}, w.sandbox_id AS "sandboxId", w.api_enabled AS "apiEnabled",
            o.role AS "operatorRole", COALESCE(o.transcripts, false) AS "operatorTranscripts"
     FROM oauth_grants g JOIN workspaces w ON w.id = g.workspace_id
     LEFT JOIN operators o ON o.id::text = g.operator_id AND o.workspace_id = g.workspace_id AND o.removed_at IS NULL
     WHERE g.grant_ref = $1`,
    [grantRef],
  );
  return res.rows[0] ?? null;
}

/**
 * Grants in force: not revoked here, and still held by the authorization
 * server (its Grant row, which it ends when a refresh token is revoked or
 * replayed, and which expires).
 */
export async function listGrants(q: Queryable, workspaceId: string, now: Date): Promise<GrantRow[]> {
  return (
    await q.query<GrantRow>(
      `SELECT ${GRANT_COLUMNS} FROM oauth_grants g WHERE g.workspace_id = $1 AND g.revoked_at IS NULL
         AND EXISTS (SELECT 1 FROM oauth_models m WHERE m.grant_id = g.grant_ref AND m.model = 'Grant'
                     AND (m.expires_at IS NULL OR m.expires_at > $2))
       ORDER BY g.created_at DESC, g.id`,
      [workspaceId, now],
    )
  ).rows;
}

export async function revokeGrant(q: Queryable, workspaceId: string, id: string, now: Date): Promise<GrantRow | null> {
  const res = await q.query<GrantRow>(
    `UPDATE oauth_grants g SET revoked_at = $3
     WHERE g.workspace_id = $1 AND g.id = $2 AND g.revoked_at IS NULL RETURNING ${GRANT_COLUMNS}`,
    [workspaceId, id, now],
  );
  return res.rows[0] ?? null;
}

/** Every grant an operator gave, with its codes and tokens: the operator was removed, so none of them can act again. */
export async function revokeGrantsOfOperator(
  q: Queryable,
  workspaceId: string,
  operatorId: string,
  now: Date,
): Promise<void> {
  const res = await q.query<{ grantRef: string }>(
    `UPDATE oauth_grants SET revoked_at = $3
     WHERE workspace_id = $1 AND operator_id = $2 AND revoked_at IS NULL RETURNING grant_ref AS "grantRef"`,
    [workspaceId, operatorId, now],
  );
  if (res.rows.length > 0)
    await q.query(`DELETE FROM oauth_models WHERE grant_id = ANY($1::text[])`, [res.rows.map((r) => r.grantRef)]);
}

export async function touchGrant(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query(
    `UPDATE oauth_grants SET last_used_at = $2 WHERE id = $1 AND (last_used_at IS NULL OR last_used_at < $2 - interval '1 minute')`,
    [id, now],
  );
}
