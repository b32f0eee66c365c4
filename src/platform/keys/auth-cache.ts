import { performance } from 'node:perf_hooks';
import type { Logger } from '../../logger.js';

/**
 * Remembers what a key hash authenticated to, so a busy key costs no database
 * round trip per request. Correctness rests on invalidation, not on the TTL:
 * this process clears the cache itself right after it revokes a key or changes a
 * plan, and other processes hear of such changes through PostgreSQL's
 * `svc_auth` notification (a trigger fires it at commit). While that channel is
 * not known to be up, nothing is cached. The TTL bounds the damage of a lost
 * notification.
 */
export class AuthCache<T> {
  #entries = new Map<string, { value: T; until: number }>();
  #enabled: boolean;
  #generation = 0;
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 10_000,
    /** False until a process-wide invalidation channel is listening (see enable()). */
    enabled = true,
  ) {
    this.#enabled = enabled;
  }

  get(hash: string): T | undefined {
    const hit = this.#entries.get(hash);
    if (!hit) return undefined;
    if (hit.until < performance.now()) {
      this.#entries.delete(hash);
      return undefined;
    }
    return hit.value;
  }

  /**
   * Fetches through the cache. A change that lands while the fetch is running
   * bumps the generation, and the possibly stale answer is then not kept.
   */
  async through(hash: string, fetch: () => Promise<T | null>): Promise<T | null> {
    const cached = this.get(hash);
    if (cached !== undefined) return cached;
    const generation = this.#generation;
    const value = await fetch();
    if (value !== null && this.#enabled && generation === this.#generation) {
      if (this.#entries.size >= this.maxEntries) this.#entries.clear();
      this.#entries.set(hash, { value, until: performance.now() + this.ttlMs });
    }
    return value;
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    for (const fn of this.#listeners) fn();
  }

  /**
   * Called whenever keys or plans may have changed (a revocation or plan switch
   * here, or one heard from another process): holders of long-lived requests
   * (event streams) check their key again. Returns the unsubscribe.
   */
  onChange(fn: () => void): () => void {
    this.#listeners.add(fn);
    return () => this.#listeners.delete(fn);
  }

  enable(on: boolean): void {
    this.#enabled = on;
    this.clear();
  }
}

/** What a driver offers for hearing about auth changes made by other processes. */
export interface AuthChangeSource {
  listen(channel: string, onNotify: () => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
}

export async function watchAuthChanges<T>(
  source: AuthChangeSource,
  cache: AuthCache<T>,
  log: Logger,
): Promise<() => Promise<void>> {
  return source.listen(
    'svc_auth',
    () => cache.clear(),
    (listening) => {
      if (!listening) log.warn('auth-change channel lost; keys are looked up on every request until it is back');
      cache.enable(listening);
    },
  );
}
