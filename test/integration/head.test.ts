import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { contractRoutes, urlFor } from '../helpers/routes.js';
import { expectRateHeaders, REQUEST_ID } from '../helpers/headers.js';
import { securityTargets } from '../security/targets.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';
import { callerOf } from '../../src/http/auth.js';

/** Every GET operation answers HEAD: the same status and headers as GET, no body, the same key checks and rate limit. */
let h: Harness;
let ws: TestWorkspace;
beforeAll(async () => {
  h = await createHarness();
  ws = await h.workspace({ name: 'head' });
});
afterAll(() => h?.close());

// getCurrentSession answers the dashboard's session cookie, never a key (a key gets 401 there, without a mode);
// its GET is covered with a cookie in operators-sessions.test.ts.
const gets = contractRoutes().filter((r) => r.method === 'GET' && r.operationId !== 'getCurrentSession');

it('covers every GET operation', () => {
  expect(gets.length).toBeGreaterThan(30);
});

describe.each(gets.map((r) => [r.operationId, r] as const))('HEAD %s', (_name, def) => {
  it('answers as GET does, without a body, with Request-Id, rate-limit and mode headers', async () => {
    const mode = callerOf(def).sandboxOnly ? 'test' : 'live';
    const target =
      (await securityTargets[def.operationId]?.({ h, tenant: mode === 'live' ? ws.id : ws.sandboxId })) ?? {};
    const url = urlFor(def, target.params, target.query);
    const api = ws.client((await ws.key({ mode, scopes: [...SCOPES] })).key);
    const head = await api.call('HEAD', url);
    expect(head.raw).toBe('');
    expect(head.headers['request-id']).toMatch(REQUEST_ID);
    expectRateHeaders(head.headers, callerOf(def).bucket ?? 'default');
    expect(head.headers['x-service-mode']).toBe(mode);
    if (def.operationId === 'streamEvents') {
      // A stream's HEAD says what GET would start, and holds nothing open.
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toContain('text/event-stream');
      return;
    }
    const get = await api.get(url);
    expect(head.status).toBe(get.status);
    expect(get.status).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    // One token per call, HEAD included.
    expect(Number(get.headers['x-ratelimit-remaining'])).toBe(Number(head.headers['x-ratelimit-remaining']) - 1);
  });

  it.runIf(callerOf(def).scope !== 'public' && !callerOf(def).anonymous)(
    'refuses HEAD without a key: 401, no body',
    async () => {
      const res = await h.anonymous().call('HEAD', urlFor(def));
      expect(res.status).toBe(401);
      expect(res.raw).toBe('');
      expect(res.headers['request-id']).toMatch(REQUEST_ID);
      // A call without a key draws from its address's default bucket.
      expectRateHeaders(res.headers, 'default');
    },
  );
});

it('answers HEAD on the OpenAPI document and lists HEAD in Allow', async () => {
  const res = await h.anonymous().call('HEAD', '/v1/openapi.json');
  expect(res.status).toBe(200);
  expect(res.raw).toBe('');
  expect(Number(res.headers['content-length'])).toBeGreaterThan(1000);
  const wrong = await (await ws.live()).call('PUT', '/v1/follow-ups');
  expect(wrong.headers.allow).toBe('GET, HEAD');
});
