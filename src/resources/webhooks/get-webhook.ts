import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { Webhook } from './schemas.js';
import { getWebhook } from './service.js';

export const getWebhookRoute = defineRoute({
  method: 'GET',
  url: '/webhooks/:id',
  operationId: 'getWebhook',
  summary: 'Read one webhook',
  description: 'The webhook without its secret; 404 when it is not in this data set.',
  tags: ['webhooks'],
  auth: { scope: 'webhooks:manage' },
  transaction: 'read-one',
  schema: { params: IdParams, response: { 200: Type.Ref(Webhook) } },
  handler: async ({ tx, params }) => getWebhook(tx, params.id),
});
