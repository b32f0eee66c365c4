import type { AuthCache } from './auth-cache.js';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../clock.js';
import { newId } from '../../lib/ids.js';
import { generateKey, hashKey, hashesEqual, keyPrefix, parseKey, type KeyMode } from './key-format.js';
import {
  ALL_SCOPES_FLAG,
  DEFAULT_SCOPES,
  LEGACY_SCOPES,
  SCOPES,
  isScope,
  type OperatorRole,
  type Scope,
} from './scopes.js';
import * as repo from './repository.js';
import { findWorkspace } from '../workspaces/repository.js';
import { ApiError } from '../../contract/errors.js';

/** A key request that cannot be granted as asked (unknown scope or mode, no such workspace). */
export class KeyInputError extends ApiError {
  constructor(message: string) {
    super('invalid-request', message);
  }
}

export interface CreatedKey {
  id: string;
  key: string;
  mode: KeyMode;
  scopes: Scope[];
  workspaceId: string;
  name: string | null;
}

export interface KeySummary {
  id: string;
  workspaceId: string;
  mode: KeyMode;
  name: string | null;
  prefix: string;
  scopes: Scope[];
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export function resolveScopes(opts: { scopes?: string[]; allScopes?: boolean }): Scope[] {
  const named = opts.scopes ?? [];
  for (const s of named) {
    if (!isScope(s)) throw new KeyInputError(`unknown scope "${s}"; scopes are: ${SCOPES.join(', ')}`);
  }
  const set = new Set<Scope>(named as Scope[]);
  if (opts.allScopes) for (const s of ALL_SCOPES_FLAG) set.add(s);
  if (named.length === 0 && !opts.allScopes) for (const s of DEFAULT_SCOPES) set.add(s);
  return SCOPES.filter((s) => set.has(s));
}

export function effectiveScopes(stored: string[] | null): Scope[] {
  if (stored === null) return [...LEGACY_SCOPES];
  return stored.filter(isScope);
}

function summary(row: repo.KeyRow): KeySummary {
  return {
    id: row.id,
    workspaceId: row.workspaceId,
    mode: row.mode,
    name: row.name,
    prefix: row.prefix,
    scopes: effectiveScopes(row.scopes),
    createdAt: row.createdAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function createKey(
  deps: { db: Database; clock: Clock },
  input: { workspaceId: string; mode: KeyMode; scopes?: string[]; allScopes?: boolean; name?: string | null },
): Promise<CreatedKey> {
  if (input.mode !== 'live' && input.mode !== 'test') throw new KeyInputError('mode must be live or test');
  const scopes = resolveScopes(input);
  const key = generateKey(input.mode);
  return deps.db.systemTx(async (tx) => {
    const ws = await findWorkspace(tx, input.workspaceId);
    if (!ws || ws.id !== input.workspaceId) throw new KeyInputError(`no workspace ${input.workspaceId}`);
    const row = await repo.insertKey(tx, {
      id: newId(),
      workspaceId: ws.id,
      mode: input.mode,
      name: input.name ?? null,
      prefix: keyPrefix(key),
      hash: hashKey(key),
      scopes,
      now: deps.clock.now(),
    });
    return { id: row.id, key, mode: row.mode, scopes, workspaceId: ws.id, name: row.name };
  });
}

/**
 * createApiKey: a key of the caller's own data set (workspace and mode), with
 * no scope the caller lacks, so no key or session can mint more than it holds.
 */
export async function createKeyFor(
  deps: { db: Database; clock: Clock },
  caller: { workspaceId: string; mode: KeyMode; scopes: ReadonlySet<Scope> },
  input: { scopes?: string[]; name?: string | null },
): Promise<KeySummary & { key: string }> {
  const scopes = resolveScopes({ scopes: input.scopes ?? [] });
  const beyond = scopes.filter((s) => !caller.scopes.has(s));
  if (beyond.length > 0)
    throw new ApiError('insufficient-scope', `A key cannot get scopes its maker lacks: ${beyond.join(', ')}.`);
  const created = await createKey(deps, {
    workspaceId: caller.workspaceId,
    mode: caller.mode,
    scopes,
    name: input.name ?? null,
  });
  const row = await repo.findKey(deps.db, created.id);
  return { ...summary(row!), key: created.key };
}

export async function listKeys(deps: { db: Database }, workspaceId: string, mode?: KeyMode): Promise<KeySummary[]> {
  return (await repo.listKeys(deps.db, workspaceId)).filter((k) => mode === undefined || k.mode === mode).map(summary);
}

export async function revokeKey(
  deps: { db: Database; clock: Clock; authCache?: AuthCache<AuthContext> },
  id: string,
): Promise<KeySummary | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const row = await repo.revokeKey(deps.db, id, deps.clock.now());
  // Other processes hear of it through the svc_auth notification; this one must
  // not wait for it, so the very next request is refused.
  deps.authCache?.clear();
  return row ? summary(row) : null;
}

/**
 * Revokes a key of one data set (a workspace and mode): the /v1 operation,
 * where a key of another workspace or mode is not found.
 */
export async function revokeKeyOf(
  deps: { db: Database; clock: Clock; authCache?: AuthCache<AuthContext> },
  where: { workspaceId: string; mode: KeyMode },
  id: string,
): Promise<KeySummary | null> {
  const row = await repo.findKey(deps.db, id);
  if (!row || row.workspaceId !== where.workspaceId || row.mode !== where.mode) return null;
  return revokeKey(deps, id);
}

export interface AuthContext {
  keyId: string;
  workspaceId: string;
  mode: KeyMode;
  /** The data set every query of this request is confined to. */
  tenant: string;
  livemode: boolean;
  scopes: ReadonlySet<Scope>;
  apiEnabled: boolean;
  /**
   * Whose rate-limit buckets the calls draw from: `key:<keyId>` when absent.
   * An assistant signed in over OAuth is `mcp:<grant id>` (keyId is then the grant's id).
   */
  holder?: string;
  /**
   * Set when the caller is an operator's dashboard session instead of a key;
   * `keyId` is then the session's id (idempotency records and the rate-limit
   * holder `session:…` are per session).
   */
  operator?: { id: string; email: string; role: OperatorRole; transcripts: boolean };
}

/** The rate-limit holder of a caller (see AuthContext.holder). */
export const holderOf = (c: AuthContext): string => c.holder ?? `key:${c.keyId}`;

/** Resolves a bearer token; null for a malformed, unknown or revoked key. */
export async function authenticate(
  deps: { db: Database; authCache?: AuthCache<AuthContext> },
  token: string,
): Promise<AuthContext | null> {
  const parsed = parseKey(token);
  if (!parsed) return null;
  const hash = hashKey(token);
  const lookup = () => lookupKey(deps.db, hash, parsed.mode);
  return deps.authCache ? deps.authCache.through(hash, lookup) : lookup();
}

async function lookupKey(db: Database, hash: string, mode: KeyMode): Promise<AuthContext | null> {
  const row = await repo.findKeyByHash(db, hash);
  if (!row || !hashesEqual(row.keyHash, hash) || row.revokedAt !== null || row.mode !== mode) return null;
  return {
    keyId: row.id,
    workspaceId: row.workspaceId,
    mode: row.mode,
    tenant: row.mode === 'live' ? row.workspaceId : row.sandboxId,
    livemode: row.mode === 'live',
    scopes: new Set(effectiveScopes(row.scopes)),
    apiEnabled: row.apiEnabled,
  };
}
