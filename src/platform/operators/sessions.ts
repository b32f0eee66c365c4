import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Clock } from '../../clock.js';
import { ApiError } from '../../contract/errors.js';
import { newId } from '../../lib/ids.js';
import * as repo from './repository.js';
import { csrfTokenOf, isToken, newToken, tokenHash, verifyNothing, verifyPassword } from './secrets.js';
import { normalEmail } from './service.js';
import { sessionCookie } from './cookie.js';
import type { OperatorRole } from '../keys/scopes.js';

/**
 * Dashboard sessions: sign-in by password or one-time link, the lockout, and
 * reading a session from a request. Sessions are random tokens kept in an
 * HttpOnly cookie; the database stores their SHA-256 only.
 */

type SessionDeps = { db: Database; clock: Clock };

/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 12 * 3_600_000;
/** How often a used session moves its expiry forward (one write a minute at most, not one a request). */
const SLIDE_EVERY_MS = 60_000;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_FAILURES = 5;

export interface SignedIn {
  /** The cookie's value. */
  token: string;
  body: SessionBody;
}

/** The answer of the session endpoints. */
export interface SessionBody {
  operator: {
    id: string;
    email: string;
    name: string | null;
    role: OperatorRole;
    transcripts: boolean;
    workspaceId: string;
  };
  csrfToken: string;
  expiresAt: string;
}

/** The session as the rest of the service sees it (the OAuth sign-in reads this). */
export interface OperatorSession {
  operatorId: string;
  workspaceId: string;
  role: OperatorRole;
  transcripts: boolean;
  email: string;
}

export interface ResolvedSession extends OperatorSession {
  sessionId: string;
  sandboxId: string;
  name: string | null;
  csrfToken: string;
  expiresAt: Date;
  /** The expiry moved forward on this read: send the cookie again. */
  slid: boolean;
}

const badCredentials = () => new ApiError('unauthorized', 'The email or the password is wrong.');

async function startSession(deps: SessionDeps, op: repo.OperatorRow): Promise<SignedIn> {
  const token = newToken();
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
  await repo.insertSession(deps.db, { id: newId(), operatorId: op.id, tokenHash: tokenHash(token), now, expiresAt });
  return {
    token,
    body: {
      operator: {
        id: op.id,
        email: op.email,
        name: op.name,
        role: op.role,
        transcripts: op.transcripts,
        workspaceId: op.workspaceId,
      },
      csrfToken: csrfTokenOf(token),
      expiresAt: expiresAt.toISOString(),
    },
  };
}

/**
 * Password sign-in. Unknown email and wrong password get the same 401 after
 * the same argon2 work; 5 failures for the email or from the address within
 * 15 minutes lock further attempts (429 sign-in-locked, Retry-After) until the
 * oldest of them is 15 minutes old. Attempts made while locked are not counted,
 * so waiting always ends the lock. With the same email in several workspaces,
 * `workspaceId` picks one; without it the oldest whose password matches wins.
 */
export async function signIn(
  deps: SessionDeps,
  input: { email: string; password: string; workspaceId?: string; address: string },
): Promise<SignedIn> {
  let email: string;
  try {
    email = normalEmail(input.email);
  } catch {
    throw badCredentials();
  }
  const now = deps.clock.now();
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS);
  const recent = await repo.recentFailures(deps.db, email, input.address, since);
  const oldest = [
    recent.byEmail >= LOCKOUT_FAILURES ? recent.emailOldest : null,
    recent.byAddress >= LOCKOUT_FAILURES ? recent.addressOldest : null,
  ].filter((d): d is Date => d !== null);
  if (oldest.length > 0) {
    const until = Math.max(...oldest.map((d) => d.getTime() + LOCKOUT_WINDOW_MS));
    const retryAfter = Math.max(1, Math.ceil((until - now.getTime()) / 1000));
    throw new ApiError(
      'sign-in-locked',
      `Too many failed sign-ins for this email or from this address; try again in ${Math.ceil(retryAfter / 60)} minutes.`,
      { headers: { 'Retry-After': String(retryAfter) } },
    );
  }
  const candidates = await repo.signInCandidates(deps.db, email, input.workspaceId ?? null);
  let match: repo.OperatorRow | null = null;
  for (const c of candidates) {
    if (c.passwordHash && (await verifyPassword(c.passwordHash, input.password))) {
      match = c;
      break;
    }
  }
  if (!candidates.some((c) => c.passwordHash)) await verifyNothing(input.password);
  if (!match) {
    await repo.recordFailure(deps.db, { id: newId(), email, address: input.address, at: now });
    throw badCredentials();
  }
  await repo.clearFailures(deps.db, email);
  return startSession(deps, match);
}

/** Sign-in with a one-time link's token: valid 24 hours, once. */
export async function signInWithLink(deps: SessionDeps, token: string): Promise<SignedIn> {
  const op = isToken(token) ? await repo.consumeSignInLink(deps.db, tokenHash(token), deps.clock.now()) : null;
  if (!op)
    throw new ApiError('unauthorized', 'This sign-in link is unknown, already used or expired; ask for a new one.');
  return startSession(deps, op);
}

/**
 * The session named by a cookie token, or null (unknown, expired, or its
 * operator removed). Using a session moves its idle expiry forward.
 */
export async function readSession(deps: SessionDeps, token: string): Promise<ResolvedSession | null> {
  if (!isToken(token)) return null;
  const now = deps.clock.now();
  const row = await repo.findSession(deps.db, tokenHash(token), now);
  if (!row) return null;
  let expiresAt = row.expiresAt;
  const slid = now.getTime() - row.lastSeenAt.getTime() >= SLIDE_EVERY_MS;
  if (slid) {
    expiresAt = new Date(now.getTime() + SESSION_IDLE_MS);
    await repo.touchSession(deps.db, row.sessionId, now, expiresAt);
  }
  return {
    sessionId: row.sessionId,
    operatorId: row.operatorId,
    workspaceId: row.workspaceId,
    sandboxId: row.sandboxId,
    role: row.role,
    transcripts: row.transcripts,
    email: row.email,
    name: row.name,
    csrfToken: csrfTokenOf(token),
    expiresAt,
    slid,
  };
}

export const sessionBody = (s: ResolvedSession): SessionBody => ({
  operator: {
    id: s.operatorId,
    email: s.email,
    name: s.name,
    role: s.role,
    transcripts: s.transcripts,
    workspaceId: s.workspaceId,
  },
  csrfToken: s.csrfToken,
  expiresAt: s.expiresAt.toISOString(),
});

export async function signOut(deps: SessionDeps, token: string): Promise<void> {
  if (isToken(token)) await repo.deleteSession(deps.db, tokenHash(token));
}

/** The operator signed in on this request (its session cookie), or null. For the OAuth sign-in and the like. */
export async function readOperatorSession(deps: SessionDeps, req: FastifyRequest): Promise<OperatorSession | null> {
  const token = sessionCookie(req);
  const s = token ? await readSession(deps, token) : null;
  return s
    ? { operatorId: s.operatorId, workspaceId: s.workspaceId, role: s.role, transcripts: s.transcripts, email: s.email }
    : null;
}

/** Removes expired sessions and links and failures older than the lockout window (the hourly clean-up job). */
export async function cleanUpSessions(deps: SessionDeps): Promise<number> {
  const now = deps.clock.now();
  return (
    (await repo.deleteExpiredSessions(deps.db, now)) +
    (await repo.deleteOldFailures(deps.db, new Date(now.getTime() - LOCKOUT_WINDOW_MS)))
  );
}
