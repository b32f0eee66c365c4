import type { Database } from '../../db/database.js';
import type { Logger } from '../../logger.js';
import { touchKeys } from './repository.js';

/**
 * `lastUsedAt` is written in batches (the decisions allow a few seconds of lag) so
 * a busy key costs one UPDATE every interval rather than one per request.
 */
export class KeyUsage {
  #pending = new Map<string, Date>();
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly log: Logger,
    private readonly intervalMs = 2000,
  ) {}

  touch(keyId: string, at: Date): void {
    const prev = this.#pending.get(keyId);
    if (!prev || prev < at) this.#pending.set(keyId, at);
    if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.intervalMs);
      this.#timer.unref();
    }
  }

  async flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#pending.size === 0) return;
    const batch = [...this.#pending].map(([id, at]) => ({ id, at }));
    this.#pending.clear();
    try {
      await touchKeys(this.db, batch);
    } catch (err) {
      this.log.warn({ err }, 'could not record key usage');
    }
  }
}
