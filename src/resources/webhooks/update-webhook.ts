import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../http/schemas.js';
import { UpdateWebhookBody, Webhook } from './schemas.js';
import { updateWebhook } from './service.js';

export const updateWebhookRoute = defineRoute({
  method: 'PATCH',
  url: '/webhooks/:id',
  operationId: 'updateWebhook',
  summary: 'Change a webhook, pause or resume it',
  description:
    'Send only what changes: `url` (checked like at creation), `events`, `description`, `status`. `status: "active"` resumes a paused webhook: the failure count resets and delivery starts with events that occur from then on (read the ones in between from GET /events). `status: "paused"` stops deliveries; pending ones end `failed`. 409 conflict when the new URL belongs to another webhook of this data set. Idempotency-Key required.',
  tags: ['webhooks'],
  scope: 'webhooks:manage',
  idempotency: 'required',
  schema: { params: IdParams, body: UpdateWebhookBody, response: { 200: Type.Ref(Webhook) } },
  handler: async ({ deps, tx, params, body }) => updateWebhook(deps, tx, params.id, body ?? {}),
});
