import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { ManualClock } from '../../src/clock.js';
import { setPlanApi } from '../../src/platform/workspaces/service.js';
import { listKeys, revokeKey } from '../../src/platform/keys/service.js';

let h: Harness;
let clock: ManualClock;
beforeAll(async () => {
  clock = new ManualClock('2026-06-01T12:00:00.000Z');
  h = await createHarness({ clock });
});
afterAll(() => h?.close());

describe('HTTP conventions', () => {
  it('gives every response a fresh Request-Id, matching the error body', async () => {
    const api = await (await h.workspace()).live();
    const ok = await api.get('/v1/follow-ups');
    const missing = await api.get('/v1/no-such-thing');
    const unauth = await h.anonymous().get('/v1/follow-ups');
    const ids = [ok, missing, unauth].map((r) => r.headers['request-id']);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.body.requestId).toBe(missing.headers['request-id']);
    // A client cannot choose it.
    const forced = await api.get('/v1/follow-ups', { headers: { 'request-id': 'mine' } });
    expect(forced.headers['request-id']).not.toBe('mine');
  });

  it('says the mode of the key', async () => {
    const ws = await h.workspace();
    expect((await (await ws.live()).get('/v1/follow-ups')).headers['x-service-mode']).toBe('live');
    expect((await (await ws.test()).get('/v1/follow-ups')).headers['x-service-mode']).toBe('test');
  });

  it('answers unknown routes 404, wrong methods 405, big bodies 413, broken bodies 400', async () => {
    const api = await (await h.workspace()).live();
    expect((await api.get('/v1/nothing/here')).body).toMatchObject({ status: 404, code: 'not-found' });
    const wrong = await api.call('DELETE', '/v1/follow-ups');
    expect(wrong.body).toMatchObject({ status: 405, code: 'method-not-allowed' });
    expect(wrong.headers.allow).toBe('GET, HEAD');
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await api.get(`/v1/follow-ups/${id}/answer`)).status).toBe(405);
    const big = await api.post(`/v1/follow-ups/${id}/answer`, { answer: 'x'.repeat(1024 * 1024 + 10) });
    expect(big.body).toMatchObject({ status: 413, code: 'payload-too-large' });
    const broken = await api.call('POST', `/v1/follow-ups/${id}/answer`, '{"answer":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.body).toMatchObject({ status: 400, code: 'invalid-request', param: 'body' });
    const text = await api.call('POST', `/v1/follow-ups/${id}/answer`, 'answer=hi', {
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.body).toMatchObject({ status: 400, code: 'invalid-request' });
    const notObject = await api.post(`/v1/follow-ups/${id}/answer`, [1, 2]);
    expect(notObject.body).toMatchObject({ status: 400, code: 'invalid-request' });
  });

  it('ignores unknown request fields', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const res = await api.get('/v1/follow-ups?unknown=1&status=open');
    expect(res.status).toBe(200);
  });

  it('rate-limits per key with headers on every response; a 429 takes no token', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    let last: Awaited<ReturnType<typeof api.get>> | undefined;
    for (let i = 0; i < 60; i++) {
      last = await api.get('/v1/follow-ups');
      expect(last.status).toBe(200);
    }
    expect(last!.headers).toMatchObject({
      'x-ratelimit-limit': '60',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-resource': 'default',
    });
    expect(Number(last!.headers['x-ratelimit-reset'])).toBe(Math.ceil(clock.now().getTime() / 1000) + 60);
    const limited = await api.get('/v1/follow-ups');
    expect(limited.body).toMatchObject({ status: 429, code: 'rate-limited' });
    expect(limited.headers['retry-after']).toBe('1');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    for (let i = 0; i < 5; i++) expect((await api.get('/v1/follow-ups')).status).toBe(429);
    clock.advance(1000);
    expect((await api.get('/v1/follow-ups')).status).toBe(200);
    expect((await api.get('/v1/follow-ups')).status).toBe(429);
    // Another key of the same workspace has its own bucket.
    expect((await (await ws.live()).get('/v1/follow-ups')).status).toBe(200);
  });

  it('limits calls without a valid key per client address', async () => {
    const anon = h.anonymous();
    for (let i = 0; i < 60; i++)
      expect((await anon.get('/v1/follow-ups', { headers: { authorization: 'Bearer svc_live_nope' } })).status).toBe(
        401,
      );
    const limited = await anon.get('/v1/follow-ups', { headers: { authorization: 'Bearer svc_live_nope' } });
    expect(limited.body).toMatchObject({ status: 429, code: 'rate-limited' });
    expect((await h.anonymous().get('/v1/follow-ups')).status).toBe(401);
    clock.advance(1000);
  });

  it('checks key, then plan, then scope, then rate limit', async () => {
    const ws = await h.workspace();
    const narrow = await ws.key({ scopes: ['insights:read'] });
    const revoked = await ws.key({ scopes: ['insights:read'] });
    await revokeKey(h.deps, revoked.id);
    expect((await ws.client(revoked.key).get('/v1/follow-ups')).body.code).toBe('unauthorized');
    expect((await ws.client(narrow.key).get('/v1/follow-ups')).body.code).toBe('insufficient-scope');
    await setPlanApi(h.deps, ws.id, false);
    expect((await ws.client(narrow.key).get('/v1/follow-ups')).body.code).toBe('plan-api-off');
    await setPlanApi(h.deps, ws.id, true);
    // Scope is refused before the (empty) bucket is looked at.
    for (let i = 0; i < 65; i++) await ws.client(narrow.key).get('/v1/follow-ups');
    expect((await ws.client(narrow.key).get('/v1/follow-ups')).body.code).toBe('insufficient-scope');
    clock.advance(120_000);
  });

  it('records when a key was last used', async () => {
    const ws = await h.workspace();
    const key = await ws.key();
    expect((await listKeys(h.deps, ws.id)).find((k) => k.id === key.id)?.lastUsedAt).toBeNull();
    await ws.client(key.key).get('/v1/follow-ups');
    await h.deps.keyUsage.flush();
    expect((await listKeys(h.deps, ws.id)).find((k) => k.id === key.id)?.lastUsedAt).toBe(clock.now().toISOString());
  });
});
