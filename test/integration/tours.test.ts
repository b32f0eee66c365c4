import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { ManualClock } from '../../src/clock.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { seedHub, seedTour } from './support/tours.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const BASE = 'http://127.0.0.1:8080';

describe('listTours', () => {
  it('lists newest first, filters by status, pages, and leaves templates out', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const drafts = [];
    for (let i = 0; i < 3; i++) drafts.push(await seedTour(h, ws.id, { file: { name: `Draft ${i}` } }));
    const published = await seedTour(h, ws.id, { publish: true, file: { name: 'Published' } });
    const legacy = await seedTour(h, ws.id, { file: { name: 'Imported as published', status: 'published' } });
    const archived = await seedTour(h, ws.id, { file: { name: 'Archived', status: 'archived' } });
    await seedTour(h, ws.id, { publish: true, file: { name: 'A template', template: true } });
    const newestFirst = [archived, legacy, published, ...drafts.reverse()].map((t) => t.tour.id);

    const page1 = await api.get('/v1/tours?limit=4');
    expect(page1.status).toBe(200);
    const page2 = await api.get(`/v1/tours?limit=4&cursor=${page1.body.nextCursor}`);
    expect(page2.body.nextCursor).toBeNull();
    expect([...page1.body.items, ...page2.body.items].map((t: any) => t.id)).toEqual(newestFirst);

    const pub = await api.get('/v1/tours?status=published');
    expect(pub.body.items.map((t: any) => t.id)).toEqual([legacy.tour.id, published.tour.id]);
    expect((await api.get('/v1/tours?status=draft')).body.items.map((t: any) => t.id)).toEqual(
      drafts.map((t) => t.tour.id),
    );
    expect((await api.get('/v1/tours?status=archived')).body.items.map((t: any) => t.id)).toEqual([archived.tour.id]);
    expect((await api.get('/v1/tours?status=live')).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
      param: 'status',
    });
    expect((await api.get(`/v1/tours?status=draft&cursor=${page1.body.nextCursor}`)).body).toMatchObject({
      code: 'invalid-request',
      param: 'cursor',
    });
    expect((await api.get('/v1/tours?limit=0')).body).toMatchObject({ code: 'invalid-request', param: 'limit' });

    expect(pub.body.items[1]).toEqual({
      id: published.tour.id,
      publicId: published.tour.publicId,
      name: 'Published',
      description: 'for tests',
      status: 'published',
      isActive: true,
      hubId: null,
      publishedAt: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // Another data set sees none of them.
    expect((await (await ws.test()).get('/v1/tours')).body.items).toEqual([]);
  });
});

describe('getTour', () => {
  it('reads by UUID or public id with the document, media resolved to absolute URLs', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const t = await seedTour(h, ws.id);
    const byId = await api.get(`/v1/tours/${t.tour.id}`);
    expect(byId.status).toBe(200);
    const byPublic = await api.get(`/v1/tours/${t.tour.publicId}`);
    expect(byPublic.body).toEqual(byId.body);
    expect(byId.body).toMatchObject({ id: t.tour.id, status: 'draft', publishedAt: null });
    const doc = byId.body.document;
    expect(doc).toMatchObject({
      tourId: t.tour.id,
      publicId: t.tour.publicId,
      name: 'Test tour',
      mode: 'self_playing',
      publishedVersion: null,
    });
    expect(doc.screens.map((s: any) => [s.id, s.mediaUrl, s.posterUrl])).toEqual([
      ['s1', `${BASE}/media/s1.png`, null],
      ['s2', 'https://cdn.example.com/s2.png', null],
      ['v1', `${BASE}/media/v1.mp4`, `${BASE}/media/v1.jpg`],
    ]);
    expect(doc.screens[2]).toMatchObject({ type: 'video', durationSecs: 20, orderIndex: 2 });
    expect(doc.guides.map((g: any) => [g.index, g.ref, g.screen])).toEqual([
      [0, 'a', 's1'],
      [1, 'b', 's2'],
      [2, 'c', 'v1'],
    ]);
    expect(doc.guides[2]).toMatchObject({
      at: 5,
      narrate: true,
      narrationUrl: `${BASE}/media/c.mp3`,
      anchor: 'center',
      advance: 'click',
    });
    expect(doc.guides[0].narrationUrl).toBeNull();
  });

  it('serves the frozen revision by default and the live rows with view=live', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const t = await seedTour(h, ws.id, { publish: true });
    const spec = (await api.get(`/v1/tours/${t.tour.id}/spec`)).body;
    const edit = await api.put(`/v1/tours/${t.tour.id}/spec`, {
      spec: {
        steps: [{ ref: 'a', title: 'Edited' }, { ref: 'b' }, { ref: 'c' }, { ref: 'd', screen: 's2', body: 'New.' }],
      },
      baseVersion: spec.version,
    });
    expect(edit.status).toBe(200);
    const published = await api.get(`/v1/tours/${t.tour.id}`);
    expect(published.body.status).toBe('published');
    expect(published.body.document.publishedVersion).toBe(1);
    expect(published.body.document.guides.map((g: any) => g.title)).toEqual(['A', 'B', 'C']);
    expect((await api.get(`/v1/tours/${t.tour.id}?view=published`)).body).toEqual(published.body);
    const live = await api.get(`/v1/tours/${t.tour.id}?view=live`);
    expect(live.body.document.publishedVersion).toBeNull();
    expect(live.body.document.guides.map((g: any) => [g.ref, g.title])).toEqual([
      ['a', 'Edited'],
      ['b', 'B'],
      ['d', ''],
      ['c', 'C'],
    ]);
    expect((await api.get(`/v1/tours/${t.tour.id}?view=draft`)).body).toMatchObject({
      code: 'invalid-request',
      param: 'view',
    });
  });

  it('404s for unknown, malformed or foreign ids', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const t = await seedTour(h, ws.id);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'tr_nope000000', 'x', "'; DROP TABLE tours; --", '%00']) {
      expect((await api.get(`/v1/tours/${encodeURIComponent(id)}`)).body, id).toMatchObject({
        status: 404,
        code: 'not-found',
      });
    }
    expect((await (await ws.test()).get(`/v1/tours/${t.tour.publicId}`)).status).toBe(404);
  });
});

describe('the anonymous player route', () => {
  it('serves published, active tours by public id, with open CORS and the frozen revision', async () => {
    const ws = await h.workspace();
    const t = await seedTour(h, ws.id, { publish: true });
    const api = await ws.live();
    const spec = (await api.get(`/v1/tours/${t.tour.id}/spec`)).body;
    await api.put(`/v1/tours/${t.tour.id}/spec`, {
      spec: { steps: [{ ref: 'a', title: 'Unpublished edit' }, { ref: 'b' }, { ref: 'c' }] },
      baseVersion: spec.version,
    });

    const res = await h.anonymous().get(`/v1/tours/${t.tour.publicId}?view=live`);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['x-service-mode']).toBe('live');
    expect(res.headers['x-ratelimit-resource']).toBe('default');
    expect(res.body.document.guides[0].title).toBe('A');
    expect(res.body.document.screens[0].mediaUrl).toBe(`${BASE}/media/s1.png`);

    const sandboxTour = await seedTour(h, ws.sandboxId, { publish: true });
    expect((await h.anonymous().get(`/v1/tours/${sandboxTour.tour.publicId}`)).headers['x-service-mode']).toBe('test');
  });

  it('never serves a draft, an inactive tour or a template, and gives no hint that one exists', async () => {
    const ws = await h.workspace();
    const draft = await seedTour(h, ws.id);
    const inactive = await seedTour(h, ws.id, { publish: true, file: { isActive: false } });
    const template = await seedTour(h, ws.id, { publish: true, file: { template: true } });
    const published = await seedTour(h, ws.id, { publish: true });
    const anon = h.anonymous();
    const missing = await anon.get('/v1/tours/tr_doesnotexist');
    expect(missing.body).toMatchObject({ status: 404, code: 'not-found' });
    for (const ref of [draft.tour.publicId, inactive.tour.publicId, template.tour.publicId, published.tour.id]) {
      const res = await anon.get(`/v1/tours/${ref}`);
      expect(res.status, ref).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect({ ...res.body, requestId: null }).toEqual({ ...missing.body, requestId: null });
    }
    // A tour imported as published (no frozen revision) is served as its live rows.
    const legacy = await seedTour(h, ws.id, { file: { status: 'published' } });
    const served = await anon.get(`/v1/tours/${legacy.tour.publicId}`);
    expect(served.status).toBe(200);
    expect(served.body).toMatchObject({ status: 'published', document: { publishedVersion: null } });
    // With a key, the same drafts are readable.
    expect((await (await ws.live()).get(`/v1/tours/${draft.tour.publicId}`)).status).toBe(200);
    // A bad key is still a 401, not an anonymous read.
    expect(
      (await anon.get(`/v1/tours/${published.tour.publicId}`, { headers: { authorization: 'Bearer svc_live_nope' } }))
        .status,
    ).toBe(401);
  });

  it('draws from the per-address bucket', async () => {
    const limited = await createHarness({ db: h.db, limiter: new MemoryRateLimiter(new ManualClock()) });
    try {
      const ws = await limited.workspace();
      const t = await seedTour(limited, ws.id, { publish: true });
      const anon = limited.anonymous();
      for (let i = 0; i < 60; i++) expect((await anon.get(`/v1/tours/${t.tour.publicId}`)).status).toBe(200);
      const refused = await anon.get(`/v1/tours/${t.tour.publicId}`);
      expect(refused.body).toMatchObject({ status: 429, code: 'rate-limited' });
      // The clock stands still and the bucket refills one token a second.
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.headers['access-control-allow-origin']).toBe('*');
      // Another address has its own bucket.
      expect((await limited.anonymous().get(`/v1/tours/${t.tour.publicId}`)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('hubs', () => {
  it('lists and reads hubs with their tours and counts', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const hub = await seedHub(h, ws.id, 'Main hub');
    const empty = await seedHub(h, ws.id, 'Empty hub');
    const first = await seedTour(h, ws.id, { hub: hub.id, publish: true });
    const second = await seedTour(h, ws.id, { hub: hub.publicId! });
    await seedTour(h, ws.id, { hub: hub.id, file: { template: true } });

    const list = await api.get('/v1/hubs?limit=1');
    expect(list.body.items.map((x: any) => x.id)).toEqual([empty.id]);
    const rest = await api.get(`/v1/hubs?limit=1&cursor=${list.body.nextCursor}`);
    expect(rest.body).toMatchObject({ items: [{ id: hub.id, tourCount: 2, publishedTourCount: 1 }], nextCursor: null });

    const one = await api.get(`/v1/hubs/${hub.publicId}`);
    expect(one.body).toEqual({
      id: hub.id,
      publicId: hub.publicId,
      name: 'Main hub',
      description: null,
      status: 'draft',
      startTourId: first.tour.id,
      tourCount: 2,
      publishedTourCount: 1,
      publishedAt: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      tourIds: [first.tour.id, second.tour.id],
    });
    expect((await api.get(`/v1/hubs/${hub.id}`)).body).toEqual(one.body);
    expect((await api.get(`/v1/tours/${second.tour.id}`)).body.hubId).toBe(hub.id);
    expect((await api.get('/v1/hubs/hb_nothing00')).status).toBe(404);
    expect((await (await ws.test()).get(`/v1/hubs/${hub.id}`)).status).toBe(404);
  });
});

describe('sandbox fixtures', () => {
  it('seed published, draft and video tours, a hub holding them and sittings of the last 30 days', async () => {
    const ws = await h.workspace({ seed: true });
    const api = await ws.test();
    const tours = (await api.get('/v1/tours')).body.items;
    expect(tours.length).toBeGreaterThanOrEqual(3);
    expect(tours.every((t: any) => /example/i.test(t.name))).toBe(true);
    expect(tours.some((t: any) => t.status === 'published')).toBe(true);
    expect(tours.some((t: any) => t.status === 'draft')).toBe(true);
    const docs = await Promise.all(tours.map(async (t: any) => (await api.get(`/v1/tours/${t.id}`)).body.document));
    expect(docs.some((d: any) => d.screens.some((s: any) => s.type === 'video'))).toBe(true);
    const hubs = (await api.get('/v1/hubs')).body.items;
    expect(hubs[0]).toMatchObject({ tourCount: 3, publishedTourCount: 2 });
    let sittings = 0;
    for (const t of tours) {
      const page = (await api.get(`/v1/tours/${t.id}/sittings?limit=200`)).body.items;
      sittings += page.length;
      expect(page.every((s: any) => s.source !== 'preview')).toBe(true);
    }
    expect(sittings).toBeGreaterThanOrEqual(30);
    const sandbox = (await api.get('/v1/sandbox')).body;
    expect(sandbox.fixtures).toMatchObject({ tours: 3, hubs: 1, sittings });
    // Every fixture tour passes lint, so each can be published as is.
    for (const t of tours) expect((await api.post(`/v1/tours/${t.id}/publish`)).status).toBe(201);
    // A reset wipes tours, hubs, revisions and sittings (they reference each other) and seeds them again.
    expect((await api.post('/v1/sandbox/reset')).status).toBe(200);
    // The same fixtures again, as new objects, with their seeded states (the publishing above is gone).
    const again = (await api.get('/v1/tours')).body.items;
    const nameAndStatus = (list: any[]) => list.map((t: any) => [t.name, t.status]).sort();
    expect(nameAndStatus(again)).toEqual(nameAndStatus(tours));
    expect(again.some((t: any) => tours.some((old: any) => old.id === t.id))).toBe(false);
    expect((await api.get('/v1/hubs')).body.items).toEqual([
      expect.objectContaining({ name: hubs[0].name, tourCount: 3, publishedTourCount: 2 }),
    ]);
  });
});
