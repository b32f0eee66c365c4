import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { Tx } from '../../db/types.js';
import type { Signals } from '../../lib/signals.js';
import { newId } from '../../lib/ids.js';

export interface Job {
  id: string;
  tenant: string | null;
  kind: string;
  payload: Record<string, any>;
  attempts: number;
  maxAttempts: number;
  runAt: Date;
}

/** The dedupe key of jobs a schedule fires. */
const SCHEDULE_KEY = 'schedule';

export interface JobSummary {
  id: string;
  kind: string;
  tenant: string | null;
  status: 'queued' | 'running' | 'failed';
  attempts: number;
  maxAttempts: number;
  runAt: Date;
  lastError: string | null;
  payload: Record<string, unknown>;
  createdAt: Date;
  updatedAt: Date;
}

export interface EnqueueOptions {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** Defaults to the transaction's data set; null for system jobs. */
  tenant?: string | null;
  /** At most one queued job per (kind, dedupeKey); a second enqueue is dropped. */
  dedupeKey?: string;
  maxAttempts?: number;
}

const COLUMNS = `id, tenant_id AS tenant, kind, payload, attempts, max_attempts AS "maxAttempts", run_at AS "runAt"`;

/** Attempts of a job unless its kind asks for another number. */
export const DEFAULT_MAX_ATTEMPTS = 5;
/** Backoff after failed attempt n: 5 s · 2^(n-1), at most an hour, ±20% jitter (so failing jobs do not retry in step). */
const BACKOFF_BASE_MS = 5000;
const BACKOFF_MAX_MS = 3_600_000;

export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(Math.max(attempt - 1, 0), 20));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * Jobs live in PostgreSQL so any number of workers share them. A claimed job is
 * held by a lease; a worker that dies leaves the lease to expire and another
 * worker takes the job again (at least once, never lost).
 */
export class JobQueue {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly signals: Signals,
  ) {}

  /** Enqueues in the caller's transaction: the job exists only if the change commits. */
  async enqueue(tx: Tx, opts: EnqueueOptions): Promise<void> {
    const now = this.clock.now();
    const tenant = opts.tenant === undefined ? tx.tenant : opts.tenant;
    await tx.query(
      `INSERT INTO jobs (id, tenant_id, kind, payload, run_at, max_attempts, dedupe_key, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (kind, dedupe_key) WHERE dedupe_key IS NOT NULL AND status = 'queued' DO NOTHING`,
      [
        newId(),
        tenant,
        opts.kind,
        JSON.stringify(opts.payload ?? {}),
        opts.runAt ?? now,
        opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        opts.dedupeKey ?? null,
        now,
      ],
    );
    tx.afterCommit(() => this.signals.jobsQueued());
  }

  async claim(workerId: string, kinds: string[], limit: number, leaseMs: number): Promise<Job[]> {
    if (limit <= 0 || kinds.length === 0) return [];
    const now = this.clock.now();
    // A job whose worker died during its last attempt is not run again: a job
    // that kills its worker (out of memory, a crash) would otherwise loop for ever.
    await this.db.query(
      `UPDATE jobs SET status = 'failed', locked_by = NULL, lease_until = NULL, updated_at = $1,
         last_error = left('its worker stopped during the last attempt (lease expired)' || COALESCE('; before: ' || last_error, ''), 2000)
       WHERE status = 'running' AND lease_until < $1 AND attempts >= max_attempts AND kind = ANY($2)`,
      [now, kinds],
    );
    const res = await this.db.query<Job>(
      `UPDATE jobs SET status = 'running', locked_by = $1, lease_until = $2, attempts = attempts + 1, updated_at = $3
       WHERE id IN (
         SELECT id FROM jobs
         WHERE kind = ANY($4) AND ((status = 'queued' AND run_at <= $3) OR (status = 'running' AND lease_until < $3))
         ORDER BY run_at LIMIT $5 FOR UPDATE SKIP LOCKED)
       RETURNING ${COLUMNS}`,
      [workerId, new Date(now.getTime() + leaseMs), now, kinds, limit],
    );
    return res.rows;
  }

  async extendLease(job: Job, workerId: string, leaseMs: number): Promise<boolean> {
    const res = await this.db.query(
      `UPDATE jobs SET lease_until = $3 WHERE id = $1 AND locked_by = $2 AND status = 'running'`,
      [job.id, workerId, new Date(this.clock.now().getTime() + leaseMs)],
    );
    return res.rowCount > 0;
  }

  /** Done jobs are deleted: the table holds only work still to do (and failures to inspect). */
  async complete(job: Job, workerId: string): Promise<void> {
    await this.db.query(`DELETE FROM jobs WHERE id = $1 AND locked_by = $2`, [job.id, workerId]);
  }

  /**
   * Records a failed attempt: queued again after a backoff, or `failed` once its
   * attempts are used up. Failed jobs stay for inspection (`svc jobs list
   * --failed`) and can be run again (`svc jobs retry ID`); of a schedule's
   * failed runs only the latest is kept, since the schedule fires again anyway.
   */
  async fail(job: Job, workerId: string, error: unknown): Promise<'queued' | 'failed'> {
    const now = this.clock.now();
    const message = error instanceof Error ? error.message : String(error);
    const status = job.attempts >= job.maxAttempts ? 'failed' : 'queued';
    const res = await this.db.query<{ dedupeKey: string | null }>(
      `UPDATE jobs SET status = $3, run_at = $4, locked_by = NULL, lease_until = NULL, last_error = $5, updated_at = $6
       WHERE id = $1 AND locked_by = $2 RETURNING dedupe_key AS "dedupeKey"`,
      [job.id, workerId, status, new Date(now.getTime() + backoffMs(job.attempts)), message.slice(0, 2000), now],
    );
    if (status === 'failed' && res.rows[0]?.dedupeKey === SCHEDULE_KEY) {
      await this.db.query(`DELETE FROM jobs WHERE kind = $1 AND dedupe_key = $2 AND status = 'failed' AND id <> $3`, [
        job.kind,
        SCHEDULE_KEY,
        job.id,
      ]);
    }
    return status;
  }

  /** Jobs for operators, most recently changed first; `failed` only those that used up their attempts. */
  async list(opts: { failed?: boolean; kind?: string; limit?: number } = {}): Promise<JobSummary[]> {
    const res = await this.db.query<JobSummary>(
      `SELECT id, kind, tenant_id AS tenant, status, attempts, max_attempts AS "maxAttempts", run_at AS "runAt",
              last_error AS "lastError", payload, created_at AS "createdAt", updated_at AS "updatedAt"
       FROM jobs WHERE ($1::boolean IS NOT TRUE OR status = 'failed') AND ($2::text IS NULL OR kind = $2)
       ORDER BY updated_at DESC, id DESC LIMIT $3`,
      [opts.failed ?? false, opts.kind ?? null, opts.limit ?? 100],
    );
    return res.rows;
  }

  /**
   * Runs a failed job again now, with a fresh count of attempts. Returns null when
   * there is no failed job with that id; throws a unique violation (23505) when
   * the same job (kind and dedupe key) is already queued.
   */
  async retry(id: string): Promise<JobSummary | null> {
    const now = this.clock.now();
    const res = await this.db.query<JobSummary>(
      `UPDATE jobs SET status = 'queued', attempts = 0, run_at = $2, updated_at = $2
       WHERE id = $1 AND status = 'failed'
       RETURNING id, kind, tenant_id AS tenant, status, attempts, max_attempts AS "maxAttempts", run_at AS "runAt",
                 last_error AS "lastError", payload, created_at AS "createdAt", updated_at AS "updatedAt"`,
      [id, now],
    );
    if (res.rows[0]) this.signals.jobsQueued();
    return res.rows[0] ?? null;
  }

  /** Reschedules without counting an attempt (the job asked to run later). */
  async defer(job: Job, workerId: string, runAt: Date): Promise<void> {
    await this.db.query(
      `UPDATE jobs SET status = 'queued', run_at = $3, attempts = attempts - 1, locked_by = NULL, lease_until = NULL, updated_at = $4
       WHERE id = $1 AND locked_by = $2`,
      [job.id, workerId, runAt, this.clock.now()],
    );
  }

  /** Hands back jobs a stopping worker still holds, without counting the attempt. */
  async release(workerId: string, ids?: string[]): Promise<number> {
    const res = await this.db.query(
      `UPDATE jobs SET status = 'queued', attempts = GREATEST(attempts - 1, 0), locked_by = NULL, lease_until = NULL, updated_at = $2
       WHERE locked_by = $1 AND status = 'running' AND ($3::uuid[] IS NULL OR id = ANY($3))`,
      [workerId, this.clock.now(), ids ?? null],
    );
    return res.rowCount;
  }

  /** Claims due schedules and enqueues one job each; only one worker wins a given tick. */
  async fireSchedules(names: string[]): Promise<string[]> {
    if (names.length === 0) return [];
    const now = this.clock.now();
    return this.db.systemTx(async (tx) => {
      const res = await tx.query<{ name: string }>(
        `UPDATE schedules SET next_run_at = $1::timestamptz + interval_ms * interval '1 millisecond'
         WHERE name IN (SELECT name FROM schedules WHERE name = ANY($2) AND next_run_at <= $1 FOR UPDATE SKIP LOCKED)
         RETURNING name`,
        [now, names],
      );
      for (const { name } of res.rows) {
        await this.enqueue(tx, { kind: name, tenant: null, dedupeKey: SCHEDULE_KEY, maxAttempts: 1 });
      }
      return res.rows.map((r) => r.name);
    });
  }

  async registerSchedules(schedules: Array<{ name: string; intervalMs: number }>): Promise<void> {
    const now = this.clock.now();
    for (const s of schedules) {
      await this.db.query(
        `INSERT INTO schedules (name, interval_ms, next_run_at) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET interval_ms = EXCLUDED.interval_ms,
           next_run_at = LEAST(schedules.next_run_at, EXCLUDED.next_run_at + EXCLUDED.interval_ms * interval '1 millisecond')`,
        [s.name, s.intervalMs, now],
      );
    }
  }
}
