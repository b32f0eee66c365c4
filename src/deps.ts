import { AuthCache, watchAuthChanges, type AuthChangeSource } from './platform/keys/auth-cache.js';
import type { AuthContext } from './platform/keys/service.js';
import type { Config } from './config.js';
import type { Clock } from './clock.js';
import type { Logger } from './logger.js';
import type { Database } from './db/database.js';
import { configuredBuckets, type RateLimiter } from './platform/rate-limit/buckets.js';
import { MemoryRateLimiter } from './platform/rate-limit/memory-limiter.js';
import { RedisRateLimiter } from './platform/rate-limit/redis-limiter.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { CursorCodec } from './platform/paging/cursor.js';
import { loadServerSecret } from './platform/paging/secrets.js';
import { Outbox } from './platform/outbox/outbox.js';
import { JobQueue } from './platform/jobs/queue.js';
import { KeyUsage } from './platform/keys/usage.js';
import { OutboundGuard } from './platform/outbound/guard.js';
import { Signals } from './lib/signals.js';
import { Slots } from './lib/slots.js';
import type { TenantTx } from './db/types.js';
import { Metrics } from './platform/metrics/metrics.js';
import { registerDatabaseGauges } from './platform/metrics/collectors.js';

export interface FixtureContext {
  tx: TenantTx;
  deps: Deps;
  now: Date;
  /** Deterministic pseudo-random numbers in [0, 1), so fixtures are the same every seeding. */
  random: () => number;
  /** Counts other seeders reported so far, and shared lookups (e.g. ids of seeded visitors). */
  shared: Map<string, unknown>;
}

/** One part of the sandbox's example data (a module's `fixtures`; only src/sandbox/ brings them). */
export interface FixtureSeeder {
  /** Lower runs first (visitors before conversations before insights). */
  order: number;
  /** Seeds the sandbox data set; returns counts by object type for Sandbox.fixtures. */
  seed(ctx: FixtureContext): Promise<Record<string, number>>;
}

const authWatchers = new WeakMap<object, () => Promise<void>>();

/** Everything a handler, service or job may use; passed explicitly, never imported as a global. */
export interface Deps {
  config: Config;
  clock: Clock;
  log: Logger;
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  /**
   * The outbound rule (SVC_OUTBOUND_ALLOW) every call out of the process goes
   * through: webhook deliveries, knowledge fetches, model calls. Built once here;
   * tests pass one with a resolver they control.
   */
  outbound: OutboundGuard;
  cursors: CursorCodec;
  outbox: Outbox;
  jobs: JobQueue;
  keyUsage: KeyUsage;
  /** Authenticated keys of this process; see auth-cache.ts for why it stays correct. */
  authCache: AuthCache<AuthContext>;
  signals: Signals;
  /** This process's Prometheus metrics; served only when METRICS_PORT is set. */
  metrics: Metrics;
  /**
   * The sandbox's example-data seeders, in the order they run: what the process keeps of its modules, since a
   * workspace (and its sandbox reset) is created from many places that hold only `deps`. The module list itself
   * is passed to what reads it (buildApp, buildWorker, the admin commands, the MCP catalogue), so Deps names no
   * module type and modules.ts and deps.ts do not name each other.
   */
  fixtures: readonly FixtureSeeder[];
  /** Per-process objects modules share, each under its owner's typed Slot (src/lib/slots.ts). */
  slots: Slots;
}

export async function createDeps(args: {
  config: Config;
  clock: Clock;
  log: Logger;
  db: Database;
  /** The modules of this process; Deps keeps their fixture seeders. */
  modules: readonly { fixtures?: readonly FixtureSeeder[] }[];
  limiter?: RateLimiter;
  mailer?: Mailer;
  outbound?: OutboundGuard;
}): Promise<Deps> {
  const { config, clock, log, db } = args;
  const signals = new Signals();
  const buckets = configuredBuckets(config.runtimeLimits);
  const limiter =
    args.limiter ??
    (config.redisUrl
      ? new RedisRateLimiter(config.redisUrl, clock, log, { prefix: config.redisPrefix, buckets })
      : new MemoryRateLimiter(clock, buckets));
  const authCache = new AuthCache<AuthContext>(30_000, 10_000, false);
  const stopWatching = db.driver.listen ? await watchAuthChanges(db.driver as AuthChangeSource, authCache, log) : null;
  if (stopWatching) authWatchers.set(authCache, stopWatching);
  // Process metrics (CPU, memory, event loop) only where they will be served.
  const metrics = new Metrics({ defaultMetrics: config.metricsPort !== null });
  registerDatabaseGauges(metrics, { db, clock, log });
  return {
    config,
    clock,
    log,
    db,
    limiter,
    authCache,
    mailer: args.mailer ?? createMailer(config),
    outbound: args.outbound ?? new OutboundGuard(config.outboundAllow),
    cursors: new CursorCodec(await loadServerSecret(db, 'cursor')),
    outbox: new Outbox(clock, signals),
    jobs: new JobQueue(db, clock, signals),
    keyUsage: new KeyUsage(db, log),
    signals,
    metrics,
    fixtures: args.modules.flatMap((m) => m.fixtures ?? []).sort((a, b) => a.order - b.order),
    slots: new Slots(),
  };
}

export async function closeDeps(deps: Deps): Promise<void> {
  await authWatchers.get(deps.authCache)?.();
  authWatchers.delete(deps.authCache);
  await deps.keyUsage.flush();
  await deps.limiter.close();
  await deps.mailer.close();
}
