import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { deleteWebhook } from './service.js';

export const deleteWebhookRoute = defineRoute({
  method: 'DELETE',
  url: '/webhooks/:id',
  operationId: 'deleteWebhook',
  summary: 'Delete a webhook and its delivery log',
  description:
    'Stops deliveries at once (an attempt already on the wire may still arrive) and removes the delivery log. 204; 404 when it is not in this data set. Idempotency-Key required.',
  tags: ['webhooks'],
  auth: { scope: 'webhooks:manage' },
  idempotency: 'required',
  status: 204,
  schema: { params: IdParams, response: { 204: null } },
  handler: async ({ tx, params }) => deleteWebhook(tx, params.id),
});
