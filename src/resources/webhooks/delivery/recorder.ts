import type { Deps } from '../../../deps.js';
import { PUMP_JOB, recordAttempts, type Attempt, type AttemptResult } from './queue.js';

/** Retry jobs are bucketed, so a burst of failures queues a handful of jobs, not one each. */
const RETRY_BUCKET_MS = 100;

interface Waiting {
  attempt: Attempt;
  resolve: (result: AttemptResult | null) => void;
}

/**
 * Writes each finished attempt at once: a write starts as soon as the attempt
 * ends, unless its webhook's previous write is still running or every write
 * slot is taken; then it joins the next write of its webhook, which starts the
 * moment one frees. So attempts wait only for writes in progress (never for a
 * batch to fill), a slow write holds back only its own webhook, and what a
 * worker killed with SIGKILL sends again is what it had in flight: attempts
 * still waiting for their receiver, and those whose answer arrived while
 * their write was running. One statement per write (recordAttempts), one
 * webhook row locked, so writes cannot deadlock. The embedded database runs one
 * statement at a time, so it gets one slot and waiting attempts share a write.
 */
export class AttemptRecorder {
  readonly #waiting = new Map<string, Waiting[]>();
  readonly #writing = new Set<string>();
  readonly #slots: number;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'jobs' | 'log'>,
    private readonly onPaused: () => void,
  ) {
    this.#slots = deps.db.kind === 'pglite' ? 1 : 8;
  }

  /** Resolves once the attempt is written: its delivery's new state, or null when writing failed (the lease then runs out and it is retried). */
  record(attempt: Attempt): Promise<AttemptResult | null> {
    return new Promise((resolve) => {
      const key = `${attempt.delivery.tenant}/${attempt.delivery.webhookId}`;
      const list = this.#waiting.get(key);
      if (list) list.push({ attempt, resolve });
      else this.#waiting.set(key, [{ attempt, resolve }]);
      this.#next();
    });
  }

  /** Starts writes while slots are free, oldest waiting webhook first (Map order). */
  #next(): void {
    for (const [key, items] of this.#waiting) {
      if (this.#writing.size >= this.#slots) return;
      if (this.#writing.has(key)) continue;
      this.#waiting.delete(key);
      this.#writing.add(key);
      void this.#write(items).finally(() => {
        this.#writing.delete(key);
        this.#next();
      });
    }
  }

  async #write(items: Waiting[]): Promise<void> {
    const { tenant, webhookId } = items[0]!.attempt.delivery;
    let out: Awaited<ReturnType<typeof recordAttempts>>;
    try {
      // A cross-tenant worker write as the owner; the statement names the data set and webhook.
      out = await recordAttempts(
        this.deps.db,
        { tenant, webhookId },
        items.map((i) => i.attempt),
      );
    } catch (err) {
      this.deps.log.error(
        { err, tenant, webhookId, attempts: items.length },
        'could not record webhook attempts; they will be made again',
      );
      for (const i of items) i.resolve(null);
      return;
    }
    for (const i of items) i.resolve(out.results.get(i.attempt.delivery.id) ?? null);
    if (out.paused) this.onPaused();
    // A job due with each retry brings a worker back on time, on this process or another;
    // if one is lost, the one-second schedule finds the delivery anyway.
    const buckets = new Set<number>();
    for (const { attempt } of items) {
      if (out.results.get(attempt.delivery.id) === 'pending' && attempt.nextAttemptAt)
        buckets.add(Math.ceil(attempt.nextAttemptAt.getTime() / RETRY_BUCKET_MS));
    }
    if (buckets.size === 0) return;
    await this.deps.db
      .systemTx(async (tx) => {
        for (const b of buckets) {
          await this.deps.jobs.enqueue(tx, {
            kind: PUMP_JOB,
            tenant: null,
            runAt: new Date(b * RETRY_BUCKET_MS),
            dedupeKey: `retry:${b}`,
          });
        }
      })
      .catch((err) => this.deps.log.warn({ err }, 'could not queue webhook retries; the schedule will find them'));
  }
}
