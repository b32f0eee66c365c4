import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/clock.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { RedisRateLimiter } from '../../src/platform/rate-limit/redis-limiter.js';
import { BUCKETS, type BucketName } from '../../src/platform/rate-limit/buckets.js';
import { createLogger } from '../../src/logger.js';

/**
 * A reference model of a token bucket in exact integer arithmetic (milli-tokens),
 * to check the limiters against: capacity C, refill r per second, a call takes
 * one whole token or is refused without taking anything.
 */
class Model {
  milli: number;
  constructor(
    private readonly capacity: number,
    private readonly perSecond: number,
    private last = 0,
  ) {
    this.milli = capacity * 1000;
  }
  take(nowMs: number): boolean {
    const elapsed = Math.max(0, nowMs - this.last);
    this.last = Math.max(this.last, nowMs);
    this.milli = Math.min(this.capacity * 1000, this.milli + elapsed * this.perSecond);
    if (this.milli >= 1000) {
      this.milli -= 1000;
      return true;
    }
    return false;
  }
}

const steps = fc.array(
  fc.record({
    waitMs: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 3000 })),
    burst: fc.integer({ min: 1, max: 40 }),
  }),
  {
    minLength: 1,
    maxLength: 30,
  },
);

describe('token bucket', () => {
  it.each<BucketName>(['default', 'knowledge'])(
    'the %s bucket agrees with the model for any sequence of calls and waits',
    async (bucket) => {
      await fc.assert(
        fc.asyncProperty(steps, async (plan) => {
          const clock = new ManualClock('2026-01-01T00:00:00Z');
          const limiter = new MemoryRateLimiter(clock);
          const cfg = BUCKETS[bucket];
          const model = new Model(cfg.capacity, cfg.refillPerSecond, clock.now().getTime());
          for (const step of plan) {
            clock.advance(step.waitMs);
            for (let i = 0; i < step.burst; i++) {
              const d = await limiter.take('key-1', bucket);
              const expected = model.take(clock.now().getTime());
              expect(d.allowed).toBe(expected);
              expect(d.remaining).toBe(Math.floor(model.milli / 1000));
              expect(d.limit).toBe(cfg.capacity);
              if (!d.allowed) {
                // Whole seconds until one token is back, never less than one.
                expect(d.retryAfter).toBe(Math.max(1, Math.ceil((1000 - model.milli) / (1000 * cfg.refillPerSecond))));
              }
            }
          }
        }),
        { numRuns: 150 },
      );
    },
  );

  it('starts full, refuses the 61st call at once, and refills one per second', async () => {
    const clock = new ManualClock('2026-01-01T00:00:00Z');
    const limiter = new MemoryRateLimiter(clock);
    for (let i = 0; i < 60; i++) expect((await limiter.take('k', 'default')).allowed).toBe(true);
    const refused = await limiter.take('k', 'default');
    expect(refused).toMatchObject({ allowed: false, remaining: 0, retryAfter: 1, resource: 'default' });
    expect(refused.reset).toBe(Math.ceil(clock.now().getTime() / 1000) + 60);
    clock.advance(1000);
    expect((await limiter.take('k', 'default')).allowed).toBe(true);
    expect((await limiter.take('k', 'default')).allowed).toBe(false);
    // Knowledge: 30, one every two seconds; separate from default.
    for (let i = 0; i < 30; i++) expect((await limiter.take('k', 'knowledge')).allowed).toBe(true);
    expect(await limiter.take('k', 'knowledge')).toMatchObject({
      allowed: false,
      retryAfter: 2,
      resource: 'knowledge',
    });
  });

  it('keeps holders apart', async () => {
    const clock = new ManualClock();
    const limiter = new MemoryRateLimiter(clock);
    for (let i = 0; i < 60; i++) await limiter.take('a', 'default');
    expect((await limiter.take('a', 'default')).allowed).toBe(false);
    expect((await limiter.take('b', 'default')).allowed).toBe(true);
  });
});

describe('token bucket in Redis', () => {
  const url = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const log = createLogger('silent');

  it('agrees with the in-memory limiter step by step', async () => {
    const prefix = `test:rl:${process.pid}:${Date.now()}:`;
    const clock = new ManualClock('2026-01-01T00:00:00Z');
    const redis = new RedisRateLimiter(url, clock, log, prefix);
    const memory = new MemoryRateLimiter(clock);
    try {
      await fc.assert(
        fc.asyncProperty(steps, async (plan) => {
          const holder = `h${Math.random()}`;
          for (const step of plan) {
            clock.advance(step.waitMs);
            for (let i = 0; i < step.burst; i++) {
              const [a, b] = [await redis.take(holder, 'default'), await memory.take(holder, 'default')];
              expect(a).toEqual(b);
            }
          }
        }),
        { numRuns: 15 },
      );
    } finally {
      await redis.close();
    }
  });

  it('shares one bucket between processes (two limiters, one Redis)', async () => {
    const prefix = `test:rl:shared:${process.pid}:${Date.now()}:`;
    const clock = new ManualClock('2026-01-01T00:00:00Z');
    const one = new RedisRateLimiter(url, clock, log, prefix);
    const two = new RedisRateLimiter(url, clock, log, prefix);
    try {
      let allowed = 0;
      for (let i = 0; i < 50; i++) {
        if ((await one.take('shared-key', 'default')).allowed) allowed++;
        if ((await two.take('shared-key', 'default')).allowed) allowed++;
      }
      expect(allowed).toBe(60);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
