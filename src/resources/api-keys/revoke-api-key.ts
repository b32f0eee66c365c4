import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { notFound } from '../../contract/errors.js';
import { revokeKeyOf } from '../../platform/keys/service.js';
import { ApiKey } from './schemas.js';

export const revokeApiKeyRoute = defineRoute({
  method: 'DELETE',
  url: '/api-keys/:id',
  operationId: 'revokeApiKey',
  summary: 'Revoke an API key at once',
  description:
    'The key stops working on the next request, in every server process; the answer is the revoked key (revoking again answers the same). 404 when it is not a key of this data set (workspace and mode). The same service as `svc keys revoke`.',
  tags: ['keys'],
  auth: { scope: 'keys:manage' },
  idempotency: 'none',
  transaction: 'none',
  schema: { params: IdParams, response: { 200: Type.Ref(ApiKey) } },
  handler: async ({ deps, auth, params }) => {
    const key = await revokeKeyOf(deps, { workspaceId: auth.workspaceId, mode: auth.mode }, params.id);
    if (!key) throw notFound('API key');
    return key;
  },
});
