import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Res } from '../helpers/client.js';
import { contractRoutes, urlFor } from '../helpers/routes.js';
import { securityTargets, type SecurityTarget } from '../security/targets.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';
import type { RouteDef } from '../../src/http/route.js';
import { callerOf } from '../../src/http/auth.js';

/**
 * Isolation of every list, search, count, aggregate and create, generated from
 * the route list like the security suite. Workspace B reads everything it can
 * (live and sandbox), then workspace A is seeded and fills both its data sets
 * (every security target, every create); B's answers must not change by a
 * byte, none may carry an id of A's, and B's own creates are not hindered by
 * A's identical ones. Counts and aggregates (insights, previews, retrieval
 * scores) are covered by the "not a byte" rule: a count that strayed into A's
 * rows would grow.
 */
let h: Harness;
let a: TestWorkspace;
let b: TestWorkspace;

type Mode = 'live' | 'test';
const MODES: Mode[] = ['live', 'test'];
const routes = contractRoutes();
/** Every GET, and the POSTs that only read (searches, previews, retrieval). The event stream has its own tests (events.test.ts). */
const reads = routes.filter(
  (r) =>
    // Public operations (the dashboard's sign-in) read no data set.
    callerOf(r).scope !== 'public' &&
    ((r.method === 'GET' && r.transaction !== 'none') ||
      // (Creates outside a data set's transaction, keys and operators, answer 201: they are not reads.)
      (r.method === 'POST' && (r.transaction === 'read' || r.transaction === 'none') && !('201' in r.schema.response))),
);
// Public creates (the dashboard's sign-ins) belong to no data set: not creates of one.
const creates = routes.filter(
  (r) => (r.method === 'POST' || r.method === 'PUT') && '201' in r.schema.response && callerOf(r).scope !== 'public',
);
const runsIn = (def: RouteDef<any>, mode: Mode) => !(callerOf(def).sandboxOnly && mode === 'live');

beforeAll(async () => {
  h = await createHarness({ config: { outboundAllow: ['127.0.0.1'] } });
  b = await h.workspace({ seed: true, name: 'B' });
});
afterAll(() => h?.close());

const tenantOf = (ws: TestWorkspace, mode: Mode) => (mode === 'live' ? ws.id : ws.sandboxId);

/** A client with a fresh key (every scope, transcripts too: nothing masked away), so no bucket runs dry. */
async function client(ws: TestWorkspace, mode: Mode) {
  return ws.client((await ws.key({ mode, scopes: [...SCOPES] })).key);
}

async function call(ws: TestWorkspace, mode: Mode, def: RouteDef<any>, t: SecurityTarget): Promise<Res> {
  const api = await client(ws, mode);
  const body = def.method === 'GET' ? undefined : (t.body ?? {});
  return api.call(def.method, urlFor(def, t.params, t.query), body);
}

async function targetsFor(ws: TestWorkspace, mode: Mode, defs: RouteDef<any>[]): Promise<Map<string, SecurityTarget>> {
  const out = new Map<string, SecurityTarget>();
  for (const def of defs) {
    if (!runsIn(def, mode)) continue;
    out.set(def.operationId, (await securityTargets[def.operationId]?.({ h, tenant: tenantOf(ws, mode) })) ?? {});
  }
  return out;
}

/** What B reads, per mode and operation: status and body (request ids removed). */
async function snapshot(
  targets: Record<Mode, Map<string, SecurityTarget>>,
): Promise<Map<string, { status: number; body: unknown }>> {
  const out = new Map<string, { status: number; body: unknown }>();
  for (const mode of MODES) {
    for (const def of reads) {
      if (!runsIn(def, mode)) continue;
      const res = await call(b, mode, def, targets[mode].get(def.operationId)!);
      const { requestId: _ignored, ...body } = (res.body ?? {}) as Record<string, unknown>;
      out.set(`${mode} ${def.operationId}`, { status: res.status, body });
    }
  }
  return out;
}

/** Every string anywhere in a JSON value. */
function strings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, into);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, into);
  return into;
}

/** Ids and public ids of every tenant table's rows in the given data sets (read as the owner). */
async function idsOf(tenants: string[]): Promise<Set<string>> {
  const columns = await h.db.query<{ t: string; c: string }>(
    `SELECT c.relname AS t, a.attname AS c FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname IN ('id', 'public_id') AND NOT a.attisdropped
     WHERE EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid AND p.polname = 'tenant_isolation')`,
  );
  const ids = new Set<string>();
  for (const { t, c } of columns.rows) {
    const res = await h.db.query<{ v: string }>(`SELECT "${c}"::text AS v FROM "${t}" WHERE tenant_id = ANY($1)`, [
      tenants,
    ]);
    for (const { v } of res.rows) if (v.length >= 10) ids.add(v);
  }
  return ids;
}

it('every search and create has a target to call it with', () => {
  const needsBody = [...reads.filter((r) => r.method === 'POST'), ...creates];
  expect(needsBody.filter((r) => !securityTargets[r.operationId]).map((r) => r.operationId)).toEqual([]);
  expect(reads.length).toBeGreaterThan(40);
  expect(creates.map((r) => r.operationId)).toEqual(
    expect.arrayContaining(['createOffer', 'createSegment', 'createWebhook']),
  );
});

it("nothing workspace A writes, live or in its sandbox, shows in B's lists, searches, counts or aggregates", async () => {
  const bTargets = { live: await targetsFor(b, 'live', reads), test: await targetsFor(b, 'test', reads) };
  const before = await snapshot(bTargets);
  for (const [op, res] of before)
    expect({ op, status: res.status }).toEqual({ op, status: expect.toBeOneOf([200, 201]) });

  // A: a seeded sandbox, an object behind every target in both data sets, and every create in both.
  a = await h.workspace({ seed: true, name: 'A' });
  const made: Array<{ mode: Mode; def: RouteDef<any>; body: unknown }> = [];
  for (const mode of MODES) {
    for (const factory of Object.values(securityTargets)) await factory({ h, tenant: tenantOf(a, mode) });
    for (const def of creates) {
      if (!runsIn(def, mode)) continue;
      const t = (await securityTargets[def.operationId]!({ h, tenant: tenantOf(a, mode) })) ?? {};
      const res = await call(a, mode, def, t);
      expect({ op: def.operationId, mode, status: res.status }, JSON.stringify(res.body)).toEqual({
        op: def.operationId,
        mode,
        status: expect.toBeOneOf([200, 201]),
      });
      made.push({ mode, def, body: t.body });
    }
  }

  const after = await snapshot(bTargets);
  const changed = [...before]
    .filter(([op, res]) => JSON.stringify(after.get(op)) !== JSON.stringify(res))
    .map(([op]) => op);
  expect(changed).toEqual([]);

  const bIds = await idsOf([b.id, b.sandboxId]);
  const onlyA = [...(await idsOf([a.id, a.sandboxId]))].filter((id) => !bIds.has(id));
  expect(onlyA.length).toBeGreaterThan(200);
  const aIds = new Set(onlyA);
  const leaks = [...before, ...after].flatMap(([op, res]) =>
    strings(res.body)
      .filter((s) => aIds.has(s))
      .map((s) => `${op}: ${s}`),
  );
  expect(leaks).toEqual([]);

  // B's own creates, with the very bodies A used, are neither refused nor answered with A's objects.
  for (const { mode, def, body } of made) {
    const t = (await securityTargets[def.operationId]!({ h, tenant: tenantOf(b, mode) })) ?? {};
    if (t.bodyNamesObject) {
      // A's body names A's object: B is refused as for any id it does not have, then its own body works.
      const foreign = await call(b, mode, def, { ...t, body });
      expect(foreign.body, def.operationId).toMatchObject({ status: 400, param: t.bodyNamesObject });
    }
    const res = await call(b, mode, def, { ...t, ...(body === undefined || t.bodyNamesObject ? {} : { body }) });
    expect({ op: def.operationId, mode, status: res.status }, JSON.stringify(res.body)).toEqual({
      op: def.operationId,
      mode,
      status: expect.toBeOneOf([200, 201]),
    });
    expect(strings(res.body).filter((s) => aIds.has(s))).toEqual([]);
  }
});
