import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { eventually } from '../webhooks/receiver.js';
import { emit } from '../webhooks/events.js';
import { revokeKey } from '../../src/platform/keys/service.js';
import { setPlanApi } from '../../src/platform/workspaces/service.js';
import type { StreamHub } from '../../src/resources/events/stream-hub.js';
import { HUB_KEY } from '../../src/resources/events/stream-events.js';

/**
 * An open event stream lasts five minutes; a key revoked meanwhile, or a plan
 * switched off, ends it within seconds, whether the change is made by this
 * process or heard from another one (the svc_auth notification).
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ config: { streamMaxSeconds: 300 } });
});
afterAll(() => h?.close());

const hub = () => h.deps.slots.get(HUB_KEY) as StreamHub;

/** Opens a stream and waits until the hub serves it; `ended` resolves with the response once the stream ends. */
async function openStream(key: string) {
  const before = hub().size;
  const ended = h.app.inject({
    method: 'GET',
    url: '/v1/events/stream?since=0',
    headers: { authorization: `Bearer ${key}` },
  });
  await eventually(() => expect(hub().size).toBe(before + 1));
  return { ended };
}

const endFrame = /event: end\nid: \d+\ndata: \{"lastId":"\d+"\}\n\n$/;

describe('event streams and key changes', () => {
  it('a revoked key ends its stream at once; other keys stream on', async () => {
    const ws = await h.workspace();
    await emit(h, ws.id, 2);
    const doomed = await ws.key();
    const kept = await ws.key();
    const closing = await openStream(doomed.key);
    const staying = await openStream(kept.key);
    await revokeKey(h.deps, doomed.id);
    const res = await closing.ended;
    expect(res.body).toMatch(endFrame);
    expect(res.body).toContain('event: visitor.identified\nid: 2\n');
    expect(hub().size).toBe(1);
    expect((await ws.client(doomed.key).get('/v1/events/stream')).status).toBe(401);
    await revokeKey(h.deps, kept.id);
    expect((await staying.ended).body).toMatch(endFrame);
  });

  it('a revocation made by another process (heard through svc_auth) ends the stream', async () => {
    const ws = await h.workspace();
    const key = await ws.key();
    const stream = await openStream(key.key);
    // Straight in the database, as `svc keys revoke` in another process does: only the notification tells this one.
    await h.db.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1', [key.id]);
    expect((await stream.ended).body).toMatch(endFrame);
  });

  it('a plan switched off ends every stream of the workspace; reconnecting is 403 plan-api-off', async () => {
    const ws = await h.workspace();
    const live = await ws.key({ mode: 'live' });
    const test = await ws.key({ mode: 'test' });
    const a = await openStream(live.key);
    const b = await openStream(test.key);
    await setPlanApi(h.deps, ws.id, false);
    expect((await a.ended).body).toMatch(endFrame);
    expect((await b.ended).body).toMatch(endFrame);
    expect((await ws.client(live.key).get('/v1/events/stream')).body).toMatchObject({
      status: 403,
      code: 'plan-api-off',
    });
    await setPlanApi(h.deps, ws.id, true);
  });
});
