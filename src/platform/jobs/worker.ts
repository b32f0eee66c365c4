import { hostname } from 'node:os';
import type { Logger } from '../../logger.js';
import type { Signals } from '../../lib/signals.js';
import { randomBase62 } from '../../lib/ids.js';
import { isConnectionFailure } from '../../db/errors.js';
import type { Job, JobQueue } from './queue.js';

export interface JobContext {
  workerId: string;
  /** Aborted when the worker is stopping; long jobs should wind down. */
  signal: AbortSignal;
}

export type JobHandler = (job: Job, ctx: JobContext) => Promise<void | { retryAt: Date }>;

export interface ScheduleDef {
  /** Also the job kind the schedule enqueues. */
  name: string;
  intervalMs: number;
}

export interface WorkerOptions {
  concurrency: number;
  pollMs: number;
  leaseMs?: number;
}

/**
 * Runs queued jobs. Any number of workers may run against one database; each
 * claims with SKIP LOCKED and holds a lease it renews while a job runs.
 */
export class Worker {
  readonly id = `${hostname()}:${process.pid}:${randomBase62(6)}`;
  readonly #running = new Map<string, Promise<void>>();
  readonly #abort = new AbortController();
  #stopped = true;
  #loop: Promise<void> | null = null;
  #wake: (() => void) | null = null;
  #unsubscribe: (() => void) | null = null;
  readonly #leaseMs: number;

  constructor(
    private readonly queue: JobQueue,
    private readonly handlers: ReadonlyMap<string, JobHandler>,
    private readonly schedules: readonly ScheduleDef[],
    private readonly signals: Signals,
    private readonly log: Logger,
    private readonly opts: WorkerOptions,
  ) {
    this.#leaseMs = opts.leaseMs ?? 60_000;
  }

  get kinds(): string[] {
    return [...this.handlers.keys()];
  }

  async start(): Promise<void> {
    if (!this.#stopped) return;
    this.#stopped = false;
    await this.queue.registerSchedules(this.schedules.filter((s) => this.handlers.has(s.name)));
    this.#unsubscribe = this.signals.onJobs(() => this.#wake?.());
    this.#loop = this.#run();
  }

  async #run(): Promise<void> {
    while (!this.#stopped) {
      try {
        await this.queue.fireSchedules(this.schedules.map((s) => s.name).filter((n) => this.handlers.has(n)));
        const free = this.opts.concurrency - this.#running.size;
        if (free > 0) {
          const jobs = await this.queue.claim(this.id, this.kinds, free, this.#leaseMs);
          for (const job of jobs) this.#start(job);
          if (jobs.length === free) continue;
        }
      } catch (err) {
        // A database outage is logged once by the Database itself; anything else is a bug.
        if (!this.#stopped && !isConnectionFailure(err)) this.log.error({ err }, 'worker poll failed');
      }
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, this.opts.pollMs);
        this.#wake = () => {
          clearTimeout(t);
          resolve();
        };
      });
      this.#wake = null;
    }
  }

  #start(job: Job): void {
    const run = this.#execute(job).finally(() => {
      this.#running.delete(job.id);
      this.#wake?.();
    });
    this.#running.set(job.id, run);
  }

  async #execute(job: Job): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const renew = setInterval(
      () => {
        this.queue
          .extendLease(job, this.id, this.#leaseMs)
          .catch((err) => this.log.warn({ err, job: job.id }, 'lease renewal failed'));
      },
      Math.max(1000, this.#leaseMs / 3),
    );
    renew.unref();
    const started = Date.now();
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      const out = await handler(job, { workerId: this.id, signal: this.#abort.signal });
      if (out && 'retryAt' in out) await this.queue.defer(job, this.id, out.retryAt);
      else await this.queue.complete(job, this.id);
      this.log.debug({ job: job.id, kind: job.kind, ms: Date.now() - started }, 'job done');
    } catch (err) {
      if (this.#stopped && this.#abort.signal.aborted) {
        await this.queue.release(this.id, [job.id]).catch(() => undefined);
        return;
      }
      const status = await this.queue.fail(job, this.id, err).catch((e) => {
        this.log.error({ err: e }, 'could not record job failure');
        return null;
      });
      const where = { err, job: job.id, kind: job.kind, attempt: job.attempts, maxAttempts: job.maxAttempts };
      if (status === 'failed')
        this.log.error(where, 'job failed for good; kept for svc jobs list --failed and svc jobs retry');
      else this.log.warn(where, 'job attempt failed; it will be retried');
    } finally {
      clearInterval(renew);
    }
  }

  /**
   * Runs due jobs in this process until none is left (tests and the CLI use it
   * instead of waiting for the poll loop).
   */
  async drain(opts: { kinds?: string[]; maxRounds?: number } = {}): Promise<number> {
    let done = 0;
    for (let round = 0; round < (opts.maxRounds ?? 100); round++) {
      await this.queue.fireSchedules(this.schedules.map((s) => s.name).filter((n) => this.handlers.has(n)));
      const jobs = await this.queue.claim(this.id, opts.kinds ?? this.kinds, this.opts.concurrency, this.#leaseMs);
      if (jobs.length === 0) break;
      await Promise.all(jobs.map((j) => this.#execute(j)));
      done += jobs.length;
    }
    return done;
  }

  /** Stops claiming, lets running jobs finish for up to `graceMs`, then hands the rest back. */
  async stop(graceMs = 10_000): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    this.#unsubscribe?.();
    this.#wake?.();
    await this.#loop;
    const pending = [...this.#running.values()];
    const timedOut = await Promise.race([
      Promise.all(pending).then(() => false),
      new Promise<boolean>((r) => setTimeout(() => r(true), graceMs).unref()),
    ]);
    if (timedOut) {
      this.#abort.abort();
      // Jobs that honour the signal hand themselves back now. Waiting for them
      // (briefly) means stop() returns with no statement of this worker still
      // in flight: a late one could hold the row lock while another worker
      // claims with SKIP LOCKED, and that worker would skip the job.
      await Promise.race([Promise.allSettled(pending), new Promise((r) => setTimeout(r, 2000).unref())]);
      const released = await this.queue.release(this.id);
      this.log.info({ released }, 'worker stopped; unfinished jobs handed back');
    }
  }
}
