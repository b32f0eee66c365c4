import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { conflict, invalidRequest, notFound } from '../../contract/errors.js';
import { newId, randomBase62 } from '../../lib/ids.js';
import { EVENT_TYPES, type EventType } from '../../platform/outbox/catalogue.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import { OutboundRefused } from '../../platform/outbound/guard.js';
import { afterWebhookChange } from './delivery/trigger.js';
import * as repo from './repository.js';
import type { CreateWebhookInput, UpdateWebhookInput, WebhookBody, WebhookDeliveryBody } from './schemas.js';

type ServiceDeps = Pick<Deps, 'clock' | 'cursors' | 'config' | 'slots' | 'jobs' | 'outbound'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toWebhook(r: repo.WebhookRow): WebhookBody {
  return {
    id: r.id,
    url: r.url,
    events: r.events,
    description: r.description,
    status: r.status,
    consecutiveFailures: r.consecutiveFailures,
    lastDeliveredAt: iso(r.lastDeliveredAt),
    lastFailedAt: iso(r.lastFailedAt),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toDelivery(r: repo.DeliveryRow): WebhookDeliveryBody {
  return {
    id: r.id,
    eventId: String(r.eventId),
    status: r.status,
    attempts: r.attempts,
    responseStatus: r.responseStatus,
    error: r.error,
    deliveredAt: iso(r.deliveredAt),
    createdAt: r.createdAt.toISOString(),
    nextAttemptAt: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
    replayOf: r.replayOf,
  };
}

/** A save waits this long for DNS at most. */
const SAVE_CHECK_TIMEOUT_MS = 3000;

/**
 * Refused at save time: not http(s), credentials in it, or it is (or resolves
 * to) a private address. Resolves DNS, so it runs before the write's
 * transaction opens (the route's `prepare`); the result goes to create/update.
 */
export async function checkedUrl(deps: Pick<Deps, 'outbound'>, raw: string): Promise<string> {
  const guard = deps.outbound;
  let timer: NodeJS.Timeout | undefined;
  try {
    const url = await Promise.race([
      guard.checkUrl(raw),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new OutboundRefused('dns', 'the host name did not resolve in time')),
          SAVE_CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    return url.toString();
  } catch (err) {
    if (err instanceof OutboundRefused) throw invalidRequest(`The webhook URL is refused: ${err.message}.`, 'url');
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

/** `["*"]` alone, or catalogue types without duplicates (the schema already refused unknown ones). */
function normalizeEvents(events: string[]): string[] {
  const unique = [...new Set(events)];
  if (unique.includes('*') && unique.length > 1)
    throw invalidRequest('events: "*" subscribes to every type and must stand alone.', 'events');
  return unique;
}

async function ensureUrlFree(tx: Tx, url: string, exceptId: string | null): Promise<void> {
  if (await repo.urlTaken(tx, url, exceptId)) throw conflict('Another webhook of this data set already has this URL.');
}

export async function listWebhooks(tx: Tx): Promise<{ items: WebhookBody[]; catalog: EventType[] }> {
  return { items: (await repo.listWebhooks(tx)).map(toWebhook), catalog: [...EVENT_TYPES] };
}

export async function getWebhook(tx: Tx, id: string): Promise<WebhookBody> {
  const row = await repo.findWebhook(tx, id);
  if (!row) throw notFound('webhook');
  return toWebhook(row);
}

/** A signing secret as webhooks get them (also the one `svc listen` prints). */
export const newWebhookSecret = () => `whsec_${randomBase62(40)}`;

/** `url` is input.url as checkedUrl() accepted it, before the transaction. */
export async function createWebhook(
  deps: ServiceDeps,
  tx: TenantTx,
  input: CreateWebhookInput,
  url: string,
): Promise<WebhookBody & { secret: string }> {
  const events = normalizeEvents(input.events);
  await ensureUrlFree(tx, url, null);
  const row = await repo.insertWebhook(tx, {
    id: newId(),
    url,
    events,
    description: input.description ?? '',
    secret: newWebhookSecret(),
    now: deps.clock.now(),
  });
  await afterWebhookChange(deps, tx);
  return { ...toWebhook(row), secret: row.secret };
}

/** `url`: the new input.url as checkedUrl() accepted it before the transaction (undefined when unchanged). */
export async function updateWebhook(
  deps: ServiceDeps,
  tx: TenantTx,
  id: string,
  input: UpdateWebhookInput,
  url: string | undefined,
): Promise<WebhookBody> {
  const current = await repo.findWebhook(tx, id, { forUpdate: true });
  if (!current) throw notFound('webhook');
  if (url !== undefined) await ensureUrlFree(tx, url, id);
  const now = deps.clock.now();
  const row = await repo.updateWebhook(tx, id, {
    ...(url !== undefined ? { url } : {}),
    ...(input.events !== undefined ? { events: normalizeEvents(input.events) } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.status !== undefined ? { status: input.status } : {}),
    now,
  });
  if (row.status === 'paused') await repo.failPendingOfPaused(tx, id, now);
  else await afterWebhookChange(deps, tx);
  return toWebhook(row);
}

export async function deleteWebhook(tx: Tx, id: string): Promise<void> {
  if (!(await repo.deleteWebhook(tx, id))) throw notFound('webhook');
}

export async function listDeliveries(
  deps: ServiceDeps,
  tx: TenantTx,
  webhookId: string,
  q: PageParams,
): Promise<Page<WebhookDeliveryBody>> {
  if (!(await repo.findWebhook(tx, webhookId))) throw notFound('webhook');
  return listPage(deps, tx, q, {
    list: 'webhook-deliveries',
    filters: { webhookId },
    rows: (page) => repo.listDeliveries(tx, page),
    sortKey: (r) => [r.createdAt, r.id],
    toBody: toDelivery,
  });
}

/** A fresh pending delivery of the same event to the same webhook; the original is left as it is. */
export async function replayDelivery(
  deps: ServiceDeps,
  tx: TenantTx,
  webhookId: string,
  deliveryId: string,
): Promise<WebhookDeliveryBody> {
  const webhook = await repo.findWebhook(tx, webhookId, { forUpdate: true });
  if (!webhook) throw notFound('webhook');
  const original = await repo.findDelivery(tx, webhookId, deliveryId);
  if (!original) throw notFound('delivery');
  if (webhook.status === 'paused')
    throw conflict('The webhook is paused: nothing is delivered until its status is set to active.');
  const row = await repo.insertReplay(tx, { id: newId(), original, now: deps.clock.now() });
  await afterWebhookChange(deps, tx, { deliveryQueued: true });
  return toDelivery(row);
}
