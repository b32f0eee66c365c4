import client from 'prom-client';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import type { Logger } from '../../logger.js';
import { PostgresDriver } from '../../db/postgres-driver.js';
import type { Metrics } from './metrics.js';
import { within } from '../../lib/timeout.js';

const { Gauge } = client;

/** A scrape never waits on a database that does not answer; the gauges are then left out. */
const SCRAPE_QUERY_TIMEOUT_MS = 2000;

/** Calls made while one is running share its promise: the gauges of one scrape run one query. */
function shared<T>(fn: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () =>
    (running ??= fn().finally(() => {
      running = null;
    }));
}

/**
 * Gauges read from the database when scraped: the job queue by kind, the
 * event outbox's lag behind webhook fan-out, and the connection pool. They
 * describe the whole service (every process shares the database), so scrape
 * one process for them, or take the max across processes.
 */
export function registerDatabaseGauges(metrics: Metrics, deps: { db: Database; clock: Clock; log: Logger }): void {
  const { db, clock, log } = deps;
  const registers = [metrics.registry];
  const failed = (what: string) => (err: unknown) => {
    log.warn({ err }, `metrics: ${what} could not be read`);
    return null;
  };

  // Each gauge reads on its own collect; the gauges of one query share it while it runs (one query per scrape).
  const jobRows = shared(() =>
    within(
      SCRAPE_QUERY_TIMEOUT_MS,
      db.query<{ kind: string; status: string; n: number; due: number; oldest: Date | null }>(
        `SELECT kind, status, count(*)::int AS n,
                count(*) FILTER (WHERE status = 'queued' AND run_at <= $1)::int AS due,
                min(run_at) FILTER (WHERE status = 'queued' AND run_at <= $1) AS oldest
         FROM jobs GROUP BY kind, status`,
        [clock.now()],
      ),
    ).then((r) => r.rows, failed('the job queue')),
  );
  new Gauge({
    name: 'svc_jobs',
    help: 'Jobs by kind and status (queued, running, failed)',
    labelNames: ['kind', 'status'] as const,
    registers,
    async collect() {
      const rows = await jobRows();
      this.reset();
      for (const r of rows ?? []) this.set({ kind: r.kind, status: r.status }, r.n);
    },
  });
  new Gauge({
    name: 'svc_jobs_ready',
    help: 'Queued jobs that are due now, by kind (the queue depth)',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      const rows = await jobRows();
      this.reset();
      for (const r of rows ?? []) if (r.status === 'queued') this.set({ kind: r.kind }, r.due);
    },
  });
  new Gauge({
    name: 'svc_jobs_oldest_ready_age_seconds',
    help: 'How long the longest-waiting due job has been waiting, by kind (0 when none is due)',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      const rows = await jobRows();
      const now = clock.now().getTime();
      this.reset();
      for (const r of rows ?? []) {
        if (r.status === 'queued')
          this.set({ kind: r.kind }, r.oldest ? Math.max(0, (now - new Date(r.oldest).getTime()) / 1000) : 0);
      }
    },
  });

  const lag = shared(() =>
    within(
      SCRAPE_QUERY_TIMEOUT_MS,
      db.query<{ events: number; oldest: Date | null }>(
        `SELECT COALESCE(sum(c.last_id - COALESCE(f.last_event_id, 0)), 0)::bigint AS events, min(e.occurred_at) AS oldest
         FROM event_counters c
         LEFT JOIN webhook_fanout f ON f.tenant_id = c.tenant_id
         LEFT JOIN events e ON e.tenant_id = c.tenant_id AND e.id = COALESCE(f.last_event_id, 0) + 1
         WHERE c.last_id > COALESCE(f.last_event_id, 0)
           AND EXISTS (SELECT 1 FROM webhooks w WHERE w.tenant_id = c.tenant_id AND w.status = 'active')`,
      ),
    ).then((r) => r.rows[0] ?? null, failed('the outbox lag')),
  );
  new Gauge({
    name: 'svc_event_outbox_lag_events',
    help: 'Committed events not yet fanned out to webhook deliveries, over every data set with an active webhook',
    registers,
    async collect() {
      const row = await lag();
      if (row) this.set(Number(row.events));
    },
  });
  new Gauge({
    name: 'svc_event_outbox_lag_seconds',
    help: 'Age of the oldest committed event not yet fanned out to webhook deliveries (0 when none waits)',
    registers,
    async collect() {
      const row = await lag();
      if (row) this.set(row.oldest ? Math.max(0, (clock.now().getTime() - new Date(row.oldest).getTime()) / 1000) : 0);
    },
  });

  new Gauge({
    name: 'svc_db_pool_connections',
    help: 'Database connections of this process: total and idle open ones, and callers waiting for one (PostgreSQL pool; the embedded database is one session)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const driver = db.driver;
      if (driver instanceof PostgresDriver) {
        this.set({ state: 'total' }, driver.pool.totalCount);
        this.set({ state: 'idle' }, driver.pool.idleCount);
        this.set({ state: 'waiting' }, driver.pool.waitingCount);
        this.set({ state: 'max' }, driver.pool.options.max ?? 10);
      } else {
        this.set({ state: 'total' }, 1);
        this.set({ state: 'max' }, 1);
      }
    },
  });
}
