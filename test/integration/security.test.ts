import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Client, Res } from '../helpers/client.js';
import { contractRoutes, urlFor } from '../helpers/routes.js';
import { securityTargets, type SecurityTarget } from '../security/targets.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';
import { setPlanApi } from '../../src/platform/workspaces/service.js';
import { revokeKey } from '../../src/platform/keys/service.js';
import type { RouteDef } from '../../src/http/route.js';
import { expectRateHeaders } from '../helpers/headers.js';
import { callerOf } from '../../src/http/auth.js';

/**
 * The shared security suite: every operation, whatever resource it belongs to,
 * answers the same way to a missing, unknown, revoked or under-scoped key, a
 * workspace without API access, a live key on a sandbox-only route, and a key of
 * another workspace or mode (404, never the object).
 */
let h: Harness;
let a: TestWorkspace;
let b: TestWorkspace;
let planOff: TestWorkspace;

beforeAll(async () => {
  h = await createHarness();
  a = await h.workspace({ name: 'owner' });
  b = await h.workspace({ name: 'stranger' });
  planOff = await h.workspace({ name: 'no api plan' });
  await setPlanApi(h.deps, planOff.id, false);
});
afterAll(() => h?.close());

const routes = contractRoutes().filter((r) => callerOf(r).scope !== 'public');
const everyScope = [...SCOPES];

async function call(client: Client, def: RouteDef<any>, target: SecurityTarget = {}): Promise<Res> {
  return client.call(
    def.method,
    urlFor(def, target.params, target.query),
    def.method === 'GET' ? undefined : (target.body ?? {}),
  );
}

function expectError(res: Res, status: number, code: string) {
  expect({ status: res.status, code: res.body?.code }).toEqual({ status, code });
  expect(res.body.requestId).toBe(res.headers['request-id']);
  expectRateHeaders(res.headers, undefined, '', res.sentAt);
}

it('every operation with a path parameter has a security target', () => {
  const missing = routes
    .filter((r) => r.url.includes(':') && !securityTargets[r.operationId])
    .map((r) => r.operationId);
  expect(missing).toEqual([]);
});

describe.each(routes.map((r) => [`${r.operationId} (${r.method} ${r.url})`, r] as const))('%s', (_name, def) => {
  const mode = callerOf(def).sandboxOnly ? 'test' : 'live';
  const tenantOf = (ws: TestWorkspace) => (mode === 'live' ? ws.id : ws.sandboxId);
  const target = (): Promise<SecurityTarget> =>
    securityTargets[def.operationId]?.({ h, tenant: tenantOf(a) }) ?? Promise.resolve({});

  it.runIf(!callerOf(def).anonymous)('401 without a key', async () => {
    expectError(await call(h.anonymous(), def, await target()), 401, 'unauthorized');
  });

  it('401 with an unknown, a malformed or a revoked key', async () => {
    const t = await target();
    expectError(await call(a.client(`svc_${mode}_${'x'.repeat(40)}`), def, t), 401, 'unauthorized');
    expectError(await call(a.client('not-a-key'), def, t), 401, 'unauthorized');
    const k = await a.key({ mode, scopes: everyScope });
    await revokeKey(h.deps, k.id);
    expectError(await call(a.client(k.key), def, t), 401, 'unauthorized');
  });

  it.runIf(callerOf(def).scope !== 'any')('403 insufficient-scope without its scope', async () => {
    const k = await a.key({ mode, scopes: everyScope.filter((s) => s !== callerOf(def).scope) });
    expectError(await call(a.client(k.key), def, await target()), 403, 'insufficient-scope');
  });

  it('403 plan-api-off when the plan has no API access (checked before scope)', async () => {
    const withScope = await planOff.key({ mode, scopes: everyScope });
    expectError(await call(planOff.client(withScope.key), def, {}), 403, 'plan-api-off');
    const noScope = await planOff.key({ mode, scopes: ['insights:read'] });
    expectError(await call(planOff.client(noScope.key), def, {}), 403, 'plan-api-off');
  });

  it.runIf(!!callerOf(def).sandboxOnly)('403 sandbox-only for a live key', async () => {
    const k = await a.key({ mode: 'live', scopes: everyScope });
    expectError(await call(a.client(k.key), def, await target()), 403, 'sandbox-only');
  });

  it.runIf(def.url.includes(':'))('404 for a key of another workspace, or of the other mode', async () => {
    const t = await target();
    const isolated = t.isolation ?? { status: 404, code: 'not-found' };
    const expectIsolated = (res: Res) =>
      t.isolatedBody
        ? expect({ status: res.status, leaks: !t.isolatedBody(res.body) }).toEqual({ status: 200, leaks: false })
        : expectError(res, isolated.status, isolated.code);
    const stranger = await b.key({ mode, scopes: everyScope });
    expectIsolated(await call(b.client(stranger.key), def, t));
    if (!callerOf(def).sandboxOnly && !t.workspaceWide) {
      const otherMode = await a.key({ mode: 'test', scopes: everyScope });
      expectIsolated(await call(a.client(otherMode.key), def, t));
    }
    // The owner's own key does reach the object (so the 404s above mean isolation, not a bad target).
    const owner = await a.key({ mode, scopes: everyScope });
    const res = await call(a.client(owner.key), def, t);
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  });
});
