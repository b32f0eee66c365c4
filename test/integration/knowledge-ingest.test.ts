import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { startTestSite, type TestSite } from './knowledge/site.js';
import { settle } from './knowledge/helpers.js';
import { createBase } from '../../src/resources/knowledge/service.js';

let h: Harness;
let site: TestSite;

beforeAll(async () => {
  site = await startTestSite();
  h = await createHarness();
  h.deps.outbound = site.guard;
});
afterAll(async () => {
  await h?.close();
  await site?.close();
});

async function world(): Promise<{ ws: TestWorkspace; api: Client; baseId: string; drain: () => Promise<void> }> {
  const ws = await h.workspace();
  const base = await h.db.tenantTx(ws.id, (tx) => createBase(h.deps, tx, { name: 'Site', shared: true }));
  return { ws, api: await ws.live(), baseId: base.id, drain: () => settle(h, ws.id) };
}

async function chunkTexts(
  tenant: string,
  sourceId: string,
): Promise<Array<{ id: string; url: string; text: string; title: string }>> {
  const res = await h.db.tenantTx(tenant, (tx) =>
    tx.query<{ id: string; url: string; text: string; title: string }>(
      `SELECT id, url, text, title FROM knowledge_chunks WHERE source_id = $1 ORDER BY url, chunk_index`,
      [sourceId],
    ),
  );
  return res.rows;
}

describe('knowledge ingestion from a real website', () => {
  it('reads a page and its subpages: main content only, robots.txt obeyed, same host and folder', async () => {
    const { ws, api, baseId, drain } = await world();
    const added = await api.post(`/v1/knowledge/bases/${baseId}/sources`, {
      url: `${site.origin}/docs/`,
      includeSubpages: true,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      baseId,
      kind: 'url',
      status: 'pending',
      error: null,
      url: `${site.origin}/docs/`,
    });
    expect((await api.get(`/v1/knowledge/bases/${baseId}`)).body.status).toBe('indexing');

    await drain();
    const source = (await api.get(`/v1/knowledge/sources/${added.body.id}`)).body;
    expect(source).toMatchObject({ status: 'loaded', error: null, name: 'Acme Widget Guide', kind: 'url' });
    const chunks = await chunkTexts(ws.id, added.body.id);
    const urls = [...new Set(chunks.map((c) => new URL(c.url).pathname))].sort();
    // The blog is outside /docs/, the private area is disallowed, the partner is another host.
    expect(urls).toEqual(['/docs/', '/docs/pricing', '/docs/setup']);
    const all = chunks.map((c) => c.text).join('\n');
    expect(all).toContain('Mount the widget on an inside wall');
    for (const chrome of ['We use cookies', 'Copyright Acme', 'Popular posts', 'Acme Home', 'swordfish', 'picnic'])
      expect(all).not.toContain(chrome);
    expect(site.log.some((r) => r.path === '/private/secret')).toBe(false);
    expect(chunks.find((c) => c.url.endsWith('/docs/setup'))?.title).toBe('Setup guide');

    const base = (await api.get(`/v1/knowledge/bases/${baseId}`)).body;
    expect(base).toMatchObject({
      status: 'active',
      lastRefresh: { trigger: 'added', pagesRead: 3, pagesChanged: 3, pagesFailed: 0 },
    });
    expect(base.lastRefresh.finishedAt).not.toBeNull();
    expect(base.sources).toEqual([expect.objectContaining({ id: added.body.id, status: 'loaded' })]);

    // Each section is its own chunk: pairing is the setup page's second.
    const hit = await api.post('/v1/knowledge/retrieve', { query: 'how do I pair the widget', baseIds: [baseId] });
    expect(hit.body.results[0]).toMatchObject({
      sourceId: added.body.id,
      sourceTitle: 'Setup guide',
      url: `${site.origin}/docs/setup`,
      chunkIndex: 1,
    });
    expect(hit.body.results[0].text).toMatch(/^Pairing\nHold the pairing button/);
    const secret = await api.post('/v1/knowledge/retrieve', { query: 'secret launch code swordfish' });
    expect(secret.status).toBe(200);
    expect(secret.body.results.some((r: any) => r.text.includes('swordfish'))).toBe(false);
  });

  it('reads a sitemap index with a gzip sitemap; bad pages are skipped and counted', async () => {
    const { ws, api, baseId, drain } = await world();
    const added = await api.post(`/v1/knowledge/bases/${baseId}/sources`, { url: `${site.origin}/sitemap_index.xml` });
    expect(added.body).toMatchObject({ kind: 'sitemap', status: 'pending' });
    await drain();
    const source = (await api.get(`/v1/knowledge/sources/${added.body.id}`)).body;
    expect(source).toMatchObject({ kind: 'sitemap', status: 'loaded', error: null });
    const urls = [...new Set((await chunkTexts(ws.id, added.body.id)).map((c) => new URL(c.url).pathname))].sort();
    expect(urls).toEqual(['/docs/faq.md', '/docs/notes.txt', '/docs/pricing', '/docs/setup']);
    const base = (await api.get(`/v1/knowledge/bases/${baseId}`)).body;
    // 404 and the page over the size limit failed; the disallowed page was never requested.
    expect(base.lastRefresh).toMatchObject({ pagesRead: 4, pagesChanged: 4, pagesFailed: 2 });
    expect(site.log.some((r) => r.path === '/private/secret')).toBe(false);
    const md = await api.post('/v1/knowledge/retrieve', { query: 'battery replacement', baseIds: [baseId], limit: 1 });
    expect(md.body.results[0]).toMatchObject({ sourceTitle: 'Widget FAQ' });
    expect(md.body.results[0].text).toContain('Batteries');
  });

  it('ends failed with a human-readable error, and follows redirects', async () => {
    const { api, baseId, drain } = await world();
    const cases: Array<[string, RegExp]> = [
      [`${site.origin}/docs/missing`, /404 Not Found/],
      ['http://missing.test/page', /DNS failure/],
      [`${site.origin}/files/report.pdf`, /Not HTML.*application\/pdf/],
      [`${site.origin}/docs/huge`, /Too large/],
      [`${site.origin}/private/secret`, /robots\.txt disallows/],
      [`${site.origin}/notes.xml`, /Not HTML.*XML that is not a sitemap/],
      ['http://intranet.test/wiki', /private, loopback or reserved.*SVC_OUTBOUND_ALLOW/],
    ];
    const ids: string[] = [];
    for (const [url] of cases) ids.push((await api.post(`/v1/knowledge/bases/${baseId}/sources`, { url })).body.id);
    const redirect = await api.post(`/v1/knowledge/bases/${baseId}/sources`, { url: `${site.origin}/old-guide` });
    await drain();
    for (const [i, [url, error]] of cases.entries()) {
      const s = (await api.get(`/v1/knowledge/sources/${ids[i]}`)).body;
      expect({ url, status: s.status }).toEqual({ url, status: 'failed' });
      expect(s.error).toMatch(error);
    }
    expect((await api.get(`/v1/knowledge/sources/${redirect.body.id}`)).body).toMatchObject({
      status: 'loaded',
      name: 'Setup guide',
    });
    const base = (await api.get(`/v1/knowledge/bases/${baseId}`)).body;
    expect(base.status).toBe('active');
    expect(base.sources.map((s: any) => s.id).sort()).toEqual([...ids, redirect.body.id].sort());
  });

  it('refuses private address literals and non-http URLs when a source is added', async () => {
    const { api, baseId } = await world();
    for (const url of [
      'http://10.0.0.8/',
      'http://169.254.169.254/latest/meta-data',
      'ftp://site.test/x',
      'http://user:pw@site.test/',
      'not a url',
    ]) {
      const res = await api.post(`/v1/knowledge/bases/${baseId}/sources`, { url });
      expect({ url, status: res.status, code: res.body.code, param: res.body.param }).toEqual({
        url,
        status: 400,
        code: 'invalid-request',
        param: 'url',
      });
    }
    expect((await api.post(`/v1/knowledge/bases/${baseId}/sources`, {})).body).toMatchObject({
      status: 400,
      param: 'url',
    });
    expect(
      (await api.post(`/v1/knowledge/bases/${baseId}/sources`, { url: `${site.origin}/`, includeSubpages: 'yes' }))
        .body,
    ).toMatchObject({ param: 'includeSubpages' });
    expect(
      (await api.post(`/v1/knowledge/bases/${crypto.randomUUID()}/sources`, { url: `${site.origin}/` })).status,
    ).toBe(404);
    expect((await api.get(`/v1/knowledge/sources?baseId=${baseId}`)).body.items).toEqual([]);
  });

  it('marks the base failed when every source failed', async () => {
    const { api, baseId, drain } = await world();
    await api.post(`/v1/knowledge/bases/${baseId}/sources`, { url: `${site.origin}/docs/missing` });
    await drain();
    expect((await api.get('/v1/knowledge/bases')).body.items.find((b: any) => b.id === baseId)).toMatchObject({
      status: 'failed',
      sources: { total: 1, pending: 0, indexing: 0, loaded: 0, failed: 1 },
    });
  });
});
