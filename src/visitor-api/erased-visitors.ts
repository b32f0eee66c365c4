import type { Database } from '../db/database.js';
import { erasedVisitorsSince } from '../records/visitors.js';

/** How stale this process's list of erased visitors may be before a token check re-reads it. */
const RELOAD_MS = 1_000;
/** Erasures committed late (a long transaction, another process's clock) are still caught. */
const OVERLAP_MS = 5 * 60_000;

/**
 * Visitors whose data was erased, per process: their tokens are refused
 * (`401 invalid-token`) from the next check after the erasure commits, at
 * most a second later in any process. Signed tokens cannot be recalled, so the
 * check is a list; it grows by one entry per erased visitor and is read
 * incrementally (only rows erased since the last read, with an overlap).
 */
export class ErasedVisitors {
  #ids = new Set<string>();
  #since: Date | null = null;
  #loadedAt = 0;
  #loading: Promise<void> | null = null;

  constructor(private readonly db: Database) {}

  async #reload(): Promise<void> {
    this.#loading ??= (async () => {
      try {
        const startedAt = Date.now();
        const rows = await erasedVisitorsSince(this.db, this.#since);
        for (const r of rows) {
          this.#ids.add(`${r.tenant}:${r.id}`);
          const from = new Date(r.erasedAt.getTime() - OVERLAP_MS);
          if (!this.#since || from > this.#since) this.#since = from;
        }
        this.#loadedAt = startedAt;
      } finally {
        this.#loading = null;
      }
    })();
    await this.#loading;
  }

  async isErased(tenant: string, visitorId: string): Promise<boolean> {
    if (Date.now() - this.#loadedAt > RELOAD_MS) await this.#reload();
    return this.#ids.has(`${tenant}:${visitorId}`);
  }
}
