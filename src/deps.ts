import { AuthCache, watchAuthChanges, type AuthChangeSource } from './platform/keys/auth-cache.js';
import type { AuthContext } from './platform/keys/service.js';
import type { Config } from './config.js';
import type { Clock } from './clock.js';
import type { Logger } from './logger.js';
import type { Database } from './db/database.js';
import type { RateLimiter } from './platform/rate-limit/buckets.js';
import { MemoryRateLimiter } from './platform/rate-limit/memory-limiter.js';
import { RedisRateLimiter } from './platform/rate-limit/redis-limiter.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { CursorCodec } from './platform/paging/cursor.js';
import { loadServerSecret } from './platform/paging/secrets.js';
import { Outbox } from './platform/outbox/outbox.js';
import { JobQueue } from './platform/jobs/queue.js';
import { KeyUsage } from './platform/keys/usage.js';
import { Signals } from './lib/signals.js';
import type { ResourceModule } from './modules.js';

/** Everything a handler, service or job may use; passed explicitly, never imported as a global. */
const authWatchers = new WeakMap<object, () => Promise<void>>();

export interface Deps {
  config: Config;
  clock: Clock;
  log: Logger;
  db: Database;
  limiter: RateLimiter;
  mailer: Mailer;
  cursors: CursorCodec;
  outbox: Outbox;
  jobs: JobQueue;
  keyUsage: KeyUsage;
  /** Authenticated keys of this process; see auth-cache.ts for why it stays correct. */
  authCache: AuthCache<AuthContext>;
  signals: Signals;
  modules: readonly ResourceModule[];
  /** Per-process extension slots resources may fill from their plugin (e.g. a stream hub). */
  extras: Map<string, unknown>;
}

export async function createDeps(args: {
  config: Config;
  clock: Clock;
  log: Logger;
  db: Database;
  modules: readonly ResourceModule[];
  limiter?: RateLimiter;
  mailer?: Mailer;
}): Promise<Deps> {
  const { config, clock, log, db } = args;
  const signals = new Signals();
  const limiter =
    args.limiter ?? (config.redisUrl ? new RedisRateLimiter(config.redisUrl, clock, log, { prefix: config.redisPrefix }) : new MemoryRateLimiter(clock));
  const authCache = new AuthCache<AuthContext>(30_000, 10_000, false);
  const stopWatching = db.driver.listen ? await watchAuthChanges(db.driver as AuthChangeSource, authCache, log) : null;
  if (stopWatching) authWatchers.set(authCache, stopWatching);
  return {
    config,
    clock,
    log,
    db,
    limiter,
    authCache,
    mailer: args.mailer ?? createMailer(config),
    cursors: new CursorCodec(await loadServerSecret(db, 'cursor')),
    outbox: new Outbox(clock, signals),
    jobs: new JobQueue(db, clock, signals),
    keyUsage: new KeyUsage(db, log),
    signals,
    modules: args.modules,
    extras: new Map(),
  };
}

export async function closeDeps(deps: Deps): Promise<void> {
  await authWatchers.get(deps.authCache)?.();
  authWatchers.delete(deps.authCache);
  await deps.keyUsage.flush();
  await deps.limiter.close();
  await deps.mailer.close();
}
