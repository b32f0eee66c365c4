import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { contractRoutes } from '../helpers/routes.js';
import { expectRateHeaders, REQUEST_ID } from '../helpers/headers.js';
import { lintOpenApi, lintOpenApiRedocly } from '../helpers/openapi-lint.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';
import { ERROR_STATUS, LINT_CODES } from '../../src/contract/errors.js';
import { EVENT_TYPES } from '../../src/platform/outbox/catalogue.js';
import { callerOf } from '../../src/http/auth.js';

let h: Harness;
let doc: any;
beforeAll(async () => {
  h = await createHarness();
  const res = await h.anonymous().get('/v1/openapi.json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(() => h?.close());

/** Every operation of the document with its path and method. */
function operations(): Array<{ path: string; method: string; op: any }> {
  return Object.entries<any>(doc.paths).flatMap(([path, item]) =>
    Object.entries<any>(item).map(([method, op]) => ({ path, method, op })),
  );
}

const deref = (node: any): any =>
  node?.$ref
    ? deref(
        node.$ref
          .split('/')
          .slice(1)
          .reduce((o: any, k: string) => o[k], doc),
      )
    : node;

describe('lint', () => {
  it("is OpenAPI 3.1 and clean under Spectral's spectral:oas ruleset, no rule disabled, at every severity", async () => {
    expect(doc.openapi).toBe('3.1.0');
    const problems = await lintOpenApi(doc);
    expect(problems.map((p) => `${p.code} ${p.path.join('.')}: ${p.message}`)).toEqual([]);
  });

  it("is clean under Redocly's recommended ruleset (redocly.yaml disables nothing), errors and warnings", async () => {
    const problems = await lintOpenApiRedocly(doc);
    expect(problems.map((p) => `${p.ruleId} ${p.location.join(' ')}: ${p.message}`)).toEqual([]);
  });
});

it('holds every implemented operation and nothing else, each with its scope', () => {
  const documented = new Map(operations().map((o) => [o.op.operationId, o]));
  const routes = contractRoutes();
  expect([...documented.keys()].sort()).toEqual(routes.map((r) => r.operationId).sort());
  for (const r of routes) {
    const entry = documented.get(r.operationId)!;
    expect(entry.method).toBe(r.method.toLowerCase());
    expect(entry.path).toBe(`/v1${r.url.replace(/:([A-Za-z]+)/g, '{$1}')}`);
    if (callerOf(r).scope === 'public') {
      expect(entry.op.security).toEqual([]);
      continue;
    }
    expect(entry.op['x-scope']).toBe(callerOf(r).scope);
    expect(entry.op.security[0]).toEqual({ bearerAuth: [] });
    if (callerOf(r).anonymous) expect(entry.op.security).toContainEqual({});
    expect(entry.op.description).toContain(
      callerOf(r).scope === 'any' ? '**Scope:** any valid key' : `**Scope:** \`${callerOf(r).scope}\``,
    );
    if (callerOf(r).scope !== 'any') expect(SCOPES).toContain(callerOf(r).scope);
    // Every keyed operation answers the shared error responses of the auth hook.
    expect(entry.op.responses).toMatchObject({
      401: { $ref: '#/components/responses/Unauthorized' },
      403: { $ref: '#/components/responses/Forbidden' },
      429: { $ref: '#/components/responses/TooManyRequests' },
    });
    expect(Object.keys(entry.op.responses).some((s) => s.startsWith('2'))).toBe(true);
  }
});

it('describes every scope in the security scheme', () => {
  const scheme = doc.components.securitySchemes.bearerAuth;
  expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
  for (const s of SCOPES) expect(scheme.description).toContain(`| \`${s}\` |`);
});

describe('response headers', () => {
  it('declares Request-Id and the rate-limit headers on every response, X-Service-Mode on keyed ones, Retry-After on 409 and 429', () => {
    for (const { op } of operations()) {
      const keyed = op.security.length > 0;
      for (const [status, response] of Object.entries<any>(op.responses)) {
        const headers = Object.keys(deref(response).headers ?? {});
        expect(headers, `${op.operationId} ${status}`).toEqual(
          expect.arrayContaining([
            'Request-Id',
            'X-RateLimit-Limit',
            'X-RateLimit-Remaining',
            'X-RateLimit-Reset',
            'X-RateLimit-Resource',
          ]),
        );
        if (keyed && status !== '401') expect(headers, `${op.operationId} ${status}`).toContain('X-Service-Mode');
        if (status === '429' || status === '409') expect(headers).toContain('Retry-After');
      }
    }
  });

  it('declares Idempotent-Replayed on writes and Location on the 201s that create something readable', () => {
    const routes = new Map(contractRoutes().map((r) => [r.operationId, r]));
    const located: string[] = [];
    for (const { op } of operations()) {
      const r = routes.get(op.operationId)!;
      const success = Object.entries<any>(op.responses).filter(([s]) => s.startsWith('2'));
      for (const [status, response] of success) {
        const headers = Object.keys(response.headers ?? {});
        expect(headers.includes('Idempotent-Replayed'), op.operationId).toBe(
          r.method !== 'GET' && r.idempotency !== 'none',
        );
        if (headers.includes('Location')) located.push(`${op.operationId} ${status}`);
      }
    }
    expect(located.sort()).toEqual(
      [
        'addFollowUpToKnowledge',
        'addKnowledgeSource',
        'addKnowledgeTextSource',
        'applySkill',
        'createOffer',
        'createSegment',
        'createWebhook',
        'publishTour',
        'putAction',
        'uploadKnowledgePdf',
      ].map((o) => `${o} 201`),
    );
  });

  it('sends what it declares: a created offer has Location, its replay Idempotent-Replayed, a 429 Retry-After, a 401 no mode', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const body = { name: 'Header check (example)', format: 'toaster', goal: 'engaged', message: 'Hello.' };
    const created = await api.post('/v1/offers', body, { idem: 'offer-headers' });
    expect(created.status).toBe(201);
    expect(created.headers.location).toBe(`/v1/offers/${created.body.id}`);
    expect((await api.get(created.headers.location as string)).body.id).toBe(created.body.id);
    expect(created.headers['idempotent-replayed']).toBeUndefined();
    const replay = await api.post('/v1/offers', body, { idem: 'offer-headers' });
    expect(replay.headers).toMatchObject({
      location: created.headers.location,
      'idempotent-replayed': 'true',
      'x-service-mode': 'live',
    });
    for (const res of [created, replay]) {
      expect(res.headers['request-id']).toMatch(REQUEST_ID);
      expectRateHeaders(res.headers, 'default');
    }
    const unauthorized = await h.anonymous().get('/v1/offers');
    expect(unauthorized.headers['x-service-mode']).toBeUndefined();
    expect(unauthorized.headers['x-ratelimit-limit']).toBe('60');
    let limited = await api.get('/v1/offers');
    while (limited.status !== 429) limited = await api.get('/v1/offers');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('schemas', () => {
  it("lists the catalogue's error codes and the lint codes as enums", () => {
    expect(doc.components.schemas.Error.properties.code.enum.sort()).toEqual(Object.keys(ERROR_STATUS).sort());
    expect(doc.components.schemas.LintProblem.properties.code.enum.sort()).toEqual([...LINT_CODES].sort());
    for (const [name, response] of Object.entries<any>(doc.components.responses)) {
      const examples = Object.values<any>(response.content['application/json'].examples);
      expect(examples.length, name).toBeGreaterThan(0);
      for (const e of examples)
        expect(ERROR_STATUS[e.value.code as keyof typeof ERROR_STATUS], name).toBe(e.value.status);
    }
  });

  it('says format uri where the contract says uri', () => {
    const s = doc.components.schemas;
    const uri = (schema: any) => (schema.anyOf ?? schema.oneOf ?? [schema]).some((x: any) => x.format === 'uri');
    expect(uri(s.KnowledgeSource.properties.url)).toBe(true);
    expect(uri(s.Webhook.properties.url)).toBe(true);
    expect(uri(s.Action.properties.destination)).toBe(true);
    expect(uri(s.ActionOpens.properties.url)).toBe(true);
    const body = (path: string, method: string) =>
      deref(doc.paths[path][method].requestBody.content['application/json'].schema);
    expect(body('/v1/webhooks', 'post').properties.url.format).toBe('uri');
    expect(body('/v1/knowledge/bases/{id}/sources', 'post').properties.url.format).toBe('uri');
  });

  it('gives every id parameter in a path its pattern', () => {
    for (const { op } of operations()) {
      for (const p of (op.parameters ?? []).filter((x: any) => x.in === 'path' && x.name !== 'domain')) {
        expect(p.schema.pattern, `${op.operationId} ${p.name}`).toEqual(expect.any(String));
        expect(
          new RegExp(p.schema.pattern).test('0193a6f0-0000-7000-8000-000000000001') || p.name === 'slug',
          `${op.operationId} ${p.name}`,
        ).toBe(true);
      }
    }
  });

  it('requires at least one condition in a segment filter', () => {
    expect(doc.components.schemas.SegmentFilter.minProperties).toBe(1);
  });

  it('documents each webhook delivery without an API key and with both signatures', () => {
    expect(Object.keys(doc.webhooks).sort()).toEqual([...EVENT_TYPES].sort());
    for (const item of Object.values<any>(doc.webhooks)) {
      expect(item.post.security).toEqual([]);
      expect(item.post.parameters.map((p: any) => p.name)).toEqual(
        expect.arrayContaining(['X-Service-Signature', 'webhook-id', 'webhook-timestamp', 'webhook-signature']),
      );
    }
  });
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
    expect(ref).toMatch(/^#\/components\/(schemas|headers|responses)\//);
    expect(deref({ $ref: ref }), ref).toBeTypeOf('object');
  }
});
