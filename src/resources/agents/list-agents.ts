import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { PageQuery } from '../../contract/schemas.js';
import { AgentList } from './schemas.js';
import { listAgents } from './service.js';

export const listAgentsRoute = defineRoute({
  method: 'GET',
  url: '/agents',
  operationId: 'listAgents',
  summary: 'List agents, newest first',
  description:
    'Agents of the workspace with the knowledge they read (personal base and attached shared bases); newest first; paged with limit and cursor.',
  tags: ['agents'],
  auth: { scope: 'agents:read' },
  transaction: 'read-one',
  schema: { querystring: Type.Object({ ...PageQuery }), response: { 200: AgentList } },
  handler: async ({ deps, tx, query }) => listAgents(deps, tx, query),
});
