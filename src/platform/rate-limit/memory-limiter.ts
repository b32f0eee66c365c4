import type { Clock } from '../../clock.js';
import {
  BUCKETS,
  decision,
  takeToken,
  type BucketConfig,
  type BucketName,
  type BucketState,
  type RateDecision,
  type RateLimiter,
} from './buckets.js';

/** Buckets in this process; right when one server process runs. */
export class MemoryRateLimiter implements RateLimiter {
  #state = new Map<string, BucketState>();

  private readonly buckets: Record<BucketName, BucketConfig>;

  /** `buckets` replaces the sizes of the buckets it names (tests and benchmarks); the others keep theirs. */
  constructor(
    private readonly clock: Clock,
    buckets: Partial<Record<BucketName, BucketConfig>> = {},
  ) {
    this.buckets = { ...BUCKETS, ...buckets };
  }

  async take(key: string, bucket: BucketName): Promise<RateDecision> {
    const cfg = this.buckets[bucket];
    const id = `${bucket}:${key}`;
    const now = this.clock.now().getTime();
    const step = takeToken(this.#state.get(id) ?? null, now, cfg);
    this.#state.set(id, step.state);
    if (this.#state.size > 50_000) this.#prune(now);
    return decision(bucket, cfg, step.allowed, step.milliAfter, now);
  }

  /** A bucket that has refilled completely holds no information; forget it. */
  #prune(now: number): void {
    for (const [id, s] of this.#state) {
      const cfg = this.buckets[id.slice(0, id.indexOf(':')) as BucketName];
      if (s.milli + (now - s.updatedMs) * cfg.refillPerSecond >= cfg.capacity * 1000) this.#state.delete(id);
    }
  }

  async close(): Promise<void> {}
}
