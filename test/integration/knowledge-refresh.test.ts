import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { startTestSite, type TestSite } from './knowledge/site.js';
import { chunkIds, settle } from './knowledge/helpers.js';
import { ManualClock } from '../../src/clock.js';
import { addTextSource, createBase } from '../../src/resources/knowledge/service.js';
import { refreshDueJob } from '../../src/resources/knowledge/jobs.js';

// Business time starts in the past, so this file's bases are the only ones the
// scheduler finds due, even on a database other test files share.
const clock = new ManualClock('2020-03-02T08:00:00.000Z');
let h: Harness;
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
  h = await createHarness({ clock });
  h.deps.outbound = site.guard;
});
afterAll(async () => {
  await h?.close();
  await site?.close();
});

const HOUR = 3_600_000;
const runScheduler = () =>
  refreshDueJob(h.deps)({} as never, { workerId: 'test', signal: new AbortController().signal });

async function loadedSite() {
  const ws = await h.workspace();
  const api = await ws.live();
  const base = await h.db.tenantTx(ws.id, (tx) => createBase(h.deps, tx, { name: 'Docs', shared: true }));
  const source = (
    await api.post(`/v1/knowledge/bases/${base.id}/sources`, { url: `${site.origin}/docs/`, includeSubpages: true })
  ).body;
  await settle(h, ws.id);
  return { ws, api, baseId: base.id as string, sourceId: source.id as string };
}

describe('knowledge refresh', () => {
  it('re-reads with conditional requests and re-chunks only the changed page', async () => {
    site.pricingVersion = 1;
    const { ws, api, baseId, sourceId } = await loadedSite();
    const before = await chunkIds(h, ws.id, sourceId);
    expect(Object.keys(before).sort()).toEqual(['/docs/', '/docs/pricing', '/docs/setup']);

    // The start page (/docs/, with an ETag) is unchanged: the crawl must still reach its subpages.
    site.pricingVersion = 2;
    const mark = site.log.length;
    const res = await api.post(`/v1/knowledge/bases/${baseId}/refresh`);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ queued: true });
    expect((await api.get(`/v1/knowledge/sources/${sourceId}`)).body.status).toBe('pending');
    expect((await api.get(`/v1/knowledge/bases/${baseId}`)).body).toMatchObject({
      status: 'indexing',
      lastRefresh: { trigger: 'requested', finishedAt: null },
    });
    await settle(h, ws.id);

    const after = await chunkIds(h, ws.id, sourceId);
    expect(after['/docs/']).toEqual(before['/docs/']);
    expect(after['/docs/setup']).toEqual(before['/docs/setup']);
    expect(after['/docs/pricing']).not.toEqual(before['/docs/pricing']);
    expect(site.log.slice(mark).find((r) => r.path === '/docs/pricing')).toMatchObject({
      ifNoneMatch: '"pricing-v1"',
      status: 200,
    });
    const base = (await api.get(`/v1/knowledge/bases/${baseId}`)).body;
    expect(base).toMatchObject({
      status: 'active',
      lastRefresh: { trigger: 'requested', pagesRead: 3, pagesChanged: 1, pagesFailed: 0 },
    });
    expect(base.lastRefresh.finishedAt).not.toBeNull();
    const answer = await api.post('/v1/knowledge/ask', {
      question: 'What does the Pro plan cost per month?',
      baseIds: [baseId],
    });
    expect(answer.body.answer).toContain('now costs 60 euros');

    // Nothing changed: the pricing page answers 304 and no chunk moves.
    const again = site.log.length;
    await api.post(`/v1/knowledge/bases/${baseId}/refresh`);
    await settle(h, ws.id);
    expect(site.log.slice(again).find((r) => r.path === '/docs/pricing')).toMatchObject({
      ifNoneMatch: '"pricing-v2"',
      status: 304,
    });
    expect(await chunkIds(h, ws.id, sourceId)).toEqual(after);
    expect((await api.get(`/v1/knowledge/bases/${baseId}`)).body.lastRefresh).toMatchObject({
      pagesRead: 3,
      pagesChanged: 0,
    });
  });

  it('queues nothing for a base of text sources, and 404s for unknown bases', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const base = await h.db.tenantTx(ws.id, async (tx) => {
      const b = await createBase(h.deps, tx, { name: 'Texts', shared: true });
      await addTextSource(h.deps, tx, b.id, { title: 'Note', text: 'A short note about widgets.' });
      return b;
    });
    expect((await api.post(`/v1/knowledge/bases/${base.id}/refresh`)).body).toEqual({ queued: false });
    expect((await api.post(`/v1/knowledge/bases/${crypto.randomUUID()}/refresh`)).body).toMatchObject({
      status: 404,
      code: 'not-found',
    });
    expect((await api.get(`/v1/knowledge/sources?baseId=${base.id}`)).body.items[0]).toMatchObject({
      kind: 'text',
      status: 'loaded',
      url: null,
    });
  });

  it('changes the refresh mode and validates the interval', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const base = await h.db.tenantTx(ws.id, (tx) => createBase(h.deps, tx, { name: 'Modes', shared: true }));
    expect((await api.get(`/v1/knowledge/bases/${base.id}`)).body.refresh).toEqual({
      mode: 'auto',
      interval: null,
      nextCheckAt: new Date(clock.now().getTime() + 6 * HOUR).toISOString(),
    });
    const weekly = await api.patch(`/v1/knowledge/bases/${base.id}`, {
      refresh: { mode: 'scheduled', interval: 'weekly' },
    });
    expect(weekly.status).toBe(200);
    expect(weekly.body.refresh).toEqual({
      mode: 'scheduled',
      interval: 'weekly',
      nextCheckAt: new Date(clock.now().getTime() + 168 * HOUR).toISOString(),
    });
    expect((await api.patch(`/v1/knowledge/bases/${base.id}`, { refresh: { mode: 'off' } })).body.refresh).toEqual({
      mode: 'off',
      interval: null,
      nextCheckAt: null,
    });
    const bad: Array<[unknown, string]> = [
      [{ refresh: { mode: 'scheduled' } }, 'refresh.interval'],
      [{ refresh: { mode: 'auto', interval: 'daily' } }, 'refresh.interval'],
      [{ refresh: { mode: 'hourly' } }, 'refresh.mode'],
      [{ refresh: { mode: 'scheduled', interval: 'yearly' } }, 'refresh.interval'],
      [{}, 'refresh'],
    ];
    for (const [body, param] of bad) {
      const res = await api.patch(`/v1/knowledge/bases/${base.id}`, body);
      expect({ body, status: res.status, param: res.body.param }).toEqual({ body, status: 400, param });
    }
    expect((await api.get(`/v1/knowledge/bases/${base.id}`)).body.refresh.mode).toBe('off');
    expect((await api.patch(`/v1/knowledge/bases/${crypto.randomUUID()}`, { refresh: { mode: 'off' } })).status).toBe(
      404,
    );
  });

  it('runs auto watches and scheduled checks when due; off does nothing', async () => {
    site.pricingVersion = 1;
    const auto = await loadedSite();
    const scheduled = await loadedSite();
    const off = await loadedSite();
    await scheduled.api.patch(`/v1/knowledge/bases/${scheduled.baseId}`, {
      refresh: { mode: 'scheduled', interval: 'daily' },
    });
    await off.api.patch(`/v1/knowledge/bases/${off.baseId}`, { refresh: { mode: 'off' } });

    clock.advance(6 * HOUR + 60_000);
    await runScheduler();
    expect((await auto.api.get(`/v1/knowledge/sources/${auto.sourceId}`)).body.status).toBe('pending');
    expect((await scheduled.api.get(`/v1/knowledge/sources/${scheduled.sourceId}`)).body.status).toBe('loaded');
    const mark = site.log.length;
    await settle(h, auto.ws.id);
    // A watch re-reads the known pages, conditionally (bases of the tests above are watched too).
    const pricing = site.log.slice(mark).filter((r) => r.path === '/docs/pricing');
    expect(pricing.some((r) => r.status === 304 && r.ifNoneMatch === '"pricing-v1"')).toBe(true);
    expect((await auto.api.get(`/v1/knowledge/bases/${auto.baseId}`)).body.lastRefresh).toMatchObject({
      trigger: 'auto',
      pagesRead: 3,
      pagesChanged: 0,
    });

    clock.advance(18 * HOUR);
    await runScheduler();
    expect((await scheduled.api.get(`/v1/knowledge/sources/${scheduled.sourceId}`)).body.status).toBe('pending');
    await settle(h, scheduled.ws.id);
    expect((await scheduled.api.get(`/v1/knowledge/bases/${scheduled.baseId}`)).body.lastRefresh).toMatchObject({
      trigger: 'scheduled',
    });
    const offBase = (await off.api.get(`/v1/knowledge/bases/${off.baseId}`)).body;
    expect(offBase.lastRefresh.trigger).toBe('added');
    expect((await off.api.get(`/v1/knowledge/sources/${off.sourceId}`)).body.status).toBe('loaded');
  });
});
