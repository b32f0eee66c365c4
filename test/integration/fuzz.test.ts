import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { contractRoutes } from '../helpers/routes.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';
import type { RouteDef } from '../../src/http/route.js';
import { Client } from '../helpers/client.js';

/**
 * Malformed bodies, queries, path segments and headers against every route:
 * whatever arrives, the answer is never a 5xx.
 */
let h: Harness;
let ws: TestWorkspace;
let keys: Record<'live' | 'test', string>;

beforeAll(async () => {
  // Streams close after a second here, so a fuzzed stream request ends.
  h = await createHarness({ config: { streamMaxSeconds: 1, streamPollMs: 50 } });
  ws = await h.workspace({ seed: true });
  keys = {
    live: (await ws.key({ mode: 'live', scopes: [...SCOPES] })).key,
    test: (await ws.key({ mode: 'test', scopes: [...SCOPES] })).key,
  };
});
afterAll(() => h?.close());

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constantFrom('', ' ', '-1', '0', '1e309', 'NaN', 'null', 'true', '[]', '{}', '%00', '\u0000', '../..', "' OR 1=1 --", 'a'.repeat(5000)),
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
    contentType: fc.constantFrom('application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded', ''),
    mode: fc.constantFrom('live' as const, 'test' as const),
    lastEventId: fc.oneof(fc.constant(undefined), nasty),
  });
}

describe.each(contractRoutes().map((r) => [`${r.operationId} (${r.method} ${r.url})`, r] as const))('%s', (_n, def) => {
  it('never answers 5xx to malformed input', async () => {
    await fc.assert(
      fc.asyncProperty(arbitraryRequest(def), async (r) => {
        let i = 0;
        const path = def.url.replace(/:([A-Za-z]+)/g, () => encodeURIComponent(r.path[i++] ?? ''));
        const qs = new URLSearchParams(r.query).toString();
        const headers: Record<string, string> = { authorization: `Bearer ${keys[r.mode]}` };
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
        if (res.statusCode >= 500) throw new Error(`${res.statusCode} ${res.body.slice(0, 500)}`);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 40) },
    );
  });
});
