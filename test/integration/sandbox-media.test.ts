import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';

/**
 * The sandbox's example data loads nothing from outside the service (issue 25,
 * row 13): its tours' pictures, video screens and narration are served by the
 * service itself, and the fixtures name no host beyond the reserved example
 * domains (a visit's referrer, a recorded fact never fetched, aside).
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const FIXTURES = path.resolve(import.meta.dirname, '../../src/sandbox/fixtures');
/** RFC 2606 and 6761: names that can never be someone's host. */
const RESERVED = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/;

it('the fixtures load nothing by absolute URL and name no outside host (referrers, never fetched, aside)', () => {
  const found: string[] = [];
  for (const file of fs.readdirSync(FIXTURES).filter((f) => f.endsWith('.ts'))) {
    for (const line of fs.readFileSync(path.join(FIXTURES, file), 'utf8').split('\n')) {
      for (const m of line.matchAll(/\b([a-z][a-z0-9+.-]*):\/\/([^/'"`\s)]+)([^'"`\s)]*)/gi)) {
        const host = m[2]!.replace(/:\d+$/, '').toLowerCase();
        // What a browser loads (pictures, video, sound) comes from the service itself, never by an absolute URL,
        // even on a reserved name: media.example.com does not exist, and its pictures were broken.
        const loaded =
          /media|poster|narration|image|picture|src/i.test(line.slice(0, m.index) + host) ||
          /\.(png|jpe?g|gif|svg|webp|mp4|webm|mp3|wav|ogg)\b/i.test(m[3]!);
        if (!loaded && RESERVED.test(host)) continue;
        if (/\breferrer:\s*['"`]/.test(line.slice(0, m.index))) continue;
        found.push(`${file}: ${m[0]}`);
      }
    }
  }
  expect(found).toEqual([]);
});

it('serves every picture, video and narration of the example tours itself', async () => {
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const tours = (await api.get('/v1/tours?limit=100')).body.items;
  expect(tours.length).toBeGreaterThanOrEqual(3);
  const urls: string[] = [];
  for (const t of tours) {
    const doc = (await api.get(`/v1/tours/${t.id}?view=live`)).body.document;
    for (const s of doc.screens) urls.push(...[s.mediaUrl, s.posterUrl].filter(Boolean));
    for (const g of doc.guides) if (g.narrationUrl) urls.push(g.narrationUrl);
  }
  expect(urls.length).toBeGreaterThanOrEqual(10);
  const publicUrl = h.deps.config.publicUrl;
  for (const url of new Set(urls)) {
    expect(url.startsWith(`${publicUrl}/`), url).toBe(true);
    const res = await h.app.inject({ method: 'GET', url: url.slice(publicUrl.length) });
    expect(res.statusCode, url).toBe(200);
    expect(res.headers['content-type'], url).toMatch(/^(image\/svg\+xml|audio\/wav)/);
    expect(res.rawPayload.length, url).toBeGreaterThan(40);
  }
  expect((await h.app.inject({ method: 'GET', url: '/sandbox/media/nothing.svg' })).statusCode).toBe(404);
  expect((await h.app.inject({ method: 'GET', url: '/sandbox/media/..%2Fpackage.json' })).statusCode).toBe(404);
});
