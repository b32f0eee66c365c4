import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { createKeyFor } from '../../platform/keys/service.js';
import { ApiKeyWithSecret, CreateApiKeyBody } from './schemas.js';

export const createApiKeyRoute = defineRoute({
  method: 'POST',
  url: '/api-keys',
  operationId: 'createApiKey',
  summary: 'Create an API key (shown once)',
  description:
    "Creates a key of the caller's data set (a live key from a live caller, a test key from a test caller or a session with `X-Service-Mode: test`) and returns it with the key itself in `key`, shown only in this answer. `scopes` default to every read scope; `conversations:transcripts`, `privacy:manage`, `keys:manage` and `operators:manage` only when named. 403 insufficient-scope when asking for a scope the caller does not hold. The same service as `svc keys create`. Not idempotent: a retry makes a second key (revoke the one not kept).",
  tags: ['keys'],
  auth: { scope: 'keys:manage' },
  idempotency: 'none',
  transaction: 'none',
  status: 201,
  schema: { body: CreateApiKeyBody, response: { 201: Type.Ref(ApiKeyWithSecret) } },
  handler: async ({ deps, auth, body }) => createKeyFor(deps, auth, body),
});
