import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { Client } from '../helpers/client.js';
import { eventually } from '../webhooks/receiver.js';
import { revokeKey } from '../../src/platform/keys/service.js';
import { setPlanApi } from '../../src/platform/workspaces/service.js';

/**
 * Two server "processes" on one database, each with its own key cache. A change
 * made through one must reach the other through the database's notification,
 * long before the cache's 30-second lifetime would have ended it.
 */
let a: Harness;
let b: Harness;
beforeAll(async () => {
  a = await createHarness();
  b = await createHarness({ db: a.db });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('cached keys', () => {
  it('a key revoked by another process is refused within moments', async () => {
    const ws = await a.workspace();
    const k = await ws.key();
    const onB = new Client(b.app, k.key);
    expect((await onB.get('/v1/follow-ups')).status).toBe(200);
    expect((await onB.get('/v1/follow-ups')).status).toBe(200);
    await revokeKey(a.deps, k.id);
    // The process that revoked refuses at once.
    expect((await new Client(a.app, k.key).get('/v1/follow-ups')).status).toBe(401);
    await eventually(async () => expect((await onB.get('/v1/follow-ups')).status).toBe(401), 5000);
  });

  it('a change written by any tool straight into the database reaches every process', async () => {
    const ws = await a.workspace();
    const k = await ws.key();
    const onA = new Client(a.app, k.key);
    const onB = new Client(b.app, k.key);
    expect((await onA.get('/v1/follow-ups')).status).toBe(200);
    expect((await onB.get('/v1/follow-ups')).status).toBe(200);
    await a.db.query(`UPDATE api_keys SET revoked_at = now() WHERE id = $1`, [k.id]);
    await eventually(async () => {
      expect((await onA.get('/v1/follow-ups')).status).toBe(401);
      expect((await onB.get('/v1/follow-ups')).status).toBe(401);
    }, 5000);
  });

  it('switching the plan off applies to cached keys of every process', async () => {
    const ws = await a.workspace();
    const k = await ws.key();
    const onB = new Client(b.app, k.key);
    expect((await onB.get('/v1/follow-ups')).status).toBe(200);
    await setPlanApi(a.deps, ws.id, false);
    expect((await new Client(a.app, k.key).get('/v1/follow-ups')).body.code).toBe('plan-api-off');
    await eventually(async () => expect((await onB.get('/v1/follow-ups')).body.code).toBe('plan-api-off'), 5000);
  });

  it('recording usage does not empty the caches', async () => {
    const ws = await a.workspace();
    const k = await ws.key();
    const onB = new Client(b.app, k.key);
    expect((await onB.get('/v1/follow-ups')).status).toBe(200);
    await b.deps.keyUsage.flush();
    let cleared = false;
    const real = b.deps.authCache.clear.bind(b.deps.authCache);
    b.deps.authCache.clear = () => {
      cleared = true;
      real();
    };
    try {
      await a.db.query(`UPDATE api_keys SET last_used_at = now() WHERE id = $1`, [k.id]);
      await new Promise((r) => setTimeout(r, 300));
      expect(cleared).toBe(false);
    } finally {
      b.deps.authCache.clear = real;
    }
  });
});
