import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { invalidRequest } from '../contract/errors.js';
import type { AuthContext } from '../platform/keys/service.js';
import { sessionScopes } from '../platform/keys/scopes.js';
import { CSRF_HEADER, sessionCookie, setSessionCookie } from '../platform/operators/cookie.js';
import { SESSION_IDLE_MS, readSession } from '../platform/operators/sessions.js';

/**
 * The dashboard's operator session as a caller of `scope` routes: a request
 * with no Authorization header and a `svc_session` cookie. It becomes the same
 * AuthContext a key would (auth.ts then runs the same scope, sandbox and rate
 * checks), with the role's scopes (ROLE_SCOPES next to SCOPES) and the data
 * set the `X-Service-Mode` request header names: `live` (default) or `test`.
 */
export type SessionLookup =
  | { kind: 'none' }
  /** A cookie that names no live session: unknown, expired, or its operator removed. */
  | { kind: 'ended' }
  | { kind: 'ok'; caller: AuthContext; csrfOk: boolean };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export async function lookupSession(deps: Deps, req: FastifyRequest, reply: FastifyReply): Promise<SessionLookup> {
  const token = sessionCookie(req);
  if (token === null) return { kind: 'none' };
  const session = await readSession(deps, token);
  if (!session) return { kind: 'ended' };
  const modeHeader = req.headers['x-service-mode'];
  if (modeHeader !== undefined && modeHeader !== 'live' && modeHeader !== 'test') {
    throw invalidRequest('X-Service-Mode must be live or test.', 'X-Service-Mode');
  }
  const livemode = modeHeader !== 'test';
  // Keep the browser's cookie as long as the session it names.
  if (session.slid) setSessionCookie(req, reply, token, SESSION_IDLE_MS / 1000);
  const sent = req.headers[CSRF_HEADER];
  const csrfOk = SAFE_METHODS.has(req.method) || (typeof sent === 'string' && sameText(sent, session.csrfToken));
  return {
    kind: 'ok',
    csrfOk,
    caller: {
      keyId: session.sessionId,
      workspaceId: session.workspaceId,
      mode: livemode ? 'live' : 'test',
      tenant: livemode ? session.workspaceId : session.sandboxId,
      livemode,
      scopes: sessionScopes(session.role, session.transcripts),
      // The plan flag is about API access by keys; the dashboard works on every plan.
      apiEnabled: true,
      operator: { id: session.operatorId, email: session.email, role: session.role, transcripts: session.transcripts },
    },
  };
}
