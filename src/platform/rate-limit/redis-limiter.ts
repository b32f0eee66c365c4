import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import {
  BUCKETS,
  decision,
  type BucketConfig,
  type BucketName,
  type RateDecision,
  type RateLimiter,
} from './buckets.js';
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

export interface RedisLimiterOptions {
  /** Prefix of every bucket key, so several deployments (or test runs) can share one Redis. */
  prefix?: string;
  buckets?: Partial<Record<BucketName, BucketConfig>>;
  /** Longest wait for a TCP connection to Redis. */
  connectTimeoutMs?: number;
  /** Longest wait for one bucket step; past it the call is limited per process. */
  commandTimeoutMs?: number;
}

/**
 * ioredis is loaded only by a process that has REDIS_URL (this class is built
 * only then): about 1.2 MiB of heap the others do not keep (docs/performance.md,
 * "Memory"). Synchronously, through its CommonJS entry, so construction stays as it was.
 */
const loadIoredis = (): typeof import('ioredis') => createRequire(import.meta.url)('ioredis');

/** After a failed step Redis is not asked again for this long (a hung Redis costs one timeout per second, not one per request). */
const RETRY_AFTER_FAILURE_MS = 1000;

/**
 * Shared buckets. While Redis cannot be reached each process limits on its own
 * buckets instead, so an outage of the limiter never takes the API down and
 * costs a request nothing: no offline queue (a call while disconnected falls
 * back at once), short connect and command timeouts, and reconnection in the
 * background, so buckets are shared again as soon as Redis is back, without a
 * restart. Both changes of state are logged once.
 */
export class RedisRateLimiter implements RateLimiter {
  readonly redis: Redis;
  readonly #fallback: MemoryRateLimiter;
  readonly #prefix: string;
  readonly #buckets: Record<BucketName, BucketConfig>;
  #state: 'starting' | 'up' | 'down' = 'starting';
  #skipUntil = 0;
  #closing = false;
  /** Settles once the first connection attempt has (startup waits for it once; afterwards nothing waits). */
  #firstAttempt: Promise<void> | null;

  constructor(
    url: string,
    private readonly clock: Clock,
    private readonly log: Logger,
    opts: RedisLimiterOptions | string = {},
  ) {
    const o = typeof opts === 'string' ? { prefix: opts } : opts;
    this.#prefix = o.prefix ?? 'svc:rl:';
    this.#buckets = { ...BUCKETS, ...(o.buckets ?? {}) };
    this.#fallback = new MemoryRateLimiter(clock, this.#buckets);
    const connectTimeout = o.connectTimeoutMs ?? 1000;
    this.redis = new (loadIoredis().Redis)(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout,
      commandTimeout: o.commandTimeoutMs ?? 500,
      // Keep reconnecting in the background, at most every two seconds.
      retryStrategy: (times) => Math.min(100 * times, 2000),
    });
    this.redis.defineCommand('svcTakeToken', { numberOfKeys: 1, lua: TAKE });
    this.#firstAttempt = new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.#firstAttempt = null;
        resolve();
      };
      const timer = setTimeout(done, connectTimeout + 200);
      timer.unref();
      this.redis.once('ready', done);
      this.redis.once('close', done);
    });
    this.redis.on('ready', () => this.#set('up'));
    this.redis.on('error', (err) => this.#set('down', err));
    this.redis.on('close', () => this.#set('down'));
  }

  async take(key: string, bucket: BucketName): Promise<RateDecision> {
    if (this.#firstAttempt) await this.#firstAttempt;
    if (this.#state !== 'up' || Date.now() < this.#skipUntil) return this.#fallback.take(key, bucket);
    const cfg = this.#buckets[bucket];
    const now = this.clock.now().getTime();
    try {
      const [allowed, milli] = await (
        this.redis as unknown as {
          svcTakeToken(k: string, cap: number, rate: number, now: number): Promise<[number, string]>;
        }
      ).svcTakeToken(`${this.#prefix}${bucket}:${key}`, cfg.capacity, cfg.refillPerSecond, now);
      return decision(bucket, cfg, allowed === 1, Number(milli), now);
    } catch (err) {
      // Connected but not answering (or the connection just dropped): skip Redis for a moment.
      this.#skipUntil = Date.now() + RETRY_AFTER_FAILURE_MS;
      this.#set('down', err);
      this.#probeLater();
      return this.#fallback.take(key, bucket);
    }
  }

  /** Fails at once while disconnected rather than waiting in the offline queue. */
  async ping(): Promise<void> {
    if (this.redis.status !== 'ready') throw new Error(`redis is ${this.redis.status}`);
    await this.redis.ping();
  }

  /** After a failed step on a live connection, one PING decides when Redis counts as back. */
  #probeLater(): void {
    setTimeout(() => {
      if (this.redis.status !== 'ready') return; // the reconnection will say
      this.redis.ping().then(
        () => this.#set('up'),
        () => this.#probeLater(),
      );
    }, RETRY_AFTER_FAILURE_MS).unref();
  }

  #set(state: 'up' | 'down', err?: unknown): void {
    if (state === this.#state || this.#closing) return;
    const was = this.#state;
    this.#state = state;
    if (state === 'up') {
      this.#skipUntil = 0;
      if (was === 'down')
        this.log.info('rate-limit store (Redis) reachable again; buckets are shared by every process again');
    } else {
      this.log.warn(
        { err: err instanceof Error ? err.message : undefined },
        'rate-limit store (Redis) unreachable; each process limits on its own buckets until it is back (checked in the background)',
      );
    }
  }

  async close(): Promise<void> {
    this.#closing = true;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
