import { defineRoute } from '../../http/route.js';
import { WebhookList } from './schemas.js';
import { listWebhooks } from './service.js';

export const listWebhooksRoute = defineRoute({
  method: 'GET',
  url: '/webhooks',
  operationId: 'listWebhooks',
  summary: 'List webhooks and the subscribable event types',
  description:
    'Every webhook of this data set, newest first (not paged), without secrets, and `catalog`: the 23 event types a webhook can subscribe to (the 22 of the contract and `visitor.erased`). Webhooks made with a test key receive sandbox events only; with a live key, live events only.',
  tags: ['webhooks'],
  auth: { scope: 'webhooks:manage' },
  transaction: 'read-one',
  schema: { response: { 200: WebhookList } },
  handler: async ({ tx }) => listWebhooks(tx),
});
