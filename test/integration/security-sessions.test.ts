import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Res } from '../helpers/client.js';
import { contractRoutes, urlFor } from '../helpers/routes.js';
import { securityTargets, type SecurityTarget } from '../security/targets.js';
import { ROLE_SCOPES, type OperatorRole } from '../../src/platform/keys/scopes.js';
import { callerOf } from '../../src/http/auth.js';
import type { RouteDef } from '../../src/http/route.js';
import { createOperator, deleteOperator } from '../../src/platform/operators/service.js';
import { insertSession } from '../../src/platform/operators/repository.js';
import { csrfTokenOf, newToken, tokenHash } from '../../src/platform/operators/secrets.js';
import { newId } from '../../src/lib/ids.js';
import { expectRateHeaders } from '../helpers/headers.js';

/**
 * The shared security suite again, with the dashboard's operator session in
 * place of a key (issue 29): every operation a key may call answers a
 * missing, expired or removed operator's session with 401, a member's session
 * without the role's scope and a session without the `transcripts` permission
 * (where the operation needs conversations:transcripts) with 403
 * insufficient-scope, a write without the session's X-CSRF-Token with 403
 * csrf-failed, and a session of another workspace with 404, never the object;
 * an owner's session with the permission reaches it.
 */
let h: Harness;
let a: TestWorkspace;
let b: TestWorkspace;

beforeAll(async () => {
  h = await createHarness();
  a = await h.workspace({ name: 'owner' });
  b = await h.workspace({ name: 'stranger' });
});
afterAll(() => h?.close());

const routes = contractRoutes().filter((r) => callerOf(r).scope !== 'public');
/** Operations that need conversations:transcripts besides their scope (checked in the handler). */
const NEEDS_TRANSCRIPTS = new Set(['exportVisitor']);
const needsTranscripts = (def: RouteDef<any>) =>
  callerOf(def).scope === 'conversations:transcripts' || NEEDS_TRANSCRIPTS.has(def.operationId);

interface Session {
  token: string;
  operatorId: string;
  sessionId: string;
}

/** An operator of `workspaceId` and a session of theirs, made straight in the database (no argon2 per test). */
async function sessionOf(workspaceId: string, role: OperatorRole, transcripts: boolean): Promise<Session> {
  const op = await createOperator(h.deps, 'cli', {
    workspaceId,
    email: `suite-${randomInt(1e12)}@example.com`,
    role,
    transcripts,
  });
  const token = newToken();
  const sessionId = newId();
  const now = h.deps.clock.now();
  await insertSession(h.db, {
    id: sessionId,
    operatorId: op.operator.id,
    tokenHash: tokenHash(token),
    now,
    expiresAt: new Date(now.getTime() + 12 * 3_600_000),
  });
  return { token, operatorId: op.operator.id, sessionId };
}

async function call(
  def: RouteDef<any>,
  session: Session | null,
  target: SecurityTarget = {},
  opts: { csrf?: boolean; cookie?: string } = {},
): Promise<Res> {
  const headers: Record<string, string> = {};
  const cookie = opts.cookie ?? (session ? `svc_session=${session.token}` : undefined);
  if (cookie) headers.cookie = cookie;
  if (callerOf(def).sandboxOnly) headers['x-service-mode'] = 'test';
  const write = def.method !== 'GET';
  if (write) {
    headers['idempotency-key'] = randomUUID();
    if (session && opts.csrf !== false) headers['x-csrf-token'] = csrfTokenOf(session.token);
  }
  const body = write ? JSON.stringify(target.body ?? {}) : undefined;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const sentAt = Date.now();
  const res = await h.app.inject({
    method: def.method,
    url: urlFor(def, target.params, target.query),
    headers,
    remoteAddress: `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
    ...(body !== undefined ? { payload: body } : {}),
  });
  let parsed: unknown = res.body;
  if (String(res.headers['content-type'] ?? '').includes('json') && res.body) parsed = JSON.parse(res.body);
  return { status: res.statusCode, body: parsed, headers: res.headers as Res['headers'], raw: res.body, sentAt };
}

function expectError(res: Res, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(res.body.requestId).toBe(res.headers['request-id']);
  expectRateHeaders(res.headers, undefined, '', res.sentAt);
}

describe.each(routes.map((r) => [`${r.operationId} (${r.method} ${r.url})`, r] as const))('%s', (_name, def) => {
  const tenantOf = (ws: TestWorkspace) => (callerOf(def).sandboxOnly ? ws.sandboxId : ws.id);
  const target = (): Promise<SecurityTarget> =>
    securityTargets[def.operationId]?.({ h, tenant: tenantOf(a) }) ?? Promise.resolve({});
  const scope = callerOf(def).scope;
  const anonymous = callerOf(def).anonymous;

  it.runIf(!anonymous)("401 without a session, with an unknown one, an expired one, a removed operator's", async () => {
    const t = await target();
    expectError(await call(def, null, t), 401, 'unauthorized');
    expectError(await call(def, null, t, { cookie: `svc_session=${newToken()}` }), 401, 'unauthorized');
    const expired = await sessionOf(a.id, 'owner', true);
    await h.db.query("UPDATE operator_sessions SET expires_at = now() - interval '1 second' WHERE id = $1", [
      expired.sessionId,
    ]);
    expectError(await call(def, expired, t), 401, 'unauthorized');
    const removed = await sessionOf(a.id, 'member', true);
    await deleteOperator(h.deps, 'cli', a.id, removed.operatorId);
    expectError(await call(def, removed, t), 401, 'unauthorized');
  });

  // A route that also answers (in part) to lesser scopes refuses a member only when the role holds none of them.
  const memberMay = [scope, ...callerOf(def).orScopes].some((s) => ROLE_SCOPES.member.includes(s as never));
  it.runIf(scope !== 'any' && !memberMay && scope !== 'conversations:transcripts')(
    "403 insufficient-scope for a member (not the role's scope)",
    async () => {
      const member = await sessionOf(a.id, 'member', true);
      expectError(await call(def, member, await target()), 403, 'insufficient-scope');
    },
  );

  it.runIf(needsTranscripts(def))('403 insufficient-scope without the transcripts permission', async () => {
    const owner = await sessionOf(a.id, 'owner', false);
    expectError(await call(def, owner, await target()), 403, 'insufficient-scope');
  });

  it.runIf(def.method !== 'GET')('403 csrf-failed for a write without the X-CSRF-Token', async () => {
    const owner = await sessionOf(a.id, 'owner', true);
    expectError(await call(def, owner, await target(), { csrf: false }), 403, 'csrf-failed');
  });

  it.runIf(def.url.includes(':'))('404 for a session of another workspace; the owner reaches the object', async () => {
    const t = await target();
    const isolated = t.isolation ?? { status: 404, code: 'not-found' };
    const stranger = await sessionOf(b.id, 'owner', true);
    const res = await call(def, stranger, t);
    if (t.isolatedBody)
      expect({ status: res.status, leaks: !t.isolatedBody(res.body) }).toEqual({ status: 200, leaks: false });
    else expectError(res, isolated.status, isolated.code);
    const owner = await sessionOf(a.id, 'owner', true);
    const own = await call(def, owner, t);
    expect(own.status, JSON.stringify(own.body)).toBeLessThan(300);
  });
});
