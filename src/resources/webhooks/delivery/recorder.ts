import type { Deps } from '../../../deps.js';
import { PUMP_JOB, recordAttempts, type Attempt, type AttemptResult } from './queue.js';

/** Retry jobs are bucketed, so a burst of failures queues a handful of jobs, not one each. */
const RETRY_BUCKET_MS = 100;

/**
 * Writes each finished attempt at once, in its own transaction. What a worker
 * killed with SIGKILL sends again is then only what was in flight: attempts
 * still waiting for their receiver, and those whose answer came in during the
 * few milliseconds of their own write. (Batching attempts in shared
 * transactions was faster on the embedded database, but every attempt of a
 * batch waited for the slowest write of the batch before it, and a crash
 * re-sent them all.)
 */
export class AttemptRecorder {
  constructor(
    private readonly deps: Pick<Deps, 'db' | 'jobs' | 'log'>,
    private readonly onPaused: () => void,
  ) {}

  /** Resolves once the attempt is written: its delivery's new state, or null when writing failed (the lease then runs out and it is retried). */
  async record(attempt: Attempt): Promise<AttemptResult | null> {
    const tenant = attempt.delivery.tenant;
    try {
      const { results, paused } = await this.deps.db.tenantTx(tenant, async (tx) => {
        const out = await recordAttempts(tx, [attempt]);
        // A job due with the retry brings a worker back on time, on this process or another.
        if (out.results.get(attempt.delivery.id) === 'pending' && attempt.nextAttemptAt) {
          const bucket = Math.ceil(attempt.nextAttemptAt.getTime() / RETRY_BUCKET_MS);
          await this.deps.jobs.enqueue(tx, { kind: PUMP_JOB, tenant: null, runAt: new Date(bucket * RETRY_BUCKET_MS), dedupeKey: `retry:${bucket}` });
        }
        return out;
      });
      if (paused) this.onPaused();
      return results.get(attempt.delivery.id) ?? null;
    } catch (err) {
      this.deps.log.error({ err, tenant, delivery: attempt.delivery.id }, 'could not record a webhook attempt; it will be made again');
      return null;
    }
  }
}
