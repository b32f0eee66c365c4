import { ApiError } from '../../contract/errors.js';
import { IdParams } from '../../contract/schemas.js';
import { defineRoute } from '../../http/route.js';
import { revokeGrant } from '../../platform/oauth/grants.js';

export const revokeOAuthGrantRoute = defineRoute({
  method: 'DELETE',
  url: '/oauth-grants/:id',
  operationId: 'revokeOAuthGrant',
  summary: "Revoke an assistant's OAuth grant",
  description:
    'Its access and refresh tokens stop working at once: the next MCP request and the next refresh are refused (401 and invalid_grant). The assistant must sign in again. 204; 404 when the workspace has no such grant in force.',
  tags: ['oauth-grants'],
  auth: { scope: 'keys:manage' },
  transaction: 'none',
  idempotency: 'none',
  status: 204,
  schema: { params: IdParams, response: { 204: null } },
  handler: async ({ deps, auth, params }) => {
    if (!(await revokeGrant(deps, auth.workspaceId, params.id)))
      throw new ApiError('not-found', 'No such OAuth grant.');
  },
});
