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
export async function claimDue(db: Database, o: { holder: string; limit: number; now: Date; leaseMs: number }): Promise<ClaimedDelivery[]> {
  if (o.limit <= 0) return [];
  const res = await db.query<Omit<ClaimedDelivery, 'event'> & { eventId: number; type: string; occurredAt: Date; data: EventRow['data']; links: EventRow['links'] }>(
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
 * Records finished attempts of one data set in the caller's transaction, fenced
 * by the lease: an attempt whose lease another worker took over records nothing
 * (the holder's attempt counts instead). Webhook counters follow the recorded
 * attempts in the order they ended: any 2xx resets `consecutiveFailures`, and
 * reaching 20 pauses the webhook. Returns each delivery's new state and whether
 * a webhook got paused.
 */
export async function recordAttempts(
  tx: Queryable,
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
  const res = await tx.query<{ id: string; status: 'delivered' | 'pending' | 'failed' }>(
    `UPDATE webhook_deliveries d SET
       -- A webhook paused meanwhile gets no further attempt: the delivery ends here.
       status = CASE WHEN u.ok THEN 'delivered' WHEN u.final OR w.status = 'paused' THEN 'failed' ELSE 'pending' END,
       attempts = u.attempts, response_status = u.status, error = u.error,
       delivered_at = CASE WHEN u.ok THEN u.at END,
       next_attempt_at = CASE WHEN u.ok OR u.final OR w.status = 'paused' THEN NULL ELSE u.next END,
       locked_by = NULL, lease_until = NULL
     FROM unnest($1::text[], $2::uuid[], $3::boolean[], $4::boolean[], $5::int[], $6::int[], $7::text[], $8::timestamptz[], $9::timestamptz[])
            AS u(holder, id, ok, final, attempts, status, error, at, next),
          webhooks w
     WHERE d.id = u.id AND d.locked_by = u.holder AND d.status = 'pending' AND w.id = d.webhook_id
     RETURNING d.id, d.status`,
    [
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

  const byWebhook = new Map<string, { reset: boolean; tail: number; failures: number; deliveredAt: Date | null; failedAt: Date | null; at: Date }>();
  for (const a of [...attempts].sort((x, y) => x.at.getTime() - y.at.getTime())) {
    if (results.get(a.delivery.id) === 'lease-lost') continue;
    const w = byWebhook.get(a.delivery.webhookId) ?? { reset: false, tail: 0, failures: 0, deliveredAt: null, failedAt: null, at: a.at };
    w.at = a.at;
    if (a.outcome.ok) {
      w.reset = true;
      w.tail = 0;
      w.deliveredAt = a.at;
    } else {
      w.tail++;
      w.failures++;
      w.failedAt = a.at;
    }
    byWebhook.set(a.delivery.webhookId, w);
  }
  if (byWebhook.size === 0) return { results, paused: false };
  const ids = [...byWebhook.keys()].sort();
  const w = ids.map((id) => byWebhook.get(id)!);
  const counted = `CASE WHEN u.reset THEN u.tail ELSE w.consecutive_failures + u.failures END`;
  // Several are locked in id order first, as fan-out does, so concurrent writers cannot deadlock on them.
  if (ids.length > 1) await tx.query(`SELECT 1 FROM webhooks WHERE id = ANY($1) ORDER BY id FOR UPDATE`, [ids]);
  const hooks = await tx.query<{ paused: boolean }>(
    `UPDATE webhooks w SET
       consecutive_failures = ${counted},
       last_delivered_at = GREATEST(w.last_delivered_at, u.delivered_at),
       last_failed_at = GREATEST(w.last_failed_at, u.failed_at),
       status = CASE WHEN ${counted} >= ${PAUSE_AFTER_FAILURES} THEN 'paused' ELSE w.status END,
       updated_at = CASE WHEN w.status = 'active' AND ${counted} >= ${PAUSE_AFTER_FAILURES} THEN u.at ELSE w.updated_at END
     FROM unnest($1::uuid[], $2::boolean[], $3::int[], $4::int[], $5::timestamptz[], $6::timestamptz[], $7::timestamptz[])
            AS u(id, reset, tail, failures, delivered_at, failed_at, at)
     WHERE w.id = u.id
     RETURNING w.status = 'paused' AS paused`,
    [
      ids,
      w.map((x) => x.reset),
      w.map((x) => x.tail),
      w.map((x) => x.failures),
      w.map((x) => x.deliveredAt),
      w.map((x) => x.failedAt),
      w.map((x) => x.at),
    ],
  );
  return { results, paused: hooks.rows.some((r) => r.paused) };
}

/** Hands a delivery back without counting an attempt (the worker is stopping). */
export async function releaseClaim(tx: Queryable, d: ClaimedDelivery): Promise<void> {
  await tx.query(`UPDATE webhook_deliveries SET locked_by = NULL, lease_until = NULL WHERE id = $1 AND locked_by = $2`, [d.id, d.holder]);
}
