import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dbKind, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { emit } from '../webhooks/events.js';
import { receiverGuide } from '../webhooks/readme.js';
import { killWorkers, startWorkerProcess } from '../webhooks/spawn-worker.js';
import { eventually, startReceiver, type Answer, type Received, type Receiver } from '../webhooks/receiver.js';
import { OutboundGuard } from '../../src/platform/outbound/guard.js';
import { fanOut } from '../../src/resources/webhooks/delivery/fanout.js';
import { claimDue } from '../../src/resources/webhooks/delivery/queue.js';
import type { Worker } from '../../src/platform/jobs/worker.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { systemClock } from '../../src/clock.js';

/**
 * Deliveries made by real workers to real receivers on 127.0.0.1. Retries are
 * 50 ms apart, so retry and pause paths run in seconds. Attempts keep a timeout
 * of seconds: on a busy machine a receiver in this process may answer late, and
 * a timed-out attempt is (rightly) made again. Tests here run one at a time and
 * each stops its workers, so no other worker of this file sends while a test watches.
 */
const FAST = { outboundAllow: ['127.0.0.1'], webhookRetryDelays: [0.05, 0.05, 0.05, 0.05], webhookTimeoutMs: 5000 };

/** Every request a receiver saw is an attempt the log counts: no attempt was ever sent twice. */
function expectOneRequestPerAttempt(r: Receiver, log: Array<{ id: string; attempts: number }>) {
  const sent = new Map<string, number>();
  for (const q of r.requests) sent.set(q.deliveryId, (sent.get(q.deliveryId) ?? 0) + 1);
  expect(Object.fromEntries(sent)).toEqual(
    Object.fromEntries(log.filter((d) => d.attempts > 0).map((d) => [d.id, d.attempts])),
  );
}

let h: Harness;
const receivers: Receiver[] = [];
beforeAll(async () => {
  // Tests here poll the delivery log many times a second while waiting; rate
  // limits are not what they are about.
  h = await createHarness({ config: FAST, limiter: new MemoryRateLimiter(systemClock, UNLIMITED) });
});
afterAll(async () => {
  killWorkers();
  await h?.close();
  for (const r of receivers) await r.close();
});

async function receiver(answer?: (r: Received) => Answer): Promise<Receiver> {
  const r = await startReceiver(answer ? { answer } : {});
  receivers.push(r);
  return r;
}

async function subscribe(api: Client, r: Receiver, events: string[] = ['*']): Promise<{ id: string; secret: string }> {
  const res = await api.post('/v1/webhooks', { url: r.url(), events });
  expect(res.status).toBe(201);
  r.secret = res.body.secret;
  return res.body;
}

async function running<T>(harness: Harness, fn: () => Promise<T>, workers = 1): Promise<T> {
  const started: Worker[] = [];
  for (let i = 0; i < workers; i++) {
    const w = harness.worker();
    await w.start();
    started.push(w);
  }
  try {
    return await fn();
  } finally {
    for (const w of started) await w.stop(2000);
  }
}

const UNLIMITED = {
  default: { capacity: 1e9, refillPerSecond: 1e9 },
  knowledge: { capacity: 1e9, refillPerSecond: 1e9 },
};

async function deliveries(api: Client, webhookId: string): Promise<any[]> {
  const res = await api.get(`/v1/webhooks/${webhookId}/deliveries?limit=200`);
  expect(res.status).toBe(200);
  return res.body.items;
}
const webhook = async (api: Client, id: string) => (await api.get(`/v1/webhooks/${id}`)).body;

async function fresh(): Promise<{ ws: TestWorkspace; api: Client }> {
  const ws = await h.workspace();
  return { ws, api: await ws.live() };
}

describe('delivery', () => {
  it('sends each event once to each subscribed webhook: the envelope, signed, with the headers', async () => {
    const { ws, api } = await fresh();
    const all = await receiver();
    const some = await receiver();
    await emit(h, ws.id, 1); // before any subscription: never sent
    const a = await subscribe(api, all, ['*']);
    const s = await subscribe(api, some, ['follow_up.created']);
    await emit(h, ws.id, 2);
    await emit(h, ws.id, 1, 'follow_up.created');
    await running(h, () =>
      eventually(async () => {
        expect((await deliveries(api, a.id)).map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered']);
        expect((await deliveries(api, s.id)).map((d) => d.status)).toEqual(['delivered']);
      }),
    );
    const log = (await api.get('/v1/events')).body.items;
    expect([...new Set(all.requests.map((r) => r.event.id))].sort()).toEqual(['2', '3', '4']);
    expect([...new Set(some.requests.map((r) => r.event.id))]).toEqual(['4']);
    expectOneRequestPerAttempt(all, await deliveries(api, a.id));
    expectOneRequestPerAttempt(some, await deliveries(api, s.id));
    for (const r of [...all.requests, ...some.requests]) {
      expect(r.verified).toBe(true);
      expect(r.standardVerified).toBe(true);
      expect(r.webhookId).toBe(r.deliveryId);
      expect(r.event).toEqual(log.find((e: any) => e.id === r.event.id));
      expect(r.type).toBe(r.event.type);
      expect(r.signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    }
    const logA = await deliveries(api, a.id);
    expect(logA[0]).toMatchObject({ status: 'delivered', responseStatus: 204, error: null, nextAttemptAt: null });
    expect(logA[0].deliveredAt).not.toBeNull();
    expect(await webhook(api, a.id)).toMatchObject({
      consecutiveFailures: 0,
      lastFailedAt: null,
      lastDeliveredAt: expect.any(String),
    });
  });

  it('a failing receiver sees exactly five attempts, then the delivery is failed', async () => {
    const { ws, api } = await fresh();
    const r = await receiver(() => ({ status: 500 }));
    const hook = await subscribe(api, r);
    await emit(h, ws.id, 1);
    await running(h, () => eventually(async () => expect((await deliveries(api, hook.id))[0]?.status).toBe('failed')));
    const [d] = await deliveries(api, hook.id);
    expect(d).toMatchObject({ attempts: 5, responseStatus: 500, nextAttemptAt: null, deliveredAt: null });
    expect(d.error).toContain('500');
    expect(r.requests).toHaveLength(5);
    expect(r.requests.every((q) => q.verified && q.deliveryId === d.id && q.event.id === d.eventId)).toBe(true);
    expect(await webhook(api, hook.id)).toMatchObject({
      status: 'active',
      consecutiveFailures: 5,
      lastFailedAt: expect.any(String),
    });
  });

  it('a receiver refuses stale timestamps (a sender ten minutes slow), although the signature matches them', async () => {
    const { ws, api } = await fresh();
    const skewed = await createHarness({
      db: h.db,
      config: { ...FAST, webhookRetryDelays: [30, 30, 30, 30] },
      clock: { now: () => new Date(Date.now() - 600_000) },
    });
    try {
      const r = await receiver();
      const hook = await subscribe(api, r);
      await emit(h, ws.id, 1);
      await running(skewed, () => eventually(() => expect(r.requests.length).toBeGreaterThanOrEqual(1)));
      const { verifyWebhook } = receiverGuide();
      const q = r.requests[0]!;
      expect(q.verified).toBe(false);
      expect(verifyWebhook(hook.secret, q.timestamp, q.raw, q.signature, Number(q.timestamp))).toBe(true);
      expect((await deliveries(api, hook.id))[0]).toMatchObject({
        status: 'pending',
        attempts: 1,
        responseStatus: 400,
      });
      await api.delete(`/v1/webhooks/${hook.id}`);
    } finally {
      await skewed.close();
    }
  });

  it('follows no redirect, and honours a Retry-After longer than its own delay', async () => {
    const { ws, api } = await fresh();
    const moved = await receiver(() => ({ status: 302, headers: { location: '/elsewhere' } }));
    const busy = await receiver(() => ({ status: 503, headers: { 'retry-after': '120' } }));
    const m = await subscribe(api, moved);
    const b = await subscribe(api, busy);
    await emit(h, ws.id, 1);
    await running(h, async () => {
      await eventually(async () => expect((await deliveries(api, m.id))[0]?.status).toBe('failed'));
      await eventually(async () => expect((await deliveries(api, b.id))[0]?.attempts).toBe(1));
    });
    expect(moved.requests.every((q) => q.path === '/hook')).toBe(true);
    expect((await deliveries(api, m.id))[0].error).toMatch(/302.*redirect/);
    const [waiting] = await deliveries(api, b.id);
    expect(waiting).toMatchObject({ status: 'pending', responseStatus: 503 });
    expect(Date.parse(waiting.nextAttemptAt) - Date.now()).toBeGreaterThan(100_000);
    expect(busy.requests).toHaveLength(1);
    await api.delete(`/v1/webhooks/${m.id}`);
    await api.delete(`/v1/webhooks/${b.id}`);
  });

  it('twenty failed attempts in a row pause the webhook; resuming resets the count; replay delivers again', async () => {
    const own = await h.workspace();
    const oapi = await own.live();
    let failing = true;
    const r = await receiver(() => (failing ? { status: 500 } : { status: 204 }));
    const hook = await subscribe(oapi, r);
    await emit(h, own.id, 5);
    await running(h, () =>
      eventually(async () => {
        expect((await webhook(oapi, hook.id)).status).toBe('paused');
        expect((await deliveries(oapi, hook.id)).every((d) => d.status === 'failed')).toBe(true);
      }),
    );
    const paused = await webhook(oapi, hook.id);
    expect(paused.consecutiveFailures).toBeGreaterThanOrEqual(20);
    const log = await deliveries(oapi, hook.id);
    expect(log).toHaveLength(5);
    // Every request the receiver saw is an attempt in the log, and the pause stopped the rest.
    expect(log.reduce((n, d) => n + d.attempts, 0)).toBe(r.requests.length);
    expect(r.requests.length).toBeLessThan(25);

    await emit(h, own.id, 1); // event 6, while paused: never queued
    await fanOut(h.deps, own.id);
    expect(await deliveries(oapi, hook.id)).toHaveLength(5);

    failing = false;
    const resumed = await oapi.patch(`/v1/webhooks/${hook.id}`, { status: 'active' });
    expect(resumed.body).toMatchObject({ status: 'active', consecutiveFailures: 0 });
    await emit(h, own.id, 1); // event 7
    const failed = log.find((d) => d.eventId === '1')!;
    const replay = await oapi.post(`/v1/webhooks/${hook.id}/deliveries/${failed.id}/replay`);
    expect(replay.status).toBe(202);
    await running(h, () =>
      eventually(async () => {
        const now = await deliveries(oapi, hook.id);
        expect(now.find((d) => d.id === replay.body.id)?.status).toBe('delivered');
        expect(now.find((d) => d.eventId === '7')?.status).toBe('delivered');
      }),
    );
    const delivered = r.requests.filter((q) => q.status === 204);
    expect(delivered.map((q) => q.event.id).sort()).toEqual(['1', '7']);
    expect(delivered.find((q) => q.event.id === '1')!.deliveryId).toBe(replay.body.id);
    expect(r.requests.some((q) => q.event.id === '6')).toBe(false);
    expect(await webhook(oapi, hook.id)).toMatchObject({ status: 'active', consecutiveFailures: 0 });
  });

  it('a test key webhook gets sandbox events only, a live key webhook live events only', async () => {
    const own = await h.workspace();
    const liveR = await receiver();
    const testR = await receiver();
    await subscribe(await own.live(), liveR);
    await subscribe(await own.test(), testR);
    await emit(h, own.id, 1);
    await emit(h, own.sandboxId, 1, 'follow_up.created');
    await running(h, () =>
      eventually(() => {
        expect(liveR.requests.length).toBe(1);
        expect(testR.requests.length).toBe(1);
      }),
    );
    expect(liveR.requests[0]!.event).toMatchObject({ livemode: true, type: 'visitor.identified' });
    expect(testR.requests[0]!.event).toMatchObject({ livemode: false, type: 'follow_up.created' });
  });

  it('refuses private addresses again at connect time: DNS rebinding, and a loopback URL without the allow-list', async () => {
    const own = await h.workspace();
    const r = await receiver();
    let lookups = 0;
    // Public when the URL is saved, loopback when the worker connects.
    const rebinding = {
      lookup: async () =>
        lookups++ === 0 ? [{ address: '93.184.216.34', family: 4 }] : [{ address: '127.0.0.1', family: 4 }],
    };
    const strict = await createHarness({
      db: h.db,
      config: { outboundAllow: [] },
      outbound: new OutboundGuard([], rebinding),
    });
    try {
      const key = (await own.key()).key;
      const sapi = strict.anonymous().withKey(key);
      const rebound = await sapi.post('/v1/webhooks', { url: `http://rebind.test:${r.port}/hook`, events: ['*'] });
      expect(rebound.status).toBe(201);
      const literal = await subscribe(await own.live(), r); // saved where loopback is allowed
      await emit(h, own.id, 1);
      await running(strict, () =>
        eventually(async () => {
          expect((await deliveries(sapi, rebound.body.id))[0]?.attempts).toBe(1);
          expect((await deliveries(sapi, literal.id))[0]?.attempts).toBe(1);
        }),
      );
      expect((await deliveries(sapi, rebound.body.id))[0].error).toMatch(/refused: .*127\.0\.0\.1/);
      expect((await deliveries(sapi, literal.id))[0].error).toMatch(/refused: 127\.0\.0\.1/);
      expect(r.requests).toHaveLength(0);
      await sapi.delete(`/v1/webhooks/${rebound.body.id}`);
      await sapi.delete(`/v1/webhooks/${literal.id}`);
    } finally {
      await strict.close();
    }
  });
});

describe('workers', () => {
  it('a delivery held by a worker that died is sent again once its lease ends, and not before', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const r = await receiver();
    const hook = await subscribe(api, r);
    await emit(h, ws.id, 1);
    await fanOut(h.deps, ws.id);
    const [pending] = await deliveries(api, hook.id);
    // A worker claims it and dies: its lease is all that is left.
    const dead = await claimDue(h.db, { holder: 'dead-worker', limit: 1000, now: new Date(), leaseMs: 1500 });
    expect(dead.map((d) => d.id)).toContain(pending.id);
    const other = await claimDue(h.db, { holder: 'another-worker', limit: 1000, now: new Date(), leaseMs: 1500 });
    expect(other.map((d) => d.id)).not.toContain(pending.id);
    expect((await deliveries(api, hook.id))[0]).toMatchObject({ status: 'pending', attempts: 0 });
    await running(h, () =>
      eventually(async () => expect((await deliveries(api, hook.id))[0].status).toBe('delivered')),
    );
    expect((await deliveries(api, hook.id))[0]).toMatchObject({ responseStatus: 204 });
    expect([...new Set(r.requests.map((q) => q.deliveryId))]).toEqual([pending.id]);
    expectOneRequestPerAttempt(r, await deliveries(api, hook.id));
  });

  it('several workers share the work and never send the same attempt twice', async () => {
    const second = await createHarness({ db: h.db, config: FAST });
    try {
      const ws = await h.workspace();
      const api = await ws.live();
      const r = await receiver(() => ({ status: 204, delayMs: 20 }));
      const hook = await subscribe(api, r);
      for (let i = 0; i < 6; i++) await emit(h, ws.id, 5);
      await running(second, () =>
        running(
          h,
          () =>
            eventually(async () =>
              expect((await deliveries(api, hook.id)).filter((d) => d.status === 'delivered')).toHaveLength(30),
            ),
          2,
        ),
      );
      const log = await deliveries(api, hook.id);
      expect(new Set(r.requests.map((q) => q.deliveryId)).size).toBe(30);
      expect(new Set(r.requests.map((q) => q.event.id)).size).toBe(30);
      expectOneRequestPerAttempt(r, log);
    } finally {
      await second.close();
    }
  });

  it.runIf(dbKind() === 'postgres')(
    'a worker process killed mid-delivery: after a restart the event is delivered, and the log shows it',
    async () => {
      const ws = await h.workspace();
      const api = await ws.live();
      let first = true;
      const r = await receiver(() => {
        if (!first) return { status: 204 };
        first = false;
        return 'hold';
      });
      const hook = await subscribe(api, r);
      await emit(h, ws.id, 1);
      const one = await startWorkerProcess(h.databaseUrl!);
      await eventually(() => expect(r.heldCount()).toBe(1), 30_000);
      one.kill('SIGKILL');
      await new Promise((resolve) => one.once('exit', resolve));
      expect((await deliveries(api, hook.id))[0]).toMatchObject({ status: 'pending', attempts: 0 });

      const two = await startWorkerProcess(h.databaseUrl!);
      try {
        await eventually(async () => expect((await deliveries(api, hook.id))[0].status).toBe('delivered'), 40_000);
      } finally {
        two.kill('SIGTERM');
        await new Promise((resolve) => two.once('exit', resolve));
      }
      const [d] = await deliveries(api, hook.id);
      expect(d).toMatchObject({ attempts: 1, responseStatus: 204, error: null });
      expect(r.requests.map((q) => [q.deliveryId, q.verified])).toEqual([
        [d.id, true],
        [d.id, true],
      ]);
    },
    90_000,
  );
});
