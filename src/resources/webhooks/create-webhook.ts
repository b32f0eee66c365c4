import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { CreateWebhookBody, WebhookWithSecret } from './schemas.js';
import { checkedUrl, createWebhook } from './service.js';

export const createWebhookRoute = defineRoute({
  method: 'POST',
  url: '/webhooks',
  operationId: 'createWebhook',
  location: (body: { id: string }) => `/v1/webhooks/${body.id}`,
  summary: 'Subscribe a URL to events',
  description:
    'Creates an active webhook for events that occur from now on, and returns it with its signing `secret` (shown only here). `events` lists catalogue types or is `["*"]`; an unknown type is a 400. A URL that is not http(s), carries credentials, or is or resolves to a private, loopback, link-local or metadata address is a 400 with `param: "url"` (the same check runs again at every connection). 409 conflict when another webhook of this data set has the same URL. Idempotency-Key required.',
  tags: ['webhooks'],
  auth: { scope: 'webhooks:manage' },
  idempotency: 'required',
  status: 201,
  schema: { body: CreateWebhookBody, response: { 201: Type.Ref(WebhookWithSecret) } },
  // DNS before the transaction: a slow resolver must not hold it open.
  prepare: ({ deps, body }) => checkedUrl(deps, body.url),
  handler: async ({ deps, tx, body, prepared }) => createWebhook(deps, tx, body, prepared),
});
