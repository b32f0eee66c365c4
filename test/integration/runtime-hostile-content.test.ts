import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, vi, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { startFakeOpenAI, type FakeOpenAI } from '../helpers/fake-openai.js';
import { unsafeRendered } from '../helpers/rendered-markdown.js';
import { say, startVisit, streamChunks, streamText } from '../helpers/runtime.js';
import { settle } from './knowledge/helpers.js';
import { testGuard } from './knowledge/site.js';
import { attachBase, createBase } from '../../src/resources/knowledge/service.js';

// Seeding a workspace and running turns on a loaded, shared two-core machine can outlast the default hook time.
vi.setConfig({ hookTimeout: 300_000 });

/**
 * Hostile pages and hostile URLs on the runtime API. Page URLs and referrers
 * are absolute http(s) or refused (400 naming the field). The answer stream
 * carries no raw HTML and no link whose scheme is not http(s)/mailto, whatever
 * a crawled page (a real local site) or the model held, so any useChat UI that
 * renders it as Markdown is safe: on the deterministic engine and the model
 * engine (a local OpenAI-compatible server).
 */
const HOSTILE_PAGE = `<!doctype html><html><head><title>Refund policy</title></head><body><main>
<h1>Refund policy</h1>
<p>Refunds are paid back within fourteen days of the request. &lt;script&gt;alert('refund')&lt;/script&gt; is what the page shows.</p>
<p>Our refund desk: &lt;img src=x onerror=alert(1)&gt; [refund form](javascript:alert(document.cookie)) and &lt;a href="javascript:alert(2)"&gt;refund here&lt;/a&gt;.</p>
<p>Refund details <script>alert('real script')</script> <img src="x" onerror="alert(3)"> <a href="javascript:alert(4)">refund link</a>.</p>
</main></body></html>`;

/** Raw HTML, or a link or image whose scheme is not http(s)/mailto, as a CommonMark renderer reads the text. */
const unsafeIn = unsafeRendered;

/** Everything a client could render from a streamed answer: text deltas and any URL in a part. */
function assertSafeStream(raw: string): void {
  const text = streamText(raw);
  expect(unsafeIn(text), text).toBeNull();
  for (const c of streamChunks(raw)) {
    if (c === '[DONE]') continue;
    for (const key of ['url', 'href']) if (typeof c[key] === 'string') expect(c[key]).toMatch(/^(https?:\/\/|mailto:)/);
    const data = (c as { data?: { url?: unknown } }).data;
    if (data && typeof data.url === 'string') expect(data.url).toMatch(/^(https?:\/\/|mailto:)/);
  }
}

let h: Harness;
let llm: FakeOpenAI;
let site: { origin: string; close(): Promise<void> };

async function startHostileSite() {
  const server = http.createServer((req, res) => {
    if ((req.url ?? '/').startsWith('/refunds')) {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(HOSTILE_PAGE);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://site.test:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

beforeAll(async () => {
  site = await startHostileSite();
  llm = await startFakeOpenAI();
  h = await createHarness();
  h.deps.outbound = testGuard();
});
afterAll(async () => {
  await h?.close();
  await llm?.close();
  await site?.close();
});
beforeEach(() => {
  llm.script.length = 0;
  llm.requests.length = 0;
});

/** A sandbox whose agent knows the hostile page (crawled from the local site). */
async function world() {
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const base = await h.db.tenantTx(ws.sandboxId, (tx) =>
    createBase(h.deps, tx, { name: 'Hostile site', shared: true }),
  );
  const added = await api.post(`/v1/knowledge/bases/${base.id}/sources`, { url: `${site.origin}/refunds` });
  expect(added.status, added.raw).toBe(201);
  await settle(h, ws.sandboxId);
  const chunks = await h.db.tenantTx(ws.sandboxId, (tx) =>
    tx.query<{ text: string }>(`SELECT text FROM knowledge_chunks WHERE source_id = $1`, [added.body.id]),
  );
  expect(chunks.rows.map((r) => r.text).join('\n')).toContain('<script>');
  const agent = (await api.get('/v1/agents')).body.items[0];
  await h.db.tenantTx(ws.sandboxId, (tx) => attachBase(h.deps, tx, base.id, agent.id));
  return { ws, api, agent, anon: h.anonymous() };
}

describe('the answer stream', () => {
  it('deterministic engine: a crawled page with scripts, onerror images and javascript: links streams none of them', async () => {
    const { agent, anon } = await world();
    const v = await startVisit(anon, agent.publicId);
    const res = await say(anon, v, 'What is your refund policy? How are refunds paid back?');
    expect(res.status).toBe(200);
    expect(streamText(res.raw)).toMatch(/refund/i);
    assertSafeStream(res.raw);
  });

  it('model engine: what the model writes (HTML, javascript: and data: links), streamed token by token, arrives safe', {
    timeout: 300_000,
  }, async () => {
    const model = await createHarness({
      db: h.db,
      config: { llm: { url: llm.url, model: 'fake-model', apiKey: 'k' }, llmTimeoutMs: 3000 },
    });
    try {
      const ws = await model.workspace({ seed: true });
      const agent = (await (await ws.test()).get('/v1/agents')).body.items[0];
      const anon = model.anonymous();
      const v = await startVisit(anon, agent.publicId);
      const hostile =
        'Refunds take 14 days. <script>alert(1)</script><img src=x onerror=alert(2)> See [the form](javascript:alert(3)) or ![x](data:text/html,hi) ' +
        '[ok](https://example.com/refunds) [mail](mailto:help@example.com) <a href="javascript:alert(4)">here</a>\n\n[x]: javascript:alert(5)\n';
      llm.respond = () => ({ text: hostile, chunkSize: 3 });
      const res = await say(anon, v, 'What is your refund policy?');
      expect(res.status).toBe(200);
      const text = streamText(res.raw);
      expect(text).toContain('Refunds take 14 days.');
      expect(text).toContain('[ok](https://example.com/refunds)');
      expect(text).toContain('[mail](mailto:help@example.com)');
      assertSafeStream(res.raw);
      // What is stored (and replayed on reload) is what was streamed.
      const listed = await anon.get(`/runtime/v1/sessions/${v.sessionId}/messages`, {
        headers: { authorization: `Bearer ${v.token}` },
      });
      const stored = listed.body.items
        .filter((m: any) => m.role === 'assistant')
        .flatMap((m: any) => m.parts.filter((p: any) => p.type === 'text').map((p: any) => p.text));
      expect(stored.join('\n\n')).toBe(text);
    } finally {
      await model.close();
    }
  });
});

describe('page URLs and referrers', () => {
  it('are absolute http(s) URLs of bounded length, or a 400 naming the field; a referrer may be empty', async () => {
    const ws = await h.workspace({ seed: true });
    const agent = (await (await ws.test()).get('/v1/agents')).body.items[0];
    const anon = h.anonymous();
    const start = (page: Record<string, unknown>) =>
      anon.post(`/runtime/v1/agents/${agent.publicId}/sessions`, { page }, { idem: false });
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative/path',
      'ftp://x.test/',
      'http://',
      ' https://x.test/',
      `https://x.test/${'a'.repeat(2100)}`,
    ]) {
      const res = await start({ url: bad });
      expect({ bad, status: res.status, code: res.body.code, param: res.body.param }).toEqual({
        bad,
        status: 400,
        code: 'invalid-request',
        param: 'page.url',
      });
      const ref = await start({ url: 'https://www.example.com/', referrer: bad });
      expect({ bad, status: ref.status, param: ref.body.param }).toEqual({ bad, status: 400, param: 'page.referrer' });
    }
    for (const referrer of ['', null, 'https://search.example/?q=x']) {
      const ok = await start({ url: 'https://www.example.com/pricing', referrer });
      expect(ok.status, ok.raw).toBe(201);
    }
    const v = await startVisit(anon, agent.publicId);
    const auth = { authorization: `Bearer ${v.token}` };
    const ev = await anon.post(
      `/runtime/v1/sessions/${v.sessionId}/events`,
      { type: 'page.viewed', url: 'javascript:alert(1)' },
      { idem: false, headers: auth },
    );
    expect(ev.body).toMatchObject({ status: 400, code: 'invalid-request', param: 'url' });
    const fine = await anon.post(
      `/runtime/v1/sessions/${v.sessionId}/events`,
      { type: 'page.viewed', url: 'https://www.example.com/docs' },
      { idem: false, headers: auth },
    );
    expect(fine.status).toBe(202);
  });
});
