import { defineRoute } from '../../http/route.js';
import { listOperators } from '../../platform/operators/service.js';
import { OperatorList } from './schemas.js';

export const listOperatorsRoute = defineRoute({
  method: 'GET',
  url: '/operators',
  operationId: 'listOperators',
  summary: "List the workspace's operators",
  description:
    'The people who sign in to the dashboard, oldest first (removed ones are not listed). Operators belong to the workspace, not to a data set: live and sandbox callers see the same list.',
  tags: ['operators'],
  auth: { scope: 'operators:manage' },
  // Operators are a system table: read outside the data set's transaction (which would hold PGlite's one
  // connection while this reads), for this workspace only.
  transaction: 'none',
  schema: { response: { 200: OperatorList } },
  handler: async ({ deps, auth }) => ({ items: await listOperators(deps, auth.workspaceId) }),
});
