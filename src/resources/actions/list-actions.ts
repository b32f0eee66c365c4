import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { ActionList, AgentRef } from './schemas.js';
import { listActions } from './service.js';

export const listActionsRoute = defineRoute({
  method: 'GET',
  url: '/agents/:id/actions',
  operationId: 'listActions',
  summary: "List an agent's Actions in the operator's order",
  description:
    "`id` is the agent's UUID or public id. Every Action of the agent in the operator's order (creation order; a replace keeps its place), each with its `link` and `firesLast7Days`, the times it fired in the last 7 days. Not paged (at most 100 per agent).",
  tags: ['actions'],
  auth: { scope: 'agents:read' },
  schema: { params: Type.Object({ id: AgentRef }), response: { 200: ActionList } },
  handler: async ({ deps, tx, params }) => listActions(deps, tx, params.id),
});
