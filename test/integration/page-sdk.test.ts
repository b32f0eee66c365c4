import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { BUNDLE_SLOT } from '../../src/page-sdk/bundle.js';

let h: Harness;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-asset-'));
const file = path.join(dir, 'sdk.js');
beforeAll(async () => {
  h = await createHarness();
  h.deps.slots.set(BUNDLE_SLOT, file);
});
afterAll(async () => {
  await h?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}) => h.app.inject({ method: 'GET', url: '/sdk.js', headers });

describe('GET /sdk.js', () => {
  it('answers 404 with the error body while the SDK is not built', async () => {
    const res = await get();
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 404, code: 'not-found' });
  });

  it('serves the bundle with caching headers, an ETag, compression and 304 revalidation', async () => {
    const code = `(function(){var greeting=${JSON.stringify('hello '.repeat(200))};})();\n`;
    fs.writeFileSync(file, code);
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(code);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.headers['cache-control']).toMatch(/^public, max-age=300/);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['access-control-allow-origin']).toBe('*');
    expect(plain.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(plain.headers['x-content-type-options']).toBe('nosniff');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['x-ratelimit-resource']).toBe('default');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]{20,}"$/);

    const gz = await get({ 'accept-encoding': 'gzip, deflate' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(code);
    expect(gz.rawPayload.length).toBeLessThan(code.length / 5);
    const br = await get({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(code);
    expect((await get({ 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    expect((await get({ 'accept-encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    expect(gz.headers.etag).toBe(etag);

    for (const match of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await get({ 'if-none-match': match });
      expect(res.statusCode, match).toBe(304);
      expect(res.body).toBe('');
      expect(res.headers.etag).toBe(etag);
    }
    expect((await get({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('serves a rebuilt bundle with a new ETag', async () => {
    const before = String((await get()).headers.etag);
    fs.writeFileSync(file, '(function(){var rebuilt=true;})();\n');
    const future = new Date(Date.now() + 5000);
    fs.utimesSync(file, future, future);
    const after = await get({ 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('rebuilt');
    expect(after.headers.etag).not.toBe(before);
  });
});
