import type { Deps } from '../../../deps.js';
import { PUMP_JOB, recordAttempts, type Attempt, type AttemptResult } from './queue.js';

/** Retry jobs are bucketed, so a burst of failures queues a handful of jobs, not one each. */
const RETRY_BUCKET_MS = 100;

interface Waiting {
  attempt: Attempt;
  resolve: (result: AttemptResult | null) => void;
}

/**
 * Writes finished attempts in batches: whatever finished while the previous
 * batch was being written goes in the next one, one transaction per data set.
 * One transaction per attempt was what limited throughput, on the embedded
 * database especially.
 */
export class AttemptRecorder {
  #queue: Waiting[] = [];
  #flushing: Promise<void> | null = null;

  constructor(
    private readonly deps: Pick<Deps, 'db' | 'jobs' | 'log'>,
    private readonly onPaused: () => void,
  ) {}

  /** Resolves once the attempt is written: its delivery's new state, or null when writing failed (the lease then runs out and it is retried). */
  record(attempt: Attempt): Promise<AttemptResult | null> {
    return new Promise((resolve) => {
      this.#queue.push({ attempt, resolve });
      this.#flushing ??= this.#drain().finally(() => {
        this.#flushing = null;
      });
    });
  }

  async #drain(): Promise<void> {
    while (this.#queue.length > 0) {
      // Let attempts whose answers are already waiting on sockets join this batch.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = this.#queue.splice(0);
      const byTenant = new Map<string, Waiting[]>();
      for (const w of batch) {
        const list = byTenant.get(w.attempt.delivery.tenant) ?? [];
        list.push(w);
        byTenant.set(w.attempt.delivery.tenant, list);
      }
      for (const [tenant, items] of byTenant) await this.#write(tenant, items);
    }
  }

  async #write(tenant: string, items: Waiting[]): Promise<void> {
    try {
      const { results, paused } = await this.deps.db.tenantTx(tenant, async (tx) => {
        const out = await recordAttempts(tx, items.map((i) => i.attempt));
        // A job due with each retry brings a worker back on time, on this process or another.
        const buckets = new Set<number>();
        for (const { attempt } of items) {
          if (out.results.get(attempt.delivery.id) === 'pending' && attempt.nextAttemptAt) {
            buckets.add(Math.ceil(attempt.nextAttemptAt.getTime() / RETRY_BUCKET_MS));
          }
        }
        for (const b of buckets) {
          await this.deps.jobs.enqueue(tx, { kind: PUMP_JOB, tenant: null, runAt: new Date(b * RETRY_BUCKET_MS), dedupeKey: `retry:${b}` });
        }
        return out;
      });
      for (const i of items) i.resolve(results.get(i.attempt.delivery.id) ?? null);
      if (paused) this.onPaused();
    } catch (err) {
      this.deps.log.error({ err, tenant, attempts: items.length }, 'could not record webhook attempts; they will be made again');
      for (const i of items) i.resolve(null);
    }
  }
}
