import type { RuntimeLimits } from '../../config.js';

export type BucketName =
  | 'default'
  | 'session'
  | 'knowledge'
  | 'runtime-message'
  | 'runtime-visitor'
  | 'runtime-session'
  | 'runtime-address-message'
  | 'follow-up-visitor'
  | 'follow-up-address';

export interface BucketConfig {
  capacity: number;
  refillPerSecond: number;
}

/**
 * The decisions' buckets: `default` 60 refilling 1/s; `knowledge` (retrieve and ask) 30 refilling 1 per 2 s.
 * The runtime API's (runtime-api.md): per visitor 20 messages a minute with a burst of 10
 * (`runtime-message`) and other calls (`runtime-visitor`); per client address 60 session
 * starts a minute (`runtime-session`).
 */
export const BUCKETS: Record<BucketName, BucketConfig> = {
  default: { capacity: 60, refillPerSecond: 1 },
  // A dashboard session in place of `default`: a person clicking through pages fires a handful of
  // reads per page (Home six), which a key's 60-a-minute would refuse within a brisk minute.
  session: { capacity: 300, refillPerSecond: 5 },
  knowledge: { capacity: 30, refillPerSecond: 0.5 },
  'runtime-message': { capacity: 10, refillPerSecond: 1 / 3 },
  'runtime-visitor': { capacity: 120, refillPerSecond: 2 },
  'runtime-session': { capacity: 60, refillPerSecond: 1 },
  // Per client address as well as per visitor (a flood starts a new session, so a new visitor, each time):
  // turns per address per minute, and follow-ups a visitor or an address may open per hour.
  'runtime-address-message': { capacity: 60, refillPerSecond: 1 },
  'follow-up-visitor': { capacity: 5, refillPerSecond: 5 / 3600 },
  'follow-up-address': { capacity: 20, refillPerSecond: 20 / 3600 },
};

/** The address and follow-up buckets as configured (README, docs/operations.md); the other buckets are fixed. */
export function configuredBuckets(l: RuntimeLimits): Partial<Record<BucketName, BucketConfig>> {
  return {
    'runtime-address-message': {
      capacity: l.turnsPerAddressPerMinute,
      refillPerSecond: l.turnsPerAddressPerMinute / 60,
    },
    'follow-up-visitor': {
      capacity: l.followUpsPerVisitorPerHour,
      refillPerSecond: l.followUpsPerVisitorPerHour / 3600,
    },
    'follow-up-address': {
      capacity: l.followUpsPerAddressPerHour,
      refillPerSecond: l.followUpsPerAddressPerHour / 3600,
    },
  };
}

/**
 * Tokens are kept in thousandths (milli-tokens): elapsed milliseconds times the
 * refill rate is then exact (whole or half units), so refills never drift by
 * floating-point error and a bucket never refuses a call the arithmetic allows.
 */
export interface BucketState {
  milli: number;
  updatedMs: number;
}

export interface RateDecision {
  allowed: boolean;
  resource: BucketName;
  limit: number;
  /** Whole tokens left after this call. */
  remaining: number;
  /** Unix seconds at which the bucket will be full again. */
  reset: number;
  /** Whole seconds until one token is back (at least 1); only when refused. */
  retryAfter: number;
}

/**
 * One token-bucket step. A refused call consumes nothing. The Redis script in
 * redis-limiter.ts is this same arithmetic; keep them together.
 */
export function takeToken(
  state: BucketState | null,
  nowMs: number,
  cfg: BucketConfig,
): { allowed: boolean; state: BucketState; milliAfter: number } {
  let milli = cfg.capacity * 1000;
  if (state) {
    const elapsedMs = Math.max(0, nowMs - state.updatedMs);
    milli = Math.min(cfg.capacity * 1000, state.milli + elapsedMs * cfg.refillPerSecond);
  }
  const allowed = milli >= 1000;
  if (allowed) milli -= 1000;
  return { allowed, state: { milli, updatedMs: Math.max(nowMs, state?.updatedMs ?? nowMs) }, milliAfter: milli };
}

/** `milli`: what the bucket holds after this call, in milli-tokens. */
export function decision(
  resource: BucketName,
  cfg: BucketConfig,
  allowed: boolean,
  milli: number,
  nowMs: number,
): RateDecision {
  return {
    allowed,
    resource,
    limit: cfg.capacity,
    remaining: Math.max(0, Math.floor(milli / 1000)),
    reset: Math.ceil((nowMs + (cfg.capacity * 1000 - milli) / cfg.refillPerSecond) / 1000),
    retryAfter: allowed ? 0 : Math.max(1, Math.ceil((1000 - milli) / (1000 * cfg.refillPerSecond))),
  };
}

export interface RateLimiter {
  /** `key` names the holder: an API key id, or a client address for unauthenticated calls. */
  take(key: string, bucket: BucketName): Promise<RateDecision>;
  /** Resolves when the shared store answers (readiness); absent for in-process buckets. */
  ping?(): Promise<void>;
  close(): Promise<void>;
}
