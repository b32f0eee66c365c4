import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { seedTour } from './support/tours.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

async function setup(opts: Parameters<typeof seedTour>[2] = {}) {
  const ws = await h.workspace();
  const api = await ws.live();
  const t = await seedTour(h, ws.id, opts);
  return { ws, api, id: t.tour.id, t };
}

const spec = async (api: Client, id: string) => (await api.get(`/v1/tours/${id}/spec`)).body;
const live = async (api: Client, id: string) => (await api.get(`/v1/tours/${id}?view=live`)).body.document;

describe('getTourSpec', () => {
  it('reads the live rows with an opaque version', async () => {
    const { api, id, t } = await setup();
    const res = await api.get(`/v1/tours/${t.tour.publicId}/spec`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      tourId: id,
      version: t.version,
      spec: {
        tour: {
          id,
          publicId: t.tour.publicId,
          name: 'Test tour',
          description: 'for tests',
          mode: 'self_playing',
          display: null,
          transition: null,
        },
        screens: [
          { id: 's1', type: 'image', name: 'First', orderIndex: 0, durationSecs: null },
          { id: 's2', type: 'image', name: 'Second', orderIndex: 1, durationSecs: null },
          { id: 'v1', type: 'video', name: 'Clip', orderIndex: 2, durationSecs: 20 },
        ],
        steps: [
          {
            ref: 'a',
            screen: 's1',
            at: null,
            anchor: 'center',
            title: 'A',
            body: 'First step.',
            advance: 'click',
            advanceAfterSecs: null,
            narrate: false,
            openWhen: [],
          },
          {
            ref: 'b',
            screen: 's2',
            at: null,
            anchor: 'center',
            title: 'B',
            body: 'Second step.',
            advance: 'click',
            advanceAfterSecs: null,
            narrate: false,
            openWhen: [],
          },
          {
            ref: 'c',
            screen: 'v1',
            at: 5,
            anchor: 'center',
            title: 'C',
            body: 'Third step.',
            advance: 'click',
            advanceAfterSecs: null,
            narrate: true,
            openWhen: [],
          },
        ],
      },
    });
    expect((await api.get('/v1/tours/00000000-0000-4000-8000-000000000000/spec')).status).toBe(404);
  });
});

describe('proposeTourSpec', () => {
  it('diffs by ref (added, removed, changed, reordered) and writes nothing', async () => {
    const { api, id, t } = await setup({
      file: {
        steps: [
          { ref: 'a', screen: 's1', title: 'A', body: 'First.' },
          { ref: 'a2', screen: 's1', title: 'A2', body: 'Second on s1.' },
          { ref: 'b', screen: 's2', title: 'B', body: 'On s2.' },
          { ref: 'c', screen: 'v1', at: 5, title: 'C', body: 'On the clip.' },
        ],
      },
    });
    const before = await spec(api, id);
    const res = await api.post(`/v1/tours/${id}/propose`, {
      spec: {
        steps: [
          { ref: 'a2' },
          { ref: 'a', title: 'A renamed', anchor: { region: [0.1, 0.2, 0.3, 0.4] } },
          { ref: 'c', at: 7 },
          { ref: 'new', screen: 's2', body: 'Inserted.' },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tourId: id, baseVersion: t.version, applicable: true });
    expect(res.body.diff).toEqual({
      added: [
        {
          ref: 'new',
          screen: 's2',
          at: null,
          anchor: 'center',
          title: '',
          body: 'Inserted.',
          advance: 'click',
          advanceAfterSecs: null,
          narrate: false,
          openWhen: [],
        },
      ],
      removed: [
        {
          ref: 'b',
          screen: 's2',
          at: null,
          anchor: 'center',
          title: 'B',
          body: 'On s2.',
          advance: 'click',
          advanceAfterSecs: null,
          narrate: false,
          openWhen: [],
        },
      ],
      changed: [
        {
          ref: 'a',
          fields: {
            title: { old: 'A', new: 'A renamed' },
            anchor: { old: 'center', new: { region: [0.1, 0.2, 0.3, 0.4] } },
          },
        },
        { ref: 'c', fields: { at: { old: 5, new: 7 } } },
      ],
      reordered: [{ screen: 's1', before: ['a', 'a2'], after: ['a2', 'a'] }],
    });
    expect(res.body.spec.steps.map((s: any) => s.ref)).toEqual(['a2', 'a', 'new', 'c']);
    expect(res.body.problems).toEqual([]);
    expect(await spec(api, id)).toEqual(before);
  });

  it('reports an empty diff for the current spec, and is not applicable while an error remains', async () => {
    const { api, id } = await setup();
    const current = await spec(api, id);
    const same = await api.post(`/v1/tours/${id}/propose`, { spec: current.spec });
    expect(same.body).toMatchObject({
      diff: { added: [], removed: [], changed: [], reordered: [] },
      problems: [],
      applicable: true,
    });
    expect(same.body.spec).toEqual(current.spec);
    const bad = await api.post(`/v1/tours/${id}/propose`, {
      spec: { steps: [{ ref: 'a', body: '' }, { ref: 'b' }, { ref: 'c' }] },
    });
    expect(bad.body.applicable).toBe(false);
    expect(bad.body.problems).toEqual([
      { path: 'steps[0].body', code: 'empty', message: expect.any(String), severity: 'error' },
    ]);
  });

  it('refuses malformed specs with 400 invalid-request', async () => {
    const { api, id } = await setup();
    const cases: Array<[unknown, string]> = [
      [{}, 'spec'],
      [{ spec: {} }, 'spec.steps'],
      [{ spec: { steps: [{ ref: 'a', title: 42 }] } }, 'spec.steps[0].title'],
      [{ spec: { steps: [{ ref: 'a', advance: 'later' }] } }, 'spec.steps[0].advance'],
      [{ spec: { steps: [{ ref: 'a', at: -1 }] } }, 'spec.steps[0].at'],
      [{ spec: { steps: [{ ref: 'a', body: 'x\u0000y' }] } }, 'spec.steps[0].body'],
    ];
    for (const [body, param] of cases) {
      expect((await api.post(`/v1/tours/${id}/propose`, body)).body, param).toMatchObject({
        status: 400,
        code: 'invalid-request',
        param,
      });
    }
    for (const anchor of ['left', { region: [0, 0, 2, 1] }, { region: [0, 0, 1] }, { element: '' }, {}]) {
      const res = await api.post(`/v1/tours/${id}/propose`, { spec: { steps: [{ ref: 'a', anchor }] } });
      expect(res.body, JSON.stringify(anchor)).toMatchObject({ status: 400, code: 'invalid-request' });
    }
  });
});

describe('applyTourSpec', () => {
  it('merges existing refs field by field, inserts, deletes, reorders per screen and keeps unwritten fields', async () => {
    const { api, id, t } = await setup({
      file: {
        steps: [
          { ref: 'a', screen: 's1', title: 'A', body: 'First.', openWhen: ['start'], anchor: { element: '#a' } },
          { ref: 'a2', screen: 's1', title: 'A2', body: 'Also s1.' },
          { ref: 'b', screen: 's2', title: 'B', body: 'Goes away.' },
          { ref: 'c', screen: 'v1', at: 5, title: 'C', body: 'Clip.', advance: 'auto', advanceAfterSecs: 4 },
        ],
      },
    });
    const res = await api.put(`/v1/tours/${id}/spec`, {
      spec: {
        steps: [
          { ref: 'c', title: 'C renamed', at: null },
          { ref: 'a2' },
          { ref: 'a', body: 'First, reworded.' },
          { ref: 'd', screen: 's2', body: 'New step.', narrate: true },
        ],
      },
      baseVersion: t.version,
    });
    expect(res.status).toBe(200);
    expect(res.body.tourId).toBe(id);
    expect(res.body.version).not.toBe(t.version);
    expect(res.body.problems).toEqual([
      { path: 'steps[2].anchor', code: 'unverified-selector', message: expect.any(String), severity: 'warning' },
    ]);
    const expected = [
      {
        ref: 'a2',
        screen: 's1',
        at: null,
        anchor: 'center',
        title: 'A2',
        body: 'Also s1.',
        advance: 'click',
        advanceAfterSecs: null,
        narrate: false,
        openWhen: [],
      },
      {
        ref: 'a',
        screen: 's1',
        at: null,
        anchor: { element: '#a' },
        title: 'A',
        body: 'First, reworded.',
        advance: 'click',
        advanceAfterSecs: null,
        narrate: false,
        openWhen: ['start'],
      },
      {
        ref: 'd',
        screen: 's2',
        at: null,
        anchor: 'center',
        title: '',
        body: 'New step.',
        advance: 'click',
        advanceAfterSecs: null,
        narrate: true,
        openWhen: [],
      },
      {
        ref: 'c',
        screen: 'v1',
        at: null,
        anchor: 'center',
        title: 'C renamed',
        body: 'Clip.',
        advance: 'auto',
        advanceAfterSecs: 4,
        narrate: false,
        openWhen: [],
      },
    ];
    expect(res.body.spec.steps).toEqual(expected);
    const read = await spec(api, id);
    expect(read.version).toBe(res.body.version);
    expect(read.spec.steps).toEqual(expected);
    // The version changes on every apply, even one that changes nothing.
    const again = await api.put(`/v1/tours/${id}/spec`, { spec: read.spec, baseVersion: read.version });
    expect(again.status).toBe(200);
    expect(again.body.version).not.toBe(read.version);
    expect(again.body.spec).toEqual(read.spec);
  });

  it('deletes every step when the spec lists none', async () => {
    const { api, id, t } = await setup();
    const res = await api.put(`/v1/tours/${id}/spec`, { spec: { steps: [] }, baseVersion: t.version });
    expect(res.body.spec.steps).toEqual([]);
    expect(res.body.problems.map((p: any) => [p.path, p.code])).toEqual([
      ['screens[0]', 'screen-no-steps'],
      ['screens[1]', 'screen-no-steps'],
      ['screens[2]', 'screen-no-steps'],
    ]);
  });

  it('never regenerates narration: an unchanged body keeps its recording, a changed body drops it', async () => {
    const { api, id, t } = await setup({
      file: {
        steps: [
          { ref: 'a', screen: 's1', body: 'Narrated.', narrate: true, narration: { url: '/media/a.mp3' } },
          { ref: 'b', screen: 's2', body: 'Narrated too.', narrate: true, narration: { url: '/media/b.mp3' } },
          {
            ref: 'c',
            screen: 'v1',
            body: 'Own script.',
            narrate: true,
            narration: { url: '/media/c.mp3', text: 'A script a person wrote.' },
          },
        ],
      },
    });
    const urls = async () => (await live(api, id)).guides.map((g: any) => [g.ref, g.narrationUrl]);
    const res = await api.put(`/v1/tours/${id}/spec`, {
      spec: {
        steps: [
          { ref: 'a', title: 'Only the title changes', body: 'Narrated.' },
          { ref: 'b', body: 'Reworded.' },
          { ref: 'c', body: 'Reworded as well.' },
        ],
      },
      baseVersion: t.version,
    });
    expect(res.status).toBe(200);
    expect(await urls()).toEqual([
      ['a', 'http://127.0.0.1:8080/media/a.mp3'],
      ['b', null],
      ['c', 'http://127.0.0.1:8080/media/c.mp3'],
    ]);
    // Turning narration off hides the recording; turning it back on shows the same one (nothing is regenerated).
    const v2 = res.body.version;
    const off = await api.put(`/v1/tours/${id}/spec`, {
      spec: { steps: [{ ref: 'a', narrate: false }, { ref: 'b' }, { ref: 'c' }] },
      baseVersion: v2,
    });
    expect((await urls())[0]).toEqual(['a', null]);
    await api.put(`/v1/tours/${id}/spec`, {
      spec: { steps: [{ ref: 'a', narrate: true }, { ref: 'b' }, { ref: 'c' }] },
      baseVersion: off.body.version,
    });
    expect((await urls())[0]).toEqual(['a', 'http://127.0.0.1:8080/media/a.mp3']);
  });

  it('answers 409 stale with currentVersion when baseVersion is not current, and writes nothing', async () => {
    const { api, id, t } = await setup();
    const first = await api.put(`/v1/tours/${id}/spec`, {
      spec: { steps: [{ ref: 'a', title: 'One' }, { ref: 'b' }, { ref: 'c' }] },
      baseVersion: t.version,
    });
    expect(first.status).toBe(200);
    const second = await api.put(`/v1/tours/${id}/spec`, {
      spec: { steps: [{ ref: 'a', title: 'Two' }] },
      baseVersion: t.version,
    });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ status: 409, code: 'stale', currentVersion: first.body.version });
    const after = await spec(api, id);
    expect(after.version).toBe(first.body.version);
    expect(after.spec.steps.map((s: any) => s.title)).toEqual(['One', 'B', 'C']);
    expect((await api.put(`/v1/tours/${id}/spec`, { spec: { steps: [] }, baseVersion: 'made-up' })).body.code).toBe(
      'stale',
    );
  });

  it('answers 400 lint-failed with problems on lint errors, and writes nothing', async () => {
    const { api, id, t } = await setup();
    const res = await api.put(`/v1/tours/${id}/spec`, {
      spec: {
        steps: [
          { ref: 'a', screen: 's2' },
          { ref: 'b', title: 'Our demo' },
          { ref: 'c', at: 30 },
          { ref: 'x', screen: 's1', body: 'ok', anchor: { element: '.x' } },
        ],
      },
      baseVersion: t.version,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('lint-failed');
    expect(res.body.problems.map((p: any) => [p.path, p.code, p.severity])).toEqual([
      ['steps[0].screen', 'screen-moved', 'error'],
      ['steps[1].title', 'vocab-demo', 'error'],
      ['steps[2].at', 'at-past-end', 'error'],
      ['steps[3].anchor', 'unverified-selector', 'warning'],
    ]);
    const after = await spec(api, id);
    expect(after.version).toBe(t.version);
    expect(after.spec.steps.map((s: any) => s.ref)).toEqual(['a', 'b', 'c']);
  });

  it('requires an Idempotency-Key, replays a retry and refuses the key for another request', async () => {
    const { api, id, t } = await setup();
    const body = { spec: { steps: [{ ref: 'a', title: 'Once' }, { ref: 'b' }, { ref: 'c' }] }, baseVersion: t.version };
    expect((await api.put(`/v1/tours/${id}/spec`, body, { idem: false })).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
      param: 'Idempotency-Key',
    });
    const first = await api.put(`/v1/tours/${id}/spec`, body, { idem: 'apply-1' });
    const retry = await api.put(`/v1/tours/${id}/spec`, body, { idem: 'apply-1' });
    expect(retry.status).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await spec(api, id)).version).toBe(first.body.version);
    const other = await api.put(
      `/v1/tours/${id}/spec`,
      { ...body, baseVersion: first.body.version },
      { idem: 'apply-1' },
    );
    expect(other.body).toMatchObject({ status: 409, code: 'idempotency-mismatch' });
    // A stored 409 stale replays as such.
    const stale1 = await api.put(`/v1/tours/${id}/spec`, body, { idem: 'apply-2' });
    const stale2 = await api.put(`/v1/tours/${id}/spec`, body, { idem: 'apply-2' });
    expect(stale1.body.code).toBe('stale');
    expect(stale2.headers['idempotent-replayed']).toBe('true');
    expect(stale2.body.currentVersion).toBe(first.body.version);
  });

  it('lets one of two concurrent applies on the same version win', async () => {
    const { api, id, t } = await setup();
    const results = await Promise.all(
      ['x', 'y'].map((title) =>
        api.put(`/v1/tours/${id}/spec`, {
          spec: { steps: [{ ref: 'a', title }, { ref: 'b' }, { ref: 'c' }] },
          baseVersion: t.version,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    expect((await spec(api, id)).version).toBe(winner.body.version);
  });
});

describe('publishTour', () => {
  it('freezes the live rows as numbered revisions that later applies do not change', async () => {
    const { ws, api, id, t } = await setup();
    const first = await api.post(`/v1/tours/${id}/publish`);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      tourId: id,
      publicId: t.tour.publicId,
      revisionId: expect.any(String),
      publishedVersion: 1,
      publishedAt: expect.any(String),
    });
    const tour = (await api.get(`/v1/tours/${id}`)).body;
    expect(tour).toMatchObject({ status: 'published', publishedAt: first.body.publishedAt });

    const current = await spec(api, id);
    await api.put(`/v1/tours/${id}/spec`, {
      spec: { steps: [{ ref: 'a', title: 'After publish' }, { ref: 'c' }] },
      baseVersion: current.version,
    });
    const served = (await api.get(`/v1/tours/${id}`)).body.document;
    expect(served.publishedVersion).toBe(1);
    expect(served.guides.map((g: any) => [g.ref, g.title])).toEqual([
      ['a', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    expect((await h.anonymous().get(`/v1/tours/${t.tour.publicId}`)).body.document).toEqual(served);

    const second = await api.post(`/v1/tours/${id}/publish`);
    expect(second.body).toMatchObject({ publishedVersion: 2 });
    expect(second.body.revisionId).not.toBe(first.body.revisionId);
    const now = (await api.get(`/v1/tours/${id}`)).body.document;
    expect(now.publishedVersion).toBe(2);
    expect(now.guides.map((g: any) => [g.ref, g.title])).toEqual([
      ['a', 'After publish'],
      ['c', 'C'],
    ]);
    // Version numbers count per tour.
    const other = await seedTour(h, ws.id);
    expect((await api.post(`/v1/tours/${other.tour.id}/publish`)).body.publishedVersion).toBe(1);
  });

  it('replays with the same key (no second revision) and needs a key', async () => {
    const { api, id } = await setup();
    expect((await api.post(`/v1/tours/${id}/publish`, undefined, { idem: false })).body).toMatchObject({
      code: 'invalid-request',
      param: 'Idempotency-Key',
    });
    const a = await api.post(`/v1/tours/${id}/publish`, undefined, { idem: 'pub-1' });
    const b = await api.post(`/v1/tours/${id}/publish`, undefined, { idem: 'pub-1' });
    expect(b.status).toBe(201);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(b.body).toEqual(a.body);
    expect((await api.post(`/v1/tours/${id}/publish`)).body.publishedVersion).toBe(2);
  });

  it('refuses live rows with lint errors (400 lint-failed) and publishes nothing', async () => {
    const { ws, api, id } = await setup();
    // Rows written before a rule existed (or by hand) can break lint; apply cannot produce them.
    await h.db.tenantTx(ws.id, (tx) =>
      tx.query(`UPDATE tour_steps SET body = '' WHERE tour_id = $1 AND ref = 'b'`, [id]),
    );
    const res = await api.post(`/v1/tours/${id}/publish`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'lint-failed',
      problems: [{ path: 'steps[1].body', code: 'empty', severity: 'error' }],
    });
    expect((await api.get(`/v1/tours/${id}`)).body).toMatchObject({ status: 'draft', publishedAt: null });
  });
});
