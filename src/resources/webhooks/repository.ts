import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';

export interface WebhookRow {
  id: string;
  url: string;
  events: string[];
  description: string;
  status: 'active' | 'paused';
  secret: string;
  consecutiveFailures: number;
  lastDeliveredAt: Date | null;
  lastFailedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const WEBHOOK = `id, url, events, description, status, secret, consecutive_failures AS "consecutiveFailures",
  last_delivered_at AS "lastDeliveredAt", last_failed_at AS "lastFailedAt", created_at AS "createdAt", updated_at AS "updatedAt"`;

/** The newest event id of the data set: a new (or resumed) subscription starts after it. */
const CURRENT_EVENT_ID = `COALESCE((SELECT last_id FROM event_counters), 0)`;

export async function listWebhooks(q: Queryable): Promise<WebhookRow[]> {
  return (await q.query<WebhookRow>(`SELECT ${WEBHOOK} FROM webhooks ORDER BY created_at DESC, id DESC`)).rows;
}

export async function findWebhook(
  q: Queryable,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<WebhookRow | null> {
  const res = await q.query<WebhookRow>(
    `SELECT ${WEBHOOK} FROM webhooks WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return res.rows[0] ?? null;
}

export async function urlTaken(q: Queryable, url: string, exceptId: string | null): Promise<boolean> {
  const res = await q.query(`SELECT 1 FROM webhooks WHERE url = $1 AND id IS DISTINCT FROM $2`, [url, exceptId]);
  return res.rowCount > 0;
}

export async function insertWebhook(
  q: Queryable,
  w: { id: string; url: string; events: string[]; description: string; secret: string; now: Date },
): Promise<WebhookRow> {
  const res = await q.query<WebhookRow>(
    `INSERT INTO webhooks (id, url, events, description, secret, after_event_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, ${CURRENT_EVENT_ID}, $6, $6) RETURNING ${WEBHOOK}`,
    [w.id, w.url, w.events, w.description, w.secret, w.now],
  );
  return res.rows[0]!;
}

export async function updateWebhook(
  q: Queryable,
  id: string,
  patch: { url?: string; events?: string[]; description?: string; status?: 'active' | 'paused'; now: Date },
): Promise<WebhookRow> {
  const sets = ['updated_at = $2'];
  const params: unknown[] = [id, patch.now];
  if (patch.url !== undefined) sets.push(`url = $${params.push(patch.url)}`);
  if (patch.events !== undefined) sets.push(`events = $${params.push(patch.events)}`);
  if (patch.description !== undefined) sets.push(`description = $${params.push(patch.description)}`);
  if (patch.status !== undefined) sets.push(`status = $${params.push(patch.status)}`);
  // Resuming starts afresh: the count resets, and events from the paused time are not sent (an
  // active webhook keeps its place, so events still on their way to it are not skipped).
  if (patch.status === 'active') {
    sets.push(
      'consecutive_failures = 0',
      `after_event_id = CASE WHEN status = 'paused' THEN GREATEST(after_event_id, ${CURRENT_EVENT_ID}) ELSE after_event_id END`,
    );
  }
  const res = await q.query<WebhookRow>(
    `UPDATE webhooks SET ${sets.join(', ')} WHERE id = $1 RETURNING ${WEBHOOK}`,
    params,
  );
  return res.rows[0]!;
}

export async function deleteWebhook(q: Queryable, id: string): Promise<boolean> {
  return (await q.query(`DELETE FROM webhooks WHERE id = $1`, [id])).rowCount > 0;
}

export interface DeliveryRow {
  id: string;
  webhookId: string;
  eventId: number;
  replayOf: string | null;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  responseStatus: number | null;
  error: string | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
}

const DELIVERY = `id, webhook_id AS "webhookId", event_id AS "eventId", replay_of AS "replayOf", status, attempts,
  response_status AS "responseStatus", error, next_attempt_at AS "nextAttemptAt", delivered_at AS "deliveredAt", created_at AS "createdAt"`;

export function listDeliveries(
  q: Queryable,
  f: { webhookId: string; after: Position | null; limit: number },
): Promise<DeliveryRow[]> {
  return keysetRows(q, {
    from: `SELECT ${DELIVERY} FROM webhook_deliveries`,
    where: ['webhook_id = $1'],
    params: [f.webhookId],
    order: { ts: 'created_at', id: 'id' },
    after: f.after,
    limit: f.limit,
  });
}

export async function findDelivery(q: Queryable, webhookId: string, id: string): Promise<DeliveryRow | null> {
  const res = await q.query<DeliveryRow>(
    `SELECT ${DELIVERY} FROM webhook_deliveries WHERE webhook_id = $1 AND id = $2`,
    [webhookId, id],
  );
  return res.rows[0] ?? null;
}

export async function insertReplay(
  q: Queryable,
  d: { id: string; original: DeliveryRow; now: Date },
): Promise<DeliveryRow> {
  const res = await q.query<DeliveryRow>(
    `INSERT INTO webhook_deliveries (id, webhook_id, event_id, replay_of, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING ${DELIVERY}`,
    [d.id, d.original.webhookId, d.original.eventId, d.original.id, d.now],
  );
  return res.rows[0]!;
}

/** Pending deliveries of a webhook that is paused end `failed` without an attempt (never stuck pending). */
export async function failPendingOfPaused(q: Queryable, webhookId: string | null, now: Date): Promise<number> {
  const res = await q.query(
    `UPDATE webhook_deliveries d SET status = 'failed', next_attempt_at = NULL,
       error = COALESCE(d.error || '; ', '') || 'not sent: the webhook is paused'
     FROM webhooks w
     WHERE d.status = 'pending' AND (d.lease_until IS NULL OR d.lease_until < $2)
       AND w.tenant_id = d.tenant_id AND w.id = d.webhook_id AND w.status = 'paused'
       AND ($1::uuid IS NULL OR w.id = $1)`,
    [webhookId, now],
  );
  return res.rowCount;
}

/** The data sets with at least one active webhook (across tenants: the owner's connection). */
export async function activeWebhookTenants(q: Queryable): Promise<string[]> {
  const res = await q.query<{ tenant: string }>(
    `SELECT DISTINCT tenant_id AS tenant FROM webhooks WHERE status = 'active'`,
  );
  return res.rows.map((r) => r.tenant);
}
