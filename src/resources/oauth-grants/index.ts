import type { ResourceModule } from '../../modules.js';
import { listOAuthGrantsRoute } from './list-oauth-grants.js';
import { revokeOAuthGrantRoute } from './revoke-oauth-grant.js';
import { OAuthGrant } from './schemas.js';

/** The OAuth grants of AI assistants signed in to /mcp (src/mcp/oauth/), for the dashboard's Developers page. */
export const oauthGrantsModule: ResourceModule = {
  name: 'oauth-grants',
  tags: [
    {
      name: 'oauth-grants',
      description: 'AI assistants an operator allowed to use the MCP server over OAuth: list and revoke.',
    },
  ],
  schemas: [OAuthGrant],
  routes: [listOAuthGrantsRoute, revokeOAuthGrantRoute],
};
