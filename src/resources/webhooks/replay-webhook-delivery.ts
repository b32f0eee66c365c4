import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { DeliveryParams, WebhookDelivery } from './schemas.js';
import { replayDelivery } from './service.js';

export const replayWebhookDeliveryRoute = defineRoute({
  method: 'POST',
  url: '/webhooks/:id/deliveries/:deliveryId/replay',
  operationId: 'replayWebhookDelivery',
  summary: 'Send an event to a webhook again',
  description:
    'Queues a fresh `pending` delivery of the same event to the same webhook (with its own id, five attempts and `replayOf` naming the original); the original is unchanged. 202 with the new delivery. 409 conflict while the webhook is paused (resume it first). Idempotency-Key required: a retry with the same key returns the same delivery instead of queueing another.',
  tags: ['webhooks'],
  auth: { scope: 'webhooks:manage' },
  idempotency: 'required',
  status: 202,
  schema: { params: DeliveryParams, response: { 202: Type.Ref(WebhookDelivery) } },
  handler: async ({ deps, tx, params }) => replayDelivery(deps, tx, params.id, params.deliveryId),
});
