import fc from 'fast-check';
import { afterAll, beforeAll, vi, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { acceptedText } from '../helpers/input-schemas.js';
import { contractRoutes } from '../helpers/routes.js';
import { startVisit, type Visit } from '../helpers/runtime.js';
import type { Client } from '../helpers/client.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { systemClock } from '../../src/clock.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';
import { runtimeRoutes } from '../../src/visitor-api/routes.js';
import { runtimeSchemas } from '../../src/visitor-api/schemas.js';

// Seeding a workspace and running turns on a loaded, shared two-core machine can outlast the default hook time.
vi.setConfig({ hookTimeout: 300_000 });

/**
 * Text PostgreSQL cannot store (NUL, lone surrogates) in any string field of
 * any route of both APIs is a 400 naming the field, never a 5xx and never a
 * success that stored nothing. Other control characters are storable: they are
 * never a 5xx either, and a message made of them is recorded. The fields come
 * from the route table (request schemas, `$ref`s followed), so a new field is
 * covered the day it appears. The limits are widened so the answers are the
 * routes' own (the share of 429 is counted and must be 0).
 */
let h: Harness;
let ws: TestWorkspace;
let anon: Client;
let api: Client;
let agent: { publicId: string };
const WIDE = { capacity: 1e9, refillPerSecond: 1e9 };

beforeAll(async () => {
  h = await createHarness({
    limiter: new MemoryRateLimiter(systemClock, {
      default: WIDE,
      'runtime-message': WIDE,
      'runtime-visitor': WIDE,
      'runtime-session': WIDE,
      'runtime-address-message': WIDE,
      knowledge: WIDE,
    }),
    config: { streamMaxSeconds: 1, streamPollMs: 50 },
  });
  ws = await h.workspace({ seed: true });
  api = (await ws.test()).withKey((await ws.key({ mode: 'test', scopes: [...SCOPES] })).key);
  agent = (await api.get('/v1/agents')).body.items[0];
  anon = h.anonymous();
});
afterAll(() => h?.close());

const LONE = fc.constantFrom('\ud800', '\udfff', 'a\udc00b', 'x\ud83d', '\ud83d\ud83d');
/** Strings PostgreSQL cannot store: a NUL or a lone surrogate somewhere in otherwise ordinary text. */
const unstorable = fc
  .tuple(fc.string({ maxLength: 8 }), fc.oneof(fc.constant('\u0000'), LONE), fc.string({ maxLength: 8 }))
  .map(([a, bad, b]) => `${a}${bad}${b}`);
/** Control characters PostgreSQL stores: C0 (not NUL), DEL, C1, bidi overrides, ANSI sequences. */
const controls = fc
  .array(
    fc.oneof(
      fc.integer({ min: 1, max: 0x1f }),
      fc.integer({ min: 0x7f, max: 0x9f }),
      fc.constantFrom(0x202e, 0x2066, 0x200f),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((codes) => `hi ${String.fromCharCode(...codes)}\u001b[2J ok`);

type Step = { key: string } | { index: true } | { any: true };

/** `body.page.url`, `body.messages[].parts[].text`, `body.fields[*]` → steps; variants (`<anyOf0>`) are transparent. */
function stepsOf(where: string): { part: string; steps: Step[] } | null {
  if (where.includes('[key')) return null;
  const clean = where.replace(/<[a-zA-Z]+\d+>/g, '');
  const [part, ...rest] = clean.split(/(?=[.[])/);
  const steps: Step[] = [];
  for (const s of rest) {
    if (s === '[]') steps.push({ index: true });
    else if (s === '[*]') steps.push({ any: true });
    else if (s.startsWith('.')) steps.push({ key: s.slice(1) });
    else return null;
  }
  return { part: part!, steps };
}

/** A value holding `text` at `steps`, and the `param` the API must name for it. */
function place(steps: Step[], text: string): { value: unknown; param: string } {
  let param = '';
  const build = (i: number): unknown => {
    const s = steps[i];
    if (!s) return text;
    if ('index' in s) {
      param += '[0]';
      return [build(i + 1)];
    }
    const key = 'key' in s ? s.key : 'k';
    param += param ? `.${key}` : key;
    return { [key]: build(i + 1) };
  };
  return { value: build(0), param };
}

const v1Fields = acceptedText(contractRoutes()).strings;
const runtimeFields = acceptedText(runtimeRoutes, {
  schemaOf: (def) => def.schema as Record<string, any>,
  schemas: runtimeSchemas,
}).strings;
const byOperation = <T extends { operationId: string }>(defs: readonly T[]) =>
  new Map(defs.map((d) => [d.operationId, d]));
const v1Defs = byOperation(contractRoutes());
const runtimeDefs = byOperation(runtimeRoutes);
const operationOf = (route: string) => route.split(' ')[0]!;

interface Sent {
  status: number;
  body: any;
}

/**
 * A URL component for any string: a lone surrogate has no UTF-8 form, so it goes
 * as the three bytes a careless encoder writes (WTF-8, `%ED%A0%80`), which is
 * what reaches a server from such a client.
 */
function encodeAny(s: string): string {
  let out = '';
  for (const ch of s) {
    const c = ch.codePointAt(0)!;
    if (c >= 0xd800 && c <= 0xdfff)
      out += [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    else out += encodeURIComponent(ch);
  }
  return out;
}

let visit: Visit;
async function send(
  surface: 'v1' | 'runtime',
  operationId: string,
  part: string,
  value: unknown,
  name: string,
): Promise<Sent> {
  const def = (surface === 'v1' ? v1Defs : runtimeDefs).get(operationId)!;
  if (surface === 'runtime' && !visit) visit = await startVisit(anon, agent.publicId);
  const filler = (p: string) =>
    p === 'publicId' ? agent.publicId : p === 'sessionId' ? visit.sessionId : '00000000-0000-4000-8000-000000000000';
  const path = def.url.replace(/:([A-Za-z]+)/g, (_: string, p: string) =>
    encodeAny(part === 'params' && p === name ? String(value) : filler(p)),
  );
  const query = part === 'querystring' ? `?${encodeURIComponent(name)}=${encodeAny(String(value))}` : '';
  const url = `${surface === 'v1' ? '/v1' : '/runtime/v1'}${path}${query}`;
  const client = surface === 'v1' ? api : anon;
  const headers: Record<string, string> = surface === 'runtime' ? { authorization: `Bearer ${visit.token}` } : {};
  const body = part === 'body' ? value : def.method === 'GET' ? undefined : {};
  const res = await client.call(def.method, url, body, { headers, idem: surface === 'v1' ? undefined : false });
  return { status: res.status, body: res.body };
}

const cases = [
  ...v1Fields.map((f) => ({ surface: 'v1' as const, f })),
  ...runtimeFields.map((f) => ({ surface: 'runtime' as const, f })),
].flatMap(({ surface, f }) => {
  const at = stepsOf(f.where);
  return at && at.part !== 'headers' ? [{ surface, operationId: operationOf(f.route), where: f.where, at }] : [];
});

describe('text PostgreSQL cannot store', () => {
  it('the route table yields string fields on both surfaces', () => {
    expect(cases.filter((c) => c.surface === 'v1').length).toBeGreaterThan(100);
    expect(cases.filter((c) => c.surface === 'runtime' && c.at.part === 'body').length).toBeGreaterThan(10);
  });

  const statuses: number[] = [];
  it.each(cases.map((c) => [`${c.surface} ${c.operationId} ${c.where}`, c] as const))(
    '%s',
    async (_n, c) => {
      await fc.assert(
        fc.asyncProperty(unstorable, controls, async (bad, ctl) => {
          const name = (c.at.steps[0] as { key?: string } | undefined)?.key ?? '';
          if (c.at.part === 'body') {
            const { value, param } = place(c.at.steps, bad);
            const res = await send(c.surface, c.operationId, 'body', value, name);
            statuses.push(res.status);
            expect(res.status, JSON.stringify(res.body)).toBe(400);
            expect(res.body).toMatchObject({ code: 'invalid-request', param: param || 'body' });
          } else {
            const res = await send(c.surface, c.operationId, c.at.part, bad, name);
            statuses.push(res.status);
            // In a URL a lone surrogate arrives as bytes that are not UTF-8: never a 5xx, whatever the route
            // makes of them. A NUL is refused, naming the field (a path segment may also name nothing: 404).
            expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
            if (bad.includes('\u0000')) {
              expect(c.at.part === 'params' ? [400, 404] : [400], JSON.stringify(res.body)).toContain(res.status);
              if (res.status === 400) expect(res.body.param).toBe(name);
            }
          }
          const placed = c.at.part === 'body' ? place(c.at.steps, ctl).value : ctl;
          const ok = await send(c.surface, c.operationId, c.at.part, placed, name);
          statuses.push(ok.status);
          expect(ok.status, JSON.stringify(ok.body)).toBeLessThan(500);
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 3) },
      );
    },
    120_000,
  );

  it('no answer was a 429: the fuzz reached the routes', () => {
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 429).length).toBe(0);
  });
});

describe('a turn is never answered and then lost', () => {
  it('lone surrogates and NUL in text or clientMessageId are a 400 naming the field; stored nothing', async () => {
    const v = await startVisit(anon, agent.publicId);
    const auth = { authorization: `Bearer ${v.token}` };
    for (const [body, param] of [
      [{ text: 'price \ud800?' }, 'text'],
      [{ text: 'a\u0000b' }, 'text'],
      [{ text: 'hello', clientMessageId: 'id\u0000' }, 'clientMessageId'],
      [
        { messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: '\udfff' }] }] },
        'messages[0].parts[0].text',
      ],
    ] as const) {
      const res = await anon.post(`/runtime/v1/sessions/${v.sessionId}/messages`, body, { idem: false, headers: auth });
      expect(res.status, res.raw.slice(0, 300)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid-request', param });
    }
    const listed = await anon.get(`/runtime/v1/sessions/${v.sessionId}/messages`, { headers: auth });
    expect(listed.body.items.filter((m: any) => m.role === 'user')).toEqual([]);
  });

  it('storable control characters are answered and recorded', async () => {
    await fc.assert(
      fc.asyncProperty(controls, async (text) => {
        const v = await startVisit(anon, agent.publicId);
        const auth = { authorization: `Bearer ${v.token}` };
        const res = await anon.post(
          `/runtime/v1/sessions/${v.sessionId}/messages`,
          { text },
          { idem: false, headers: auth },
        );
        expect(res.status).toBe(200);
        expect(res.raw).not.toContain('"type":"error"');
        const listed = await anon.get(`/runtime/v1/sessions/${v.sessionId}/messages`, { headers: auth });
        expect(
          listed.body.items.find((m: any) => m.role === 'user')?.parts?.[0]?.text ??
            listed.body.items.find((m: any) => m.role === 'user')?.text,
        ).toBe(text);
      }),
      { numRuns: 5 },
    );
  });
});
