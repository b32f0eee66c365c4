import { Redis } from 'ioredis';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import { BUCKETS, decision, type BucketConfig, type BucketName, type RateDecision, type RateLimiter } from './buckets.js';
import { MemoryRateLimiter } from './memory-limiter.js';

// The same arithmetic as takeToken(), run atomically in Redis so every server
// process draws from one bucket per key.
const TAKE = `
local cap = tonumber(ARGV[1])
local rate = tonumber(ARGV[2])
local now = tonumber(ARGV[3])
local s = redis.call('HMGET', KEYS[1], 'm', 'ts')
local milli = cap * 1000
local ts = now
if s[1] then
  local last = tonumber(s[2])
  milli = math.min(cap * 1000, tonumber(s[1]) + math.max(0, now - last) * rate)
  if last > now then ts = last end
end
local allowed = 0
if milli >= 1000 then
  milli = milli - 1000
  allowed = 1
end
redis.call('HSET', KEYS[1], 'm', tostring(milli), 'ts', tostring(ts))
redis.call('PEXPIRE', KEYS[1], math.ceil(cap / rate * 1000) + 1000)
return {allowed, tostring(milli)}
`;

/**
 * Shared buckets. While Redis cannot be reached, each process limits on its own
 * buckets instead (logged), so an outage of the limiter never takes the API down.
 */
export class RedisRateLimiter implements RateLimiter {
  readonly redis: Redis;
  readonly #fallback: MemoryRateLimiter;
  private readonly buckets: Record<BucketName, BucketConfig>;
  #warned = 0;

  constructor(
    url: string,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly prefix = 'svc:rl:',
    buckets: Partial<Record<BucketName, BucketConfig>> = {},
  ) {
    this.buckets = { ...BUCKETS, ...buckets };
    this.#fallback = new MemoryRateLimiter(clock, buckets);
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: 2000 });
    this.redis.on('error', () => undefined);
    this.redis.defineCommand('svcTakeToken', { numberOfKeys: 1, lua: TAKE });
  }

  async take(key: string, bucket: BucketName): Promise<RateDecision> {
    const cfg = this.buckets[bucket];
    const now = this.clock.now().getTime();
    try {
      const [allowed, milli] = (await (this.redis as unknown as {
      svcTakeToken(k: string, cap: number, rate: number, now: number): Promise<[number, string]>;
      }).svcTakeToken(`${this.prefix}${bucket}:${key}`, cfg.capacity, cfg.refillPerSecond, now)) as [number, string];
      return decision(bucket, cfg, allowed === 1, Number(milli), now);
    } catch (err) {
      if (Date.now() - this.#warned > 60_000) {
        this.#warned = Date.now();
        this.log.error({ err }, 'rate-limit store unreachable; limiting per process until it is back');
      }
      return this.#fallback.take(key, bucket);
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
