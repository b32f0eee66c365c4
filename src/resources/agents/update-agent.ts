import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { Agent, AgentRef, AgentUpdate } from './schemas.js';
import { updateAgent } from './service.js';

export const updateAgentRoute = defineRoute({
  method: 'PATCH',
  url: '/agents/:id',
  operationId: 'updateAgent',
  summary: "Change an agent's name or runtime settings",
  description:
    '`id` is the UUID or the public id. Send only what changes: name, greeting, allowedOrigins, theme, launcher, booking (replaced whole; null turns booking off) or intentHotThreshold. Live on save: the next visitor call (and the next turn) uses them. A request that changes nothing returns the agent as it is, updatedAt unchanged. Idempotency-Key required.',
  tags: ['agents'],
  auth: { scope: 'agents:write' },
  idempotency: 'required',
  schema: { params: Type.Object({ id: AgentRef }), body: AgentUpdate, response: { 200: Type.Ref(Agent) } },
  handler: async ({ deps, tx, params, body }) => updateAgent(deps, tx, params.id, body),
});
