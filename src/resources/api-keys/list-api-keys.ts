import { defineRoute } from '../../http/route.js';
import { listKeys } from '../../platform/keys/service.js';
import { ApiKeyList } from './schemas.js';

export const listApiKeysRoute = defineRoute({
  method: 'GET',
  url: '/api-keys',
  operationId: 'listApiKeys',
  summary: "List the data set's API keys",
  description:
    'The keys of this data set, oldest first, revoked ones included, never the keys themselves: a live caller sees the live keys, a test caller (or a dashboard session with `X-Service-Mode: test`) the test keys. `lastUsedAt` is the last successful call.',
  tags: ['keys'],
  auth: { scope: 'keys:manage' },
  // API keys are a system table: read outside the data set's transaction, for this workspace and mode only.
  // (Also keeps it out of the isolation suite's byte-for-byte reads: that suite mints keys as it goes.)
  transaction: 'none',
  schema: { response: { 200: ApiKeyList } },
  handler: async ({ deps, auth }) => ({ items: await listKeys(deps, auth.workspaceId, auth.mode) }),
});
