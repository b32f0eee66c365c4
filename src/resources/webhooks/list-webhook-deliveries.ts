import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { DeliveriesQuery, WebhookDeliveryList } from './schemas.js';
import { listDeliveries } from './service.js';

export const listWebhookDeliveriesRoute = defineRoute({
  method: 'GET',
  url: '/webhooks/:id/deliveries',
  operationId: 'listWebhookDeliveries',
  summary: 'The delivery log of a webhook, newest first',
  description:
    'One delivery per event sent to this webhook (and one per replay), newest first, paged with `limit` and `cursor`. A delivery is `pending` while attempts remain, `delivered` after a 2xx, `failed` after the fifth failed attempt or when the webhook was paused first.',
  tags: ['webhooks'],
  auth: { scope: 'webhooks:manage' },
  schema: { params: IdParams, querystring: DeliveriesQuery, response: { 200: WebhookDeliveryList } },
  handler: async ({ deps, tx, params, query }) => listDeliveries(deps, tx, params.id, query),
});
