import type { Queryable } from '../../db/types.js';
import type { KeyMode } from './key-format.js';

export interface KeyRow {
  id: string;
  workspaceId: string;
  mode: KeyMode;
  name: string | null;
  prefix: string;
  scopes: string[] | null;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
}

const COLUMNS = `k.id, k.workspace_id AS "workspaceId", k.mode, k.name, k.prefix, k.scopes,
  k.created_at AS "createdAt", k.revoked_at AS "revokedAt", k.last_used_at AS "lastUsedAt"`;

export async function insertKey(
  q: Queryable,
  key: {
    id: string;
    workspaceId: string;
    mode: KeyMode;
    name: string | null;
    prefix: string;
    hash: string;
    scopes: string[] | null;
    now: Date;
  },
): Promise<KeyRow> {
  const res = await q.query<KeyRow>(
    `INSERT INTO api_keys AS k (id, workspace_id, mode, name, prefix, key_hash, scopes, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
    [key.id, key.workspaceId, key.mode, key.name, key.prefix, key.hash, key.scopes, key.now],
  );
  return res.rows[0]!;
}

export async function listKeys(q: Queryable, workspaceId: string): Promise<KeyRow[]> {
  return (
    await q.query<KeyRow>(`SELECT ${COLUMNS} FROM api_keys k WHERE k.workspace_id = $1 ORDER BY k.created_at, k.id`, [
      workspaceId,
    ])
  ).rows;
}

export async function findKey(q: Queryable, id: string): Promise<KeyRow | null> {
  const res = await q.query<KeyRow>(`SELECT ${COLUMNS} FROM api_keys k WHERE k.id = $1`, [id]);
  return res.rows[0] ?? null;
}

export async function revokeKey(q: Queryable, id: string, now: Date): Promise<KeyRow | null> {
  const res = await q.query<KeyRow>(
    `UPDATE api_keys k SET revoked_at = COALESCE(k.revoked_at, $2) WHERE k.id = $1 RETURNING ${COLUMNS}`,
    [id, now],
  );
  return res.rows[0] ?? null;
}

export interface KeyWithWorkspace extends KeyRow {
  keyHash: string;
  apiEnabled: boolean;
  sandboxId: string;
}

export async function findKeyByHash(q: Queryable, hash: string): Promise<KeyWithWorkspace | null> {
  const res = await q.query<KeyWithWorkspace>(
    `SELECT ${COLUMNS}, k.key_hash AS "keyHash", w.api_enabled AS "apiEnabled", w.sandbox_id AS "sandboxId"
     FROM api_keys k JOIN workspaces w ON w.id = k.workspace_id WHERE k.key_hash = $1`,
    [hash],
  );
  return res.rows[0] ?? null;
}

/** Of the given key ids, those that still authenticate: not revoked, and their workspace's plan has API access. */
export async function usableKeyIds(q: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const res = await q.query<{ id: string }>(
    `SELECT k.id FROM api_keys k JOIN workspaces w ON w.id = k.workspace_id
     WHERE k.id = ANY($1::uuid[]) AND k.revoked_at IS NULL AND w.api_enabled`,
    [ids],
  );
  return new Set(res.rows.map((r) => r.id));
}

export async function touchKeys(q: Queryable, usage: Array<{ id: string; at: Date }>): Promise<void> {
  if (usage.length === 0) return;
  await q.query(
    `UPDATE api_keys k SET last_used_at = GREATEST(COALESCE(k.last_used_at, u.at), u.at)
     FROM unnest($1::uuid[], $2::timestamptz[]) AS u(id, at) WHERE k.id = u.id`,
    [usage.map((u) => u.id), usage.map((u) => u.at)],
  );
}
