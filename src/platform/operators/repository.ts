import type { Queryable } from '../../db/types.js';

import type { OperatorRole } from '../keys/scopes.js';

export type { OperatorRole };

export interface OperatorRow {
  id: string;
  workspaceId: string;
  email: string;
  name: string | null;
  role: OperatorRole;
  transcripts: boolean;
  hasPassword: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `o.id, o.workspace_id AS "workspaceId", o.email, o.name, o.role, o.transcripts,
  (o.password_hash IS NOT NULL) AS "hasPassword", o.created_at AS "createdAt", o.updated_at AS "updatedAt"`;

export async function insertOperator(
  q: Queryable,
  o: {
    id: string;
    workspaceId: string;
    email: string;
    name: string | null;
    role: OperatorRole;
    transcripts: boolean;
    passwordHash: string | null;
    now: Date;
  },
): Promise<OperatorRow | null> {
  const res = await q.query<OperatorRow>(
    `INSERT INTO operators AS o (id, workspace_id, email, name, role, transcripts, password_hash, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
     ON CONFLICT (workspace_id, email) WHERE removed_at IS NULL DO NOTHING RETURNING ${COLUMNS}`,
    [o.id, o.workspaceId, o.email, o.name, o.role, o.transcripts, o.passwordHash, o.now],
  );
  return res.rows[0] ?? null;
}

export async function listOperators(q: Queryable, workspaceId: string): Promise<OperatorRow[]> {
  return (
    await q.query<OperatorRow>(
      `SELECT ${COLUMNS} FROM operators o WHERE o.workspace_id = $1 AND o.removed_at IS NULL ORDER BY o.created_at, o.id`,
      [workspaceId],
    )
  ).rows;
}

/** An active operator of the workspace, locked for the change that follows. */
export async function findOperatorForUpdate(
  q: Queryable,
  workspaceId: string,
  id: string,
): Promise<OperatorRow | null> {
  const res = await q.query<OperatorRow>(
    `SELECT ${COLUMNS} FROM operators o WHERE o.workspace_id = $1 AND o.id = $2 AND o.removed_at IS NULL FOR UPDATE`,
    [workspaceId, id],
  );
  return res.rows[0] ?? null;
}

export async function findOperator(q: Queryable, workspaceId: string, id: string): Promise<OperatorRow | null> {
  const res = await q.query<OperatorRow>(
    `SELECT ${COLUMNS} FROM operators o WHERE o.workspace_id = $1 AND o.id = $2 AND o.removed_at IS NULL`,
    [workspaceId, id],
  );
  return res.rows[0] ?? null;
}

export async function findOperatorByEmail(
  q: Queryable,
  workspaceId: string,
  email: string,
): Promise<OperatorRow | null> {
  const res = await q.query<OperatorRow>(
    `SELECT ${COLUMNS} FROM operators o WHERE o.workspace_id = $1 AND o.email = $2 AND o.removed_at IS NULL`,
    [workspaceId, email],
  );
  return res.rows[0] ?? null;
}

/** The owners of a workspace, locked: the last-owner rule reads them before a demotion or removal. */
export async function lockOwners(q: Queryable, workspaceId: string): Promise<string[]> {
  const res = await q.query<{ id: string }>(
    `SELECT o.id FROM operators o WHERE o.workspace_id = $1 AND o.role = 'owner' AND o.removed_at IS NULL
     ORDER BY o.id FOR UPDATE`,
    [workspaceId],
  );
  return res.rows.map((r) => r.id);
}

export async function updateOperator(
  q: Queryable,
  id: string,
  patch: { role?: OperatorRole; transcripts?: boolean; name?: string | null; now: Date },
): Promise<OperatorRow> {
  const res = await q.query<OperatorRow>(
    `UPDATE operators o SET role = COALESCE($2, o.role), transcripts = COALESCE($3, o.transcripts),
       name = CASE WHEN $4::boolean THEN $5 ELSE o.name END, updated_at = $6
     WHERE o.id = $1 RETURNING ${COLUMNS}`,
    [id, patch.role ?? null, patch.transcripts ?? null, patch.name !== undefined, patch.name ?? null, patch.now],
  );
  return res.rows[0]!;
}

export async function findPasswordHash(q: Queryable, id: string): Promise<string | null> {
  const res = await q.query<{ h: string | null }>('SELECT password_hash AS h FROM operators WHERE id = $1', [id]);
  return res.rows[0]?.h ?? null;
}

export async function setPasswordHash(q: Queryable, id: string, hash: string, now: Date): Promise<void> {
  await q.query('UPDATE operators SET password_hash = $2, updated_at = $3 WHERE id = $1', [id, hash, now]);
}

/** Marks the operator removed and ends every session and sign-in link of theirs, in the caller's transaction. */
export async function removeOperator(q: Queryable, id: string, now: Date): Promise<void> {
  await q.query('UPDATE operators SET removed_at = $2, updated_at = $2 WHERE id = $1', [id, now]);
  await q.query('DELETE FROM operator_sessions WHERE operator_id = $1', [id]);
  await q.query('DELETE FROM operator_sign_in_links WHERE operator_id = $1', [id]);
}

export async function countOperators(q: Queryable, workspaceId: string): Promise<number> {
  const res = await q.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM operators WHERE workspace_id = $1 AND removed_at IS NULL',
    [workspaceId],
  );
  return res.rows[0]!.n;
}

export interface SignInCandidate extends OperatorRow {
  passwordHash: string | null;
}

/** Every active operator with this email (one per workspace), oldest first, or only the named workspace's. */
export async function signInCandidates(
  q: Queryable,
  email: string,
  workspaceId: string | null,
): Promise<SignInCandidate[]> {
  return (
    await q.query<SignInCandidate>(
      `SELECT ${COLUMNS}, o.password_hash AS "passwordHash" FROM operators o
       WHERE o.email = $1 AND o.removed_at IS NULL AND ($2::text IS NULL OR o.workspace_id = $2)
       ORDER BY o.created_at, o.id LIMIT 20`,
      [email, workspaceId],
    )
  ).rows;
}

// Sessions

export async function insertSession(
  q: Queryable,
  s: { id: string; operatorId: string; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO operator_sessions (id, operator_id, token_hash, created_at, last_seen_at, expires_at)
     VALUES ($1, $2, $3, $4, $4, $5)`,
    [s.id, s.operatorId, s.tokenHash, s.now, s.expiresAt],
  );
}

export interface SessionRow {
  sessionId: string;
  operatorId: string;
  workspaceId: string;
  sandboxId: string;
  email: string;
  name: string | null;
  role: OperatorRole;
  transcripts: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
}

/** A live session (not expired at `now`) of an operator who is still there. */
export async function findSession(q: Queryable, tokenHash: string, now: Date): Promise<SessionRow | null> {
  const res = await q.query<SessionRow>(
    `SELECT s.id AS "sessionId", o.id AS "operatorId", o.workspace_id AS "workspaceId", w.sandbox_id AS "sandboxId",
       o.email, o.name, o.role, o.transcripts, s.last_seen_at AS "lastSeenAt", s.expires_at AS "expiresAt"
     FROM operator_sessions s
     JOIN operators o ON o.id = s.operator_id AND o.removed_at IS NULL
     JOIN workspaces w ON w.id = o.workspace_id
     WHERE s.token_hash = $1 AND s.expires_at > $2`,
    [tokenHash, now],
  );
  return res.rows[0] ?? null;
}

export async function touchSession(q: Queryable, id: string, now: Date, expiresAt: Date): Promise<void> {
  await q.query('UPDATE operator_sessions SET last_seen_at = $2, expires_at = $3 WHERE id = $1', [id, now, expiresAt]);
}

/** Of the given ids, those of sessions still live (not expired, operator not removed): open event streams recheck them. */
export async function liveSessionIds(q: Queryable, ids: readonly string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const res = await q.query<{ id: string }>(
    `SELECT s.id FROM operator_sessions s JOIN operators o ON o.id = s.operator_id AND o.removed_at IS NULL
     WHERE s.id = ANY($1::uuid[]) AND s.expires_at > $2`,
    [ids, now],
  );
  return new Set(res.rows.map((r) => r.id));
}

export async function deleteSession(q: Queryable, tokenHash: string): Promise<void> {
  await q.query('DELETE FROM operator_sessions WHERE token_hash = $1', [tokenHash]);
}

export async function deleteExpiredSessions(q: Queryable, now: Date): Promise<number> {
  const res = await q.query('DELETE FROM operator_sessions WHERE expires_at <= $1', [now]);
  const links = await q.query('DELETE FROM operator_sign_in_links WHERE expires_at <= $1', [now]);
  return (res.rowCount ?? 0) + (links.rowCount ?? 0);
}

// One-time sign-in links

export async function insertSignInLink(
  q: Queryable,
  l: { tokenHash: string; operatorId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO operator_sign_in_links (token_hash, operator_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
    [l.tokenHash, l.operatorId, l.now, l.expiresAt],
  );
}

/** Uses a link: the operator it names, once, while it is valid; null for an unknown, used or expired link. */
export async function consumeSignInLink(q: Queryable, tokenHash: string, now: Date): Promise<OperatorRow | null> {
  const res = await q.query<OperatorRow>(
    `WITH used AS (
       UPDATE operator_sign_in_links SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING operator_id)
     SELECT ${COLUMNS} FROM operators o JOIN used ON used.operator_id = o.id WHERE o.removed_at IS NULL`,
    [tokenHash, now],
  );
  return res.rows[0] ?? null;
}

// Failed sign-ins (lockout)

export async function recordFailure(
  q: Queryable,
  f: { id: string; email: string; address: string; at: Date },
): Promise<void> {
  await q.query('INSERT INTO operator_sign_in_failures (id, email, address, at) VALUES ($1, $2, $3, $4)', [
    f.id,
    f.email,
    f.address,
    f.at,
  ]);
}

/** Failures since `since` for this email and for this address, with the oldest of each (when the lock lifts). */
export async function recentFailures(
  q: Queryable,
  email: string,
  address: string,
  since: Date,
): Promise<{ byEmail: number; byAddress: number; emailOldest: Date | null; addressOldest: Date | null }> {
  const res = await q.query<{
    byEmail: number;
    byAddress: number;
    emailOldest: Date | null;
    addressOldest: Date | null;
  }>(
    `SELECT
       (SELECT count(*)::int FROM operator_sign_in_failures WHERE email = $1 AND at > $3) AS "byEmail",
       (SELECT count(*)::int FROM operator_sign_in_failures WHERE address = $2 AND at > $3) AS "byAddress",
       (SELECT min(at) FROM (SELECT at FROM operator_sign_in_failures WHERE email = $1 AND at > $3
          ORDER BY at DESC LIMIT 5) e) AS "emailOldest",
       (SELECT min(at) FROM (SELECT at FROM operator_sign_in_failures WHERE address = $2 AND at > $3
          ORDER BY at DESC LIMIT 5) a) AS "addressOldest"`,
    [email, address, since],
  );
  return res.rows[0]!;
}

export async function clearFailures(q: Queryable, email: string): Promise<void> {
  await q.query('DELETE FROM operator_sign_in_failures WHERE email = $1', [email]);
}

export async function deleteOldFailures(q: Queryable, before: Date): Promise<number> {
  const res = await q.query('DELETE FROM operator_sign_in_failures WHERE at <= $1', [before]);
  return res.rowCount ?? 0;
}
