import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { UpdateWebhookBody, Webhook } from './schemas.js';
import { checkedUrl, updateWebhook } from './service.js';

export const updateWebhookRoute = defineRoute({
  method: 'PATCH',
  url: '/webhooks/:id',
  operationId: 'updateWebhook',
  summary: 'Change a webhook, pause or resume it',
  description:
    'Send only what changes: `url` (checked like at creation), `events`, `description`, `status`. `status: "active"` resumes a paused webhook: the failure count resets and delivery starts with events that occur from then on (read the ones in between from GET /events). `status: "paused"` stops deliveries; pending ones end `failed`. 409 conflict when the new URL belongs to another webhook of this data set. Idempotency-Key required.',
  tags: ['webhooks'],
  auth: { scope: 'webhooks:manage' },
  idempotency: 'required',
  schema: { params: IdParams, body: UpdateWebhookBody, response: { 200: Type.Ref(Webhook) } },
  // DNS before the transaction: a slow resolver must not hold the webhook's row lock.
  prepare: async ({ deps, body }) => (body?.url === undefined ? undefined : checkedUrl(deps, body.url)),
  handler: async ({ deps, tx, params, body, prepared }) => updateWebhook(deps, tx, params.id, body ?? {}, prepared),
});
