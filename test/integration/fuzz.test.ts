import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { contractRoutes } from '../helpers/routes.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';
import type { RouteDef } from '../../src/http/route.js';
import { Client } from '../helpers/client.js';
import { callerOf, isPublicAuth } from '../../src/http/auth.js';

/**
 * Malformed bodies, queries, path segments and headers against every route:
 * whatever arrives, the answer is never a 5xx, and the requests really reach
 * the route (past authentication and the rate limiter) instead of bouncing
 * off a 429: at least 95% of them.
 */
let h: Harness;
let ws: TestWorkspace;

beforeAll(async () => {
  // Streams close after a second here, so a fuzzed stream request ends.
  h = await createHarness({ config: { streamMaxSeconds: 1, streamPollMs: 50 } });
  ws = await h.workspace({ seed: true });
});
afterAll(() => h?.close());

/**
 * Keys with every scope, each used for fewer requests than the smallest bucket
 * holds (knowledge: 30), so the real limiter, at its real size, never runs dry.
 */
const USES_PER_KEY = 20;
const pools = { live: { key: '', uses: USES_PER_KEY }, test: { key: '', uses: USES_PER_KEY } };
async function freshKey(mode: 'live' | 'test'): Promise<string> {
  const pool = pools[mode];
  if (pool.uses >= USES_PER_KEY) {
    pool.key = (await ws.key({ mode, scopes: [...SCOPES] })).key;
    pool.uses = 0;
  }
  pool.uses++;
  return pool.key;
}

/** Answers that mean the request never reached the route. */
const BOUNCED = new Set([401, 403, 429]);

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '-1',
    '0',
    '1e309',
    'NaN',
    'null',
    'true',
    '[]',
    '{}',
    '%00',
    '\u0000',
    '../..',
    "' OR 1=1 --",
    'a'.repeat(5000),
  ),
  fc.uuid().map(String),
  fc.integer().map(String),
  fc.double().map(String),
);
const jsonish: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(null, 0, -1, 1e308, '', 'x'.repeat(20_000), [], {}, [null], { __proto__: { polluted: true } }),
  fc.uuid(),
);

function propertiesOf(schema: unknown): string[] {
  const props = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return props ? Object.keys(props) : [];
}

function arbitraryRequest(def: RouteDef<any>) {
  const queryNames = [...propertiesOf(def.schema.querystring), 'limit', 'cursor', 'since'];
  const bodyNames = propertiesOf(def.schema.body);
  const params = def.url.match(/:([A-Za-z]+)/g) ?? [];
  return fc.record({
    path: fc.array(nasty, { minLength: params.length, maxLength: params.length }),
    query: fc.dictionary(fc.constantFrom(...queryNames), nasty, { maxKeys: 4 }),
    body: fc.oneof(
      fc.dictionary(bodyNames.length ? fc.constantFrom(...bodyNames) : fc.string(), jsonish, { maxKeys: 6 }),
      jsonish,
      fc.constantFrom('{"unterminated', '[1,2', 'not json at all', '\u0000\u0001'),
    ),
    idem: fc.oneof(fc.constant(undefined), nasty),
    contentType: fc.constantFrom(
      'application/json',
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      '',
    ),
    mode: fc.constantFrom('live' as const, 'test' as const),
    lastEventId: fc.oneof(fc.constant(undefined), nasty),
  });
}

const COOKIE_ONLY = new Set(['getCurrentSession', 'deleteCurrentSession', 'changeOwnPassword']);

describe.each(contractRoutes().map((r) => [`${r.operationId} (${r.method} ${r.url})`, r] as const))('%s', (_n, def) => {
  it('never answers 5xx to malformed input, and reaches the route', async () => {
    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(arbitraryRequest(def), async (r) => {
        let i = 0;
        const path = def.url.replace(/:([A-Za-z]+)/g, () => encodeURIComponent(r.path[i++] ?? ''));
        const qs = new URLSearchParams(r.query).toString();
        // A sandbox-only route answers live keys 403 before anything else: fuzz it with test keys.
        const mode = callerOf(def).sandboxOnly ? 'test' : r.mode;
        const headers: Record<string, string> = { authorization: `Bearer ${await freshKey(mode)}` };
        if (r.idem !== undefined) headers['idempotency-key'] = r.idem.replace(/[\r\n]/g, '');
        if (r.lastEventId !== undefined) headers['last-event-id'] = r.lastEventId.replace(/[\r\n]/g, '');
        if (r.contentType) headers['content-type'] = r.contentType;
        const payload = typeof r.body === 'string' ? r.body : JSON.stringify(r.body);
        const res = await h.app.inject({
          method: def.method,
          url: `/v1${path}${qs ? `?${qs}` : ''}`,
          headers,
          remoteAddress: new Client(h.app, null).remoteAddress,
          ...(def.method === 'GET' ? {} : { payload }),
        });
        statuses.push(res.statusCode);
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 500)}`);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
    // A public sign-in operation answers 401 itself to a well-formed but unknown token or password: that is the
    // route doing its work, not a refusal before it.
    const signIn = isPublicAuth(def.auth);
    const bounced = statuses.filter((s) => BOUNCED.has(s) && !(signIn && s === 401));
    expect({
      requests: statuses.length,
      bounced: bounced.length,
      limited: bounced.filter((s) => s === 429).length,
    }).toMatchObject({ limited: 0 });
    // The dashboard's own session operations read the cookie, not the key these requests carry: 401 is their
    // answer to every one of them (what matters here is that none is a 5xx).
    if (!COOKIE_ONLY.has(def.operationId)) expect(bounced.length / statuses.length).toBeLessThanOrEqual(0.05);
    // Generous: reaching the route means doing its work (resetSandbox re-seeds a sandbox per request).
  }, 300_000);
});
