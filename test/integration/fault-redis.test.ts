import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { startPrivateRedis, type PrivateRedis } from '../helpers/private-services.js';
import { eventually } from '../webhooks/receiver.js';
import { systemClock } from '../../src/clock.js';
import { RedisRateLimiter } from '../../src/platform/rate-limit/redis-limiter.js';

/**
 * Redis stopped under a running server: every request still answers at once,
 * limited per process (logged once), and buckets are shared again when Redis
 * comes back, without a restart. A private redis-server on a free port.
 */
let redis: PrivateRedis;
let h: Harness;
let limiter: RedisRateLimiter;
const logs: Array<{ level: number; msg: string }> = [];

beforeAll(async () => {
  redis = await startPrivateRedis();
  const log = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  limiter = new RedisRateLimiter(redis.url, systemClock, log, { prefix: 'fault:' });
  h = await createHarness({ limiter });
});
afterAll(async () => {
  await h?.close();
  await redis?.close();
});

it('Redis stopped: requests answer at once on per-process buckets, and shared buckets come back by themselves', async () => {
  const ws = await h.workspace();
  const { id: keyId, key } = await ws.key();
  const api = ws.client(key);
  const stored = async () => {
    const probe = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await probe.connect();
      return await probe.hget(`fault:default:key:${keyId}`, 'm');
    } finally {
      probe.disconnect();
    }
  };

  // Up: the key's bucket lives in Redis.
  for (let i = 0; i < 3; i++) expect((await api.get('/v1/follow-ups')).status).toBe(200);
  expect(Number(await stored())).toBeLessThanOrEqual(57_000 + 3000);

  await redis.stop();
  // Down: twenty requests in a row, none waits for Redis (before, each took about ten seconds).
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) {
    const res = await api.get('/v1/follow-ups');
    statuses.push(res.status);
    expect(res.headers['x-ratelimit-limit']).toBe('60');
  }
  expect(statuses).toEqual(Array(20).fill(200));
  const warnings = logs.filter((l) => l.level === 40 && /unreachable/.test(l.msg));
  expect(warnings).toHaveLength(1);
  expect(logs.filter((l) => l.level >= 50)).toEqual([]);

  // Back: an empty Redis on the same port; the next requests draw from it again.
  await redis.start();
  await eventually(
    async () => {
      expect((await api.get('/v1/follow-ups')).status).toBe(200);
      expect(await stored()).not.toBeNull();
    },
    20_000,
    200,
  );
  expect(logs.filter((l) => l.level === 30 && /reachable again/.test(l.msg))).toHaveLength(1);
  expect(logs.filter((l) => /unreachable/.test(l.msg))).toHaveLength(1);
});
