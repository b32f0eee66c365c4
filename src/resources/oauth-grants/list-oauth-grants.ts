import { defineRoute } from '../../http/route.js';
import { listGrants } from '../../platform/oauth/grants.js';
import { OAuthGrantList } from './schemas.js';

export const listOAuthGrantsRoute = defineRoute({
  method: 'GET',
  url: '/oauth-grants',
  operationId: 'listOAuthGrants',
  summary: 'List the assistants signed in over OAuth',
  description:
    'Every OAuth grant of this workspace still in force (an operator allowed an MCP client on the consent page), live and sandbox alike, newest first: the client, who allowed it, which data and which scopes. Tokens themselves are never listed; they are stored hashed.',
  tags: ['oauth-grants'],
  auth: { scope: 'keys:manage' },
  transaction: 'none',
  schema: { response: { 200: OAuthGrantList } },
  handler: async ({ deps, auth }) => ({ items: await listGrants(deps, auth.workspaceId) }),
});
