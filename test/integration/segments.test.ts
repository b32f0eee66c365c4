import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { evaluateSegment } from '../../src/resources/segments/evaluate.js';
import { buildWorld, type World } from './support/visitors.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';

let h: Harness;
let ws: TestWorkspace;
let api: Client;
let w: World;

beforeAll(async () => {
  h = await createHarness();
  ws = await h.workspace();
  w = await buildWorld(h, ws.id);
});
// A fresh key per test keeps each test within one rate-limit bucket.
beforeEach(async () => {
  // With conversations:transcripts: `asked` may then hold digits (the 'q2' answer below); without it such terms are refused.
  api = ws.client((await ws.key({ scopes: [...SCOPES] })).key);
});
afterAll(() => h?.close());

type Name = keyof World['v'];
const names = (ids: string[]) =>
  ids.map((id) => (Object.entries(w.v).find(([, v]) => v === id)?.[0] ?? id) as Name).sort();

async function preview(filter: unknown): Promise<Name[]> {
  const res = await api.post('/v1/segments/preview', filter);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.count).toBe(res.body.sampleVisitorIds.length);
  return names(res.body.sampleVisitorIds);
}

async function search(filter: unknown): Promise<Name[]> {
  const res = await api.post('/v1/visitors/search', filter);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.truncated).toBe(false);
  expect(res.body.count).toBe(res.body.items.length);
  return names(res.body.items.map((v: { id: string }) => v.id));
}

async function evaluated(filter: unknown): Promise<Name[]> {
  const created = await api.post('/v1/segments', { name: 'probe', filter });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const receipt = await api.post(`/v1/segments/${created.body.id}/evaluate`);
  expect(receipt.status).toBe(200);
  const members = await api.get(`/v1/segments/${created.body.id}/members?limit=200`);
  expect(receipt.body.total).toBe(members.body.items.length);
  return names(members.body.items.map((m: { visitorId: string }) => m.visitorId));
}

/** Each filter key alone and combined, with who must match; preview, search and evaluation must agree. */
const CASES: Array<[string, () => unknown, Name[]]> = [
  ['asked: a word (stemmed)', () => ({ asked: 'pricing' }), ['alice', 'carol', 'dan']],
  ['asked: a quoted phrase', () => ({ asked: '"enterprise plan"' }), ['alice']],
  ['asked: OR', () => ({ asked: 'okta OR scim' }), ['bob']],
  ['asked: leading minus', () => ({ asked: 'pricing -sso' }), ['alice', 'dan']],
  ['asked: escalated questions count', () => ({ asked: 'scim' }), ['bob']],
  ['asked: qualifying answers count', () => ({ asked: 'q2' }), ['erin']],
  ["asked: the agent's own words do not", () => ({ asked: 'kubernetes' }), []],
  ['toursWatched: one', () => ({ toursWatched: [w.tours.t1] }), ['alice']],
  ['toursWatched: any of', () => ({ toursWatched: [w.tours.t1, w.tours.t2] }), ['alice', 'carol']],
  ['identified: true', () => ({ identified: true }), ['alice', 'bob', 'carol', 'erin']],
  ['identified: false', () => ({ identified: false }), ['dan']],
  ['hasCrm: true', () => ({ hasCrm: true }), ['carol']],
  ['hasCrm: false', () => ({ hasCrm: false }), ['alice', 'bob', 'dan', 'erin']],
  ['minIntent', () => ({ minIntent: 65 }), ['alice', 'carol', 'erin']],
  ['lastSeenWithinDays', () => ({ lastSeenWithinDays: 5 }), ['alice', 'carol', 'erin']],
  ['qualified: string', () => ({ qualified: { timeline: 'q1' } }), ['alice']],
  ['qualified: number', () => ({ qualified: { seats: 50 } }), ['alice']],
  ['qualified: from a lead verdict', () => ({ qualified: { budget: 'approved' } }), ['carol']],
  ['qualified: two keys', () => ({ qualified: { timeline: 'q1', seats: 51 } }), []],
  ['labels', () => ({ labels: { plan: 'pro' } }), ['alice', 'carol']],
  ['account: domain (URL form)', () => ({ account: { domain: 'https://www.ACME.test/about' } }), ['alice']],
  ['account: industry', () => ({ account: { industry: 'manufacturing' } }), ['erin']],
  ['account: free mail is no account', () => ({ account: { domain: 'gmail.com' } }), []],
  [
    'combined: asked + two structured',
    () => ({ asked: 'pricing', minIntent: 50, labels: { plan: 'pro' } }),
    ['alice', 'carol'],
  ],
  ['combined: asked + identified + hasCrm', () => ({ asked: 'pricing', identified: true, hasCrm: false }), ['alice']],
  [
    'combined: every key',
    () => ({
      asked: 'enterprise',
      toursWatched: [w.tours.t1],
      identified: true,
      hasCrm: false,
      minIntent: 80,
      lastSeenWithinDays: 7,
      qualified: { timeline: 'q1' },
      labels: { plan: 'pro' },
      account: { domain: 'acme.test', industry: 'Software' },
    }),
    ['alice'],
  ],
];

describe('the filter engine', () => {
  it.each(CASES)('%s: preview = search = evaluation', async (_name, filter, expected) => {
    const f = filter();
    expect(await preview(f)).toEqual([...expected].sort());
    expect(await search(f)).toEqual([...expected].sort());
    expect(await evaluated(f)).toEqual([...expected].sort());
  });

  it('echoes the normalised filter: known keys only, trimmed, domain normalised', async () => {
    const res = await api.post('/v1/segments/preview', {
      asked: '  pricing   page ',
      account: { domain: 'http://www.Acme.test/x' },
      bogus: 1,
    });
    expect(res.body.filter).toEqual({ asked: 'pricing page', account: { domain: 'acme.test' } });
    const s = await api.post('/v1/visitors/search?limit=1', { minIntent: 0 });
    expect(s.body).toMatchObject({ count: 5, truncated: true });
    expect(s.body.items).toHaveLength(1);
    // Most recently seen first.
    expect(s.body.items[0].id).toBe(w.v.alice);
  });

  it.each([
    [{}, 'filter'],
    [{ bogus: true }, 'filter'],
    [{ asked: 'the and of' }, 'asked'],
    [{ asked: '' }, 'asked'],
    [{ asked: 5 }, 'asked'],
    [{ toursWatched: [] }, 'toursWatched'],
    [{ toursWatched: ['nope'] }, 'toursWatched[0]'],
    [{ identified: 'yes' }, 'identified'],
    [{ hasCrm: 1 }, 'hasCrm'],
    [{ minIntent: '50' }, 'minIntent'],
    [{ minIntent: 101 }, 'minIntent'],
    [{ minIntent: 1.5 }, 'minIntent'],
    [{ lastSeenWithinDays: 0 }, 'lastSeenWithinDays'],
    [{ qualified: {} }, 'qualified'],
    [{ qualified: { a: { b: 1 } } }, 'qualified.a'],
    [{ labels: { a: null } }, 'labels.a'],
    [{ labels: [] }, 'labels'],
    [{ account: {} }, 'account'],
    [{ account: { domain: 'not a domain' } }, 'account.domain'],
    [{ account: { industry: '   ' } }, 'account.industry'],
  ])('refuses the invalid filter %j (param %s) everywhere', async (filter, param) => {
    // An empty filter fails the schema's minProperties: where the body is the filter, the body is named.
    const top = Object.keys(filter).length === 0 ? 'body' : param;
    for (const [url, body, p] of [
      ['/v1/segments/preview', filter, top],
      ['/v1/visitors/search', filter, top],
      ['/v1/segments', { name: 'bad', filter }, param === 'filter' ? 'filter' : `filter.${param}`],
    ] as const) {
      const res = await api.post(url, body);
      expect(res.body, url).toMatchObject({ status: 400, code: 'invalid-request', param: p });
    }
  });
});

describe('segments', () => {
  it('creates (201, queued for the worker), reads, lists, renames, changes the filter at the next evaluation, deletes', async () => {
    expect(
      (await api.post('/v1/segments', { name: 'x', filter: { minIntent: 1 } }, { idem: false })).body,
    ).toMatchObject({
      status: 400,
      param: 'Idempotency-Key',
    });
    const created = await api.post('/v1/segments', {
      name: 'Hot',
      description: 'intent 65+',
      filter: { minIntent: 65 },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Hot',
      description: 'intent 65+',
      filter: { minIntent: 65 },
      memberCount: 0,
      evaluatedAt: null,
    });
    const id = created.body.id;
    const jobs = await h.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM jobs WHERE kind = 'segments.evaluate' AND payload->>'segmentId' = $1`,
      [id],
    );
    expect(jobs.rows[0]!.n).toBe(1);
    expect((await api.get(`/v1/segments/${id}`)).body).toEqual(created.body);
    expect((await api.get('/v1/segments')).body.items.map((s: { id: string }) => s.id)).toContain(id);

    const first = await api.post(`/v1/segments/${id}/evaluate`);
    expect(first.body).toMatchObject({ segmentId: id, entered: 3, left: 0, total: 3 });
    const patched = await api.patch(`/v1/segments/${id}`, { name: 'Hotter', filter: { minIntent: 85 } });
    expect(patched.body).toMatchObject({
      name: 'Hotter',
      description: 'intent 65+',
      filter: { minIntent: 85 },
      memberCount: 3,
    });
    // Not applied until the next evaluation.
    expect((await api.get(`/v1/segments/${id}/members`)).body.items).toHaveLength(3);
    const second = await api.post(`/v1/segments/${id}/evaluate`);
    expect(second.body).toMatchObject({ entered: 0, left: 2, total: 1 });
    expect((await api.get(`/v1/segments/${id}`)).body).toMatchObject({
      memberCount: 1,
      evaluatedAt: second.body.evaluatedAt,
    });
    const members = (await api.get(`/v1/segments/${id}/members`)).body.items;
    expect(members).toEqual([
      expect.objectContaining({
        visitorId: w.v.erin,
        email: 'erin@globex.test',
        intentScore: 90,
        leftAt: null,
        labels: { plan: 'enterprise' },
      }),
    ]);
    expect(members[0].account).toMatchObject({ domain: 'globex.test', industry: 'Manufacturing' });

    expect((await api.patch(`/v1/segments/${id}`, { filter: {} })).body).toMatchObject({
      status: 400,
      param: 'filter',
    });
    expect((await api.patch(`/v1/segments/${id}`, { name: '   ' })).body).toMatchObject({ status: 400, param: 'name' });
    expect((await api.post('/v1/segments', { filter: { minIntent: 1 } })).body).toMatchObject({
      status: 400,
      param: 'name',
    });
    expect((await api.delete(`/v1/segments/${id}`)).status).toBe(204);
    expect((await api.get(`/v1/segments/${id}`)).status).toBe(404);
    expect((await api.get(`/v1/segments/${id}/changes`)).status).toBe(404);
    const left = await h.db.tenantTx(ws.id, (tx) =>
      tx.query(
        `SELECT 1 FROM segment_changes WHERE segment_id = $1 UNION ALL SELECT 1 FROM segment_memberships WHERE segment_id = $1`,
        [id],
      ),
    );
    expect(left.rows).toEqual([]);
    expect((await api.delete(`/v1/segments/${id}`)).status).toBe(404);
  });

  it('pages members newest entry first with stable cursors', async () => {
    const id = (await api.post('/v1/segments', { name: 'all', filter: { minIntent: 0 } })).body.id;
    await api.post(`/v1/segments/${id}/evaluate`);
    const p1 = await api.get(`/v1/segments/${id}/members?limit=2`);
    const p2 = await api.get(`/v1/segments/${id}/members?limit=2&cursor=${p1.body.nextCursor}`);
    const p3 = await api.get(`/v1/segments/${id}/members?limit=2&cursor=${p2.body.nextCursor}`);
    expect(p3.body.nextCursor).toBeNull();
    const all = [...p1.body.items, ...p2.body.items, ...p3.body.items].map((m: { visitorId: string }) => m.visitorId);
    expect(names(all)).toEqual(['alice', 'bob', 'carol', 'dan', 'erin']);
    const other = (await api.post('/v1/segments', { name: 'other', filter: { minIntent: 0 } })).body.id;
    expect((await api.get(`/v1/segments/${other}/members?cursor=${p1.body.nextCursor}`)).body).toMatchObject({
      status: 400,
      param: 'cursor',
    });
  });

  it('pages changes oldest first with nextSince, seeing each change exactly once', async () => {
    const id = (await api.post('/v1/segments', { name: 'changes', filter: { minIntent: 0 } })).body.id;
    const empty = await api.get(`/v1/segments/${id}/changes`);
    expect(empty.body).toEqual({ items: [], nextSince: null });
    await api.post(`/v1/segments/${id}/evaluate`);
    const seen: Array<{ visitorId: string; change: string }> = [];
    let since: string | null = null;
    for (let i = 0; i < 3; i++) {
      const res: { status: number; body: any } = await api.get(
        `/v1/segments/${id}/changes?limit=2${since ? `&since=${encodeURIComponent(since)}` : ''}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.items);
      since = res.body.nextSince;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((c) => c.visitorId)).size).toBe(5);
    expect(seen.every((c) => c.change === 'entered')).toBe(true);
    const idle = await api.get(`/v1/segments/${id}/changes?since=${encodeURIComponent(since!)}`);
    expect(idle.body).toEqual({ items: [], nextSince: since });

    await api.patch(`/v1/segments/${id}`, { filter: { minIntent: 0, identified: true } });
    await api.post(`/v1/segments/${id}/evaluate`);
    const more = await api.get(`/v1/segments/${id}/changes?since=${encodeURIComponent(since!)}`);
    expect(more.body.items).toEqual([
      expect.objectContaining({ visitorId: w.v.dan, change: 'left', leftAt: expect.any(String), email: null }),
    ]);
    expect(Date.parse(more.body.nextSince)).toBeGreaterThanOrEqual(Date.parse(since!));
    expect((await api.get(`/v1/segments/${id}/changes?since=yesterday`)).body).toMatchObject({
      status: 400,
      param: 'since',
    });
  });

  it('two evaluations at once record and emit each change exactly once; events match changes one to one', async () => {
    const id = (await api.post('/v1/segments', { name: 'race', filter: { identified: true } })).body.id;
    const [a, b] = await Promise.all([
      api.post(`/v1/segments/${id}/evaluate`),
      api.post(`/v1/segments/${id}/evaluate`),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.entered + b.body.entered).toBe(4);
    expect(Math.max(a.body.entered, b.body.entered)).toBe(4);
    // The worker's path and the API's at once, too.
    await Promise.all([
      h.db.tenantTx(ws.id, (tx) => evaluateSegment(h.deps, tx, id)),
      h.db.tenantTx(ws.id, (tx) => evaluateSegment(h.deps, tx, id)),
      api.post(`/v1/segments/${id}/evaluate`),
    ]);
    await api.patch(`/v1/segments/${id}`, { filter: { identified: true, minIntent: 50 } });
    const [c, d] = await Promise.all([
      api.post(`/v1/segments/${id}/evaluate`),
      api.post(`/v1/segments/${id}/evaluate`),
    ]);
    expect(c.body.left + d.body.left).toBe(1);

    const changes = (await api.get(`/v1/segments/${id}/changes?limit=200`)).body.items as Array<
      Record<string, unknown>
    >;
    expect(changes.map((x) => `${names([x.visitorId as string])[0]}:${x.change}`).sort()).toEqual(
      ['alice:entered', 'bob:entered', 'bob:left', 'carol:entered', 'erin:entered'].sort(),
    );
    const events = await h.db.tenantTx(ws.id, (tx) =>
      tx.query<{ type: string; data: Record<string, unknown>; links: Record<string, string> }>(
        `SELECT type, data, links FROM events WHERE type IN ('segment.entered', 'segment.left') AND data->>'segmentId' = $1 ORDER BY id`,
        [id],
      ),
    );
    expect(events.rows.map((e) => ({ type: e.type, ...e.data }))).toEqual(
      changes.map(({ change, ...member }) => ({ type: `segment.${change}`, segmentId: id, ...member })),
    );
    expect(events.rows[0]!.links).toMatchObject({
      segment: `/v1/segments/${id}`,
      visitor: expect.stringMatching(/^\/v1\/visitors\//),
    });
  });

  it('the worker evaluates every segment on its schedule', async () => {
    const own = await h.workspace();
    await buildWorld(h, own.id);
    const client = await own.live();
    const id = (await client.post('/v1/segments', { name: 'by the worker', filter: { hasCrm: true } })).body.id;
    const { evaluateAllJob } = await import('../../src/resources/segments/evaluate.js');
    await evaluateAllJob(h.deps)(
      {
        id: 'x',
        tenant: null,
        kind: 'segments.evaluate-all',
        payload: {},
        attempts: 1,
        maxAttempts: 1,
        runAt: new Date(),
      },
      {
        workerId: 'test',
        signal: new AbortController().signal,
      },
    );
    expect((await client.get(`/v1/segments/${id}`)).body).toMatchObject({
      memberCount: 1,
      evaluatedAt: expect.any(String),
    });
    const schedules = h.modules.flatMap((m) => m.schedules?.(h.deps.config) ?? []);
    expect(schedules).toContainEqual({
      name: 'segments.evaluate-all',
      intervalMs: h.deps.config.segmentEvalMinutes * 60_000,
    });
  });

  it('keeps data sets apart', async () => {
    const id = (await api.post('/v1/segments', { name: 'mine', filter: { minIntent: 0 } })).body.id;
    const test = await ws.test();
    expect((await test.get(`/v1/segments/${id}`)).status).toBe(404);
    expect((await test.post(`/v1/segments/${id}/evaluate`)).status).toBe(404);
    expect((await test.post('/v1/segments/preview', { minIntent: 0 })).body.count).toBe(0);
  });
});
