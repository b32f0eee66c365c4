import type { Database } from '../../../db/database.js';
import type { Queryable } from '../../../db/types.js';
import type { EventRow } from '../../events/repository.js';
import { MAX_ATTEMPTS, PAUSE_AFTER_FAILURES } from './retry.js';

/** The job that runs the delivery pump (see engine.ts). */
export const PUMP_JOB = 'webhooks.pump';

/** A delivery this worker holds the lease of, with what it needs to send it. */
export interface ClaimedDelivery {
  tenant: string;
  id: string;
  webhookId: string;
  /** Attempts already recorded. */
  attempts: number;
  /** This claim's lease token (`locked_by`): only its holder may record the attempt. */
  holder: string;
  /** The holder whose lease ran out before it recorded an outcome (its worker died or stalled mid-attempt), if any. */
  interrupted: string | null;
  url: string;
  secret: string;
  event: EventRow;
}

/**
 * Leases up to `limit` due deliveries of active webhooks, across data sets. A
 * lease outlasts the attempt's timeout, so while it holds no other worker can
 * send the same attempt; a worker that dies leaves the lease to expire and the
 * delivery is claimed again (at least once, never stuck).
 */
export async function claimDue(
  db: Database,
  o: { holder: string; limit: number; now: Date; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  if (o.limit <= 0) return [];
  const res = await db.query<
    Omit<ClaimedDelivery, 'event'> & {
      eventId: number;
      type: string;
      occurredAt: Date;
      data: EventRow['data'];
      links: EventRow['links'];
    }
  >(
    `WITH due AS (
       SELECT d.tenant_id, d.id, d.locked_by AS prev_holder FROM webhook_deliveries d
       JOIN webhooks w ON w.tenant_id = d.tenant_id AND w.id = d.webhook_id AND w.status = 'active'
       WHERE d.status = 'pending' AND d.next_attempt_at <= $3 AND (d.lease_until IS NULL OR d.lease_until < $3)
       ORDER BY d.next_attempt_at LIMIT $4
       FOR UPDATE OF d SKIP LOCKED
     )
     UPDATE webhook_deliveries d SET locked_by = $1, lease_until = $2
     FROM due, webhooks w, events e
     WHERE d.tenant_id = due.tenant_id AND d.id = due.id
       AND w.tenant_id = d.tenant_id AND w.id = d.webhook_id
       AND e.tenant_id = d.tenant_id AND e.id = d.event_id
     RETURNING d.tenant_id AS tenant, d.id, d.webhook_id AS "webhookId", d.attempts, w.url, w.secret, due.prev_holder AS "interrupted",
       e.id AS "eventId", e.type, e.occurred_at AS "occurredAt", e.data, e.links`,
    [o.holder, new Date(o.now.getTime() + o.leaseMs), o.now, o.limit],
  );
  return res.rows.map((r) => ({
    tenant: r.tenant,
    id: r.id,
    webhookId: r.webhookId,
    attempts: r.attempts,
    holder: o.holder,
    interrupted: r.interrupted,
    url: r.url,
    secret: r.secret,
    event: { id: Number(r.eventId), type: r.type, occurredAt: r.occurredAt, data: r.data, links: r.links },
  }));
}

export type Outcome =
  | { ok: true; status: number }
  | { ok: false; status: number | null; error: string; retryAfterMs: number | null };

export interface Attempt {
  delivery: ClaimedDelivery;
  outcome: Outcome;
  /** When the attempt ended. */
  at: Date;
  /** When to try again after a failure (ignored once the attempts are used up). */
  nextAttemptAt: Date | null;
}

export type AttemptResult = 'delivered' | 'pending' | 'failed' | 'lease-lost';

/**
 * Records finished attempts of one webhook in one statement (so it commits on
 * its own, in one round trip, and locks only that webhook's row). Each attempt
 * is fenced by its lease: one whose lease another worker took over records
 * nothing (the holder's attempt counts instead). The webhook's counters follow
 * the recorded attempts in the order they ended: any 2xx resets
 * `consecutiveFailures`, and reaching 20 pauses the webhook. Returns each
 * delivery's new state and whether the webhook is now paused.
 */
export async function recordAttempts(
  q: Queryable,
  hook: { tenant: string; webhookId: string },
  attempts: Attempt[],
): Promise<{ results: Map<string, AttemptResult>; paused: boolean }> {
  const rows = attempts.map((a) => ({
    id: a.delivery.id,
    holder: a.delivery.holder,
    ok: a.outcome.ok,
    final: !a.outcome.ok && (a.delivery.attempts + 1 >= MAX_ATTEMPTS || a.nextAttemptAt === null),
    attempts: a.delivery.attempts + 1,
    status: a.outcome.status,
    error: a.outcome.ok ? null : a.outcome.error.slice(0, 1000),
    at: a.at,
    next: a.nextAttemptAt,
  }));
  const res = await q.query<{ id: string; status: 'delivered' | 'pending' | 'failed'; paused: boolean | null }>(
    `WITH u AS (
       SELECT * FROM unnest($3::text[], $4::uuid[], $5::boolean[], $6::boolean[], $7::int[], $8::int[], $9::text[], $10::timestamptz[], $11::timestamptz[])
         AS u(holder, id, ok, final, attempts, status, error, at, next)
     ), d AS (
       UPDATE webhook_deliveries d SET
         -- A webhook paused meanwhile gets no further attempt: the delivery ends here.
         status = CASE WHEN u.ok THEN 'delivered' WHEN u.final OR w.status = 'paused' THEN 'failed' ELSE 'pending' END,
         attempts = u.attempts, response_status = u.status, error = u.error,
         delivered_at = CASE WHEN u.ok THEN u.at END,
         next_attempt_at = CASE WHEN u.ok OR u.final OR w.status = 'paused' THEN NULL ELSE u.next END,
         locked_by = NULL, lease_until = NULL
       FROM u, webhooks w
       WHERE d.tenant_id = $1 AND d.webhook_id = $2 AND d.id = u.id AND d.locked_by = u.holder AND d.status = 'pending'
         AND w.tenant_id = $1 AND w.id = $2
       RETURNING d.id, d.status
     ), r AS (
       SELECT u.ok, u.at FROM u JOIN d ON d.id = u.id
     ), agg AS (
       SELECT bool_or(ok) AS reset,
              count(*) FILTER (WHERE NOT ok) AS failures,
              count(*) FILTER (WHERE NOT ok AND at > COALESCE((SELECT max(at) FROM r WHERE ok), '-infinity')) AS tail,
              max(at) FILTER (WHERE ok) AS delivered_at, max(at) FILTER (WHERE NOT ok) AS failed_at, max(at) AS at
       FROM r HAVING count(*) > 0
     ), w AS (
       UPDATE webhooks w SET
         consecutive_failures = CASE WHEN agg.reset THEN agg.tail ELSE w.consecutive_failures + agg.failures END,
         last_delivered_at = GREATEST(w.last_delivered_at, agg.delivered_at),
         last_failed_at = GREATEST(w.last_failed_at, agg.failed_at),
         status = CASE WHEN (CASE WHEN agg.reset THEN agg.tail ELSE w.consecutive_failures + agg.failures END) >= ${PAUSE_AFTER_FAILURES}
           THEN 'paused' ELSE w.status END,
         updated_at = CASE WHEN w.status = 'active' AND (CASE WHEN agg.reset THEN agg.tail ELSE w.consecutive_failures + agg.failures END) >= ${PAUSE_AFTER_FAILURES}
           THEN agg.at ELSE w.updated_at END
       FROM agg WHERE w.tenant_id = $1 AND w.id = $2
       RETURNING w.status = 'paused' AS paused
     )
     SELECT d.id, d.status, (SELECT paused FROM w) AS paused FROM d`,
    [
      hook.tenant,
      hook.webhookId,
      rows.map((r) => r.holder),
      rows.map((r) => r.id),
      rows.map((r) => r.ok),
      rows.map((r) => r.final),
      rows.map((r) => r.attempts),
      rows.map((r) => r.status),
      rows.map((r) => r.error),
      rows.map((r) => r.at),
      rows.map((r) => r.next),
    ],
  );
  const results = new Map<string, AttemptResult>(attempts.map((a) => [a.delivery.id, 'lease-lost']));
  for (const r of res.rows) results.set(r.id, r.status);
  return { results, paused: res.rows.some((r) => r.paused === true) };
}

/** Hands a delivery back without counting an attempt (the worker is stopping). */
export async function releaseClaim(tx: Queryable, d: ClaimedDelivery): Promise<void> {
  await tx.query(
    `UPDATE webhook_deliveries SET locked_by = NULL, lease_until = NULL WHERE id = $1 AND locked_by = $2`,
    [d.id, d.holder],
  );
}
