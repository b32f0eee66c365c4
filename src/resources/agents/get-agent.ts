import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { Agent, AgentRef } from './schemas.js';
import { getAgent } from './service.js';

export const getAgentRoute = defineRoute({
  method: 'GET',
  url: '/agents/:id',
  operationId: 'getAgent',
  summary: 'Read one agent',
  description:
    '`id` is the UUID or the public id. The agent with its personal knowledge base and the shared bases attached to it.',
  tags: ['agents'],
  auth: { scope: 'agents:read' },
  schema: {
    params: Type.Object({ id: AgentRef }),
    response: { 200: Type.Ref(Agent) },
  },
  handler: async ({ tx, params }) => getAgent(tx, params.id),
});
