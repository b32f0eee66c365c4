import type { Database } from '../../db/database.js';
import type { Tx } from '../../db/types.js';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import { ApiError, conflict, invalidRequest, notFound } from '../../contract/errors.js';
import { isUuid, newId } from '../../lib/ids.js';
import { findWorkspace } from '../workspaces/repository.js';
import { revokeGrantsOfOperator } from '../oauth/repository.js';
import { OPERATOR_ROLES, type OperatorRole } from '../keys/scopes.js';
import * as repo from './repository.js';
import { PASSWORD_MAX, PASSWORD_MIN, hashPassword, newToken, tokenHash } from './secrets.js';

/**
 * Operators of a workspace: the one implementation behind `svc operators …`
 * and the /v1 operators operations. Operators belong to a workspace, not to a
 * data set (the same people work in Live and Sandbox).
 */

type OpDeps = { db: Database; clock: Clock; config: Config };

/** A one-time sign-in link is valid this long. */
export const LINK_TTL_MS = 24 * 3_600_000;

/**
 * Who asks for a change: an owner may do anything; an admin (or an API key
 * holding operators:manage) may not make, change or remove an owner, so the
 * workspace's owners are only ever chosen by an owner or by the server's own
 * CLI (`cli`, which runs with the server's rights).
 */
export type Actor = 'cli' | 'owner' | 'admin';

export interface Operator {
  id: string;
  workspaceId: string;
  email: string;
  name: string | null;
  role: OperatorRole;
  transcripts: boolean;
  hasPassword: boolean;
  createdAt: string;
  updatedAt: string;
}

export const operatorView = (r: repo.OperatorRow): Operator => ({
  id: r.id,
  workspaceId: r.workspaceId,
  email: r.email,
  name: r.name,
  role: r.role,
  transcripts: r.transcripts,
  hasPassword: r.hasPassword,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const EMAIL_RE = /^[^\s@]+@[^\s@]+$/;

/** Emails compare case-insensitively: stored and looked up lower-cased and trimmed. */
export function normalEmail(email: string, param = 'email'): string {
  const e = email.trim().toLowerCase();
  if (e.length < 3 || e.length > 254 || !EMAIL_RE.test(e))
    throw invalidRequest('email must be an email address.', param);
  return e;
}

export function checkPassword(password: string, param = 'password'): void {
  if (password.length < PASSWORD_MIN)
    throw invalidRequest(`The password must have at least ${PASSWORD_MIN} characters.`, param);
  if (password.length > PASSWORD_MAX)
    throw invalidRequest(`The password must have at most ${PASSWORD_MAX} characters.`, param);
}

function checkRole(role: string): OperatorRole {
  if (!(OPERATOR_ROLES as readonly string[]).includes(role))
    throw invalidRequest('role must be owner, admin or member.', 'role');
  return role as OperatorRole;
}

const ownersOnly = () => new ApiError('insufficient-scope', 'Only an owner can make, change or remove an owner.');
const lastOwner = () =>
  new ApiError('last-owner', 'A workspace keeps at least one owner: make another operator owner first.');

export const signInUrl = (config: Config, token: string) => `${config.publicUrl}/app/sign-in#token=${token}`;

async function workspaceIdOf(db: Database, given: string): Promise<string> {
  const ws = await findWorkspace(db, given);
  if (!ws) throw invalidRequest(`No workspace ${given}.`, 'workspaceId');
  return ws.id;
}

export async function listOperators(deps: { db: Database }, workspaceId: string): Promise<Operator[]> {
  return (await repo.listOperators(deps.db, workspaceId)).map(operatorView);
}

export async function countOperators(deps: { db: Database }, workspaceId: string): Promise<number> {
  return repo.countOperators(deps.db, workspaceId);
}

export async function createOperator(
  deps: OpDeps,
  actor: Actor,
  input: {
    workspaceId: string;
    email: string;
    name?: string | null;
    role?: string;
    transcripts?: boolean;
    password?: string | null;
  },
  /**
   * Runs in the creating transaction when the operator gets no password: it
   * queues the sign-in link's email and returns true, and then no link is made
   * here (the mail job makes its own when it sends, so no usable token waits in
   * the queue); false keeps the link in the answer, shown once.
   */
  mailLink?: (tx: Tx, operatorId: string) => Promise<boolean>,
): Promise<{ operator: Operator; signInUrl: string | null; signInUrlExpiresAt: string | null; emailed: boolean }> {
  const email = normalEmail(input.email);
  const role = checkRole(input.role ?? 'member');
  if (input.name != null && input.name.length > 200) throw invalidRequest('name has at most 200 characters.', 'name');
  if (input.password != null) checkPassword(input.password);
  if (role === 'owner' && actor === 'admin') throw ownersOnly();
  const workspaceId = await workspaceIdOf(deps.db, input.workspaceId);
  // argon2 is CPU work, not I/O; still done before the transaction so it is held open for nothing.
  const passwordHash = input.password != null ? await hashPassword(input.password) : null;
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  return deps.db.systemTx(async (tx) => {
    const row = await repo.insertOperator(tx, {
      id: newId(),
      workspaceId,
      email,
      name: input.name ?? null,
      role,
      transcripts: input.transcripts === true,
      passwordHash,
      now,
    });
    if (!row) throw conflict(`${email} is already an operator of this workspace.`);
    const emailed = !passwordHash && mailLink ? await mailLink(tx, row.id) : false;
    const link = passwordHash || emailed ? null : newToken();
    if (link) await repo.insertSignInLink(tx, { tokenHash: tokenHash(link), operatorId: row.id, now, expiresAt });
    return {
      operator: operatorView(row),
      signInUrl: link ? signInUrl(deps.config, link) : null,
      signInUrlExpiresAt: link ? expiresAt.toISOString() : null,
      emailed,
    };
  });
}

/**
 * The link an invitation mail carries, made when the mail is sent (never
 * stored in the queue): null when the operator was removed meanwhile or has
 * already set a password (signed in another way), so the mail is not sent.
 */
export async function invitationLink(
  deps: OpDeps,
  workspaceId: string,
  operatorId: string,
): Promise<{ operator: Operator; workspaceName: string; signInUrl: string; expiresAt: Date } | null> {
  const row = await repo.findOperator(deps.db, workspaceId, operatorId);
  const ws = row && !row.hasPassword ? await findWorkspace(deps.db, workspaceId) : null;
  if (!row || !ws) return null;
  const link = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  await repo.insertSignInLink(deps.db, { tokenHash: tokenHash(link), operatorId: row.id, now, expiresAt });
  return { operator: operatorView(row), workspaceName: ws.name, signInUrl: signInUrl(deps.config, link), expiresAt };
}

/** A fresh one-time sign-in link for an operator (a forgotten password, a lost link); earlier links stay valid until used or expired. */
export async function newSignInLink(
  deps: OpDeps,
  workspaceId: string,
  email: string,
): Promise<{ operator: Operator; signInUrl: string; signInUrlExpiresAt: string }> {
  const wsId = await workspaceIdOf(deps.db, workspaceId);
  const row = await repo.findOperatorByEmail(deps.db, wsId, normalEmail(email));
  if (!row) throw notFound('operator');
  const link = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + LINK_TTL_MS);
  await repo.insertSignInLink(deps.db, { tokenHash: tokenHash(link), operatorId: row.id, now, expiresAt });
  return {
    operator: operatorView(row),
    signInUrl: signInUrl(deps.config, link),
    signInUrlExpiresAt: expiresAt.toISOString(),
  };
}

export async function updateOperator(
  deps: OpDeps,
  actor: Actor,
  workspaceId: string,
  id: string,
  patch: { role?: string; transcripts?: boolean; name?: string | null },
): Promise<Operator> {
  if (!isUuid(id)) throw notFound('operator');
  const role = patch.role === undefined ? undefined : checkRole(patch.role);
  if (patch.name != null && patch.name.length > 200) throw invalidRequest('name has at most 200 characters.', 'name');
  return deps.db.systemTx(async (tx) => {
    const owners = await repo.lockOwners(tx, workspaceId);
    const row = await repo.findOperatorForUpdate(tx, workspaceId, id);
    if (!row) throw notFound('operator');
    if (actor === 'admin' && (row.role === 'owner' || role === 'owner')) throw ownersOnly();
    if (row.role === 'owner' && role !== undefined && role !== 'owner' && owners.length <= 1) throw lastOwner();
    const updated = await repo.updateOperator(tx, id, {
      ...(role !== undefined ? { role } : {}),
      ...(patch.transcripts !== undefined ? { transcripts: patch.transcripts } : {}),
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      now: deps.clock.now(),
    });
    return operatorView(updated);
  });
}

/** Removes an operator: every session, sign-in link and assistant grant of theirs ends in the same transaction. */
export async function deleteOperator(deps: OpDeps, actor: Actor, workspaceId: string, id: string): Promise<Operator> {
  if (!isUuid(id)) throw notFound('operator');
  return deps.db.systemTx(async (tx) => {
    const owners = await repo.lockOwners(tx, workspaceId);
    const row = await repo.findOperatorForUpdate(tx, workspaceId, id);
    if (!row) throw notFound('operator');
    if (actor === 'admin' && row.role === 'owner') throw ownersOnly();
    if (row.role === 'owner' && owners.length <= 1) throw lastOwner();
    await repo.removeOperator(tx, id, deps.clock.now());
    // Their assistants' grants end with them (the tokens would be refused anyway; this also takes them off the Developers page).
    await revokeGrantsOfOperator(tx, workspaceId, id, deps.clock.now());
    return operatorView(row);
  });
}

/** `svc operators remove EMAIL`: the same removal, by email. */
export async function deleteOperatorByEmail(deps: OpDeps, workspaceId: string, email: string): Promise<Operator> {
  const wsId = await workspaceIdOf(deps.db, workspaceId);
  const row = await repo.findOperatorByEmail(deps.db, wsId, normalEmail(email));
  if (!row) throw notFound('operator');
  return deleteOperator(deps, 'cli', wsId, row.id);
}
