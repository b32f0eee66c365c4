import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { contractRoutes } from '../helpers/routes.js';
import { lintOpenApi } from '../helpers/openapi-lint.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';

let h: Harness;
let doc: any;
beforeAll(async () => {
  h = await createHarness();
  const res = await h.anonymous().get('/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => h?.close());

it('is OpenAPI 3.1 and lints clean (errors and warnings)', async () => {
  expect(doc.openapi).toBe('3.1.0');
  const problems = (await lintOpenApi(doc)).filter((r) => r.severity <= 1);
  expect(problems.map((p) => `${p.code} ${p.path.join('.')}: ${p.message}`)).toEqual([]);
});

it('holds every implemented operation and nothing else', () => {
  const documented = new Map<string, any>();
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) documented.set(op.operationId, { path, method, op });
  }
  const routes = contractRoutes();
  expect([...documented.keys()].sort()).toEqual(routes.map((r) => r.operationId).sort());
  for (const r of routes) {
    const entry = documented.get(r.operationId);
    expect(entry.method).toBe(r.method.toLowerCase());
    expect(entry.path).toBe(`/v1${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    if (r.scope === 'public') {
      expect(entry.op.security).toEqual([]);
      continue;
    }
    expect(entry.op['x-scope']).toBe(r.scope);
    const scheme = entry.op.security.find((s: any) => s.bearerAuth);
    expect(scheme.bearerAuth).toEqual(r.scope === 'any' ? [] : [r.scope]);
    if (r.scope !== 'any') expect(SCOPES).toContain(r.scope);
    for (const status of ['401', '403', '429']) expect(entry.op.responses[status]).toBeDefined();
    expect(Object.keys(entry.op.responses).some((s) => s.startsWith('2'))).toBe(true);
  }
});

it('includes the follow-up and sandbox operations of the platform', () => {
  const ids = Object.values<any>(doc.paths).flatMap((item) => Object.values<any>(item).map((op) => op.operationId));
  for (const id of ['listFollowUps', 'getFollowUp', 'answerFollowUp', 'dismissFollowUp', 'getSandbox', 'resetSandbox']) {
    expect(ids).toContain(id);
  }
  expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
});

it('resolves every $ref to a named component', () => {
  const refs = new Set<string>();
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      for (const [k, x] of Object.entries(v)) {
        if (k === '$ref' && typeof x === 'string') refs.add(x);
        else walk(x);
      }
    }
  };
  walk(doc);
  for (const ref of refs) {
    expect(ref).toMatch(/^#\/components\/schemas\//);
    expect(doc.components.schemas[ref.split('/').pop()!], ref).toBeDefined();
  }
});
