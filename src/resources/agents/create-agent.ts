import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { Agent, AgentCreate } from './schemas.js';
import { createAgent } from './service.js';

export const createAgentRoute = defineRoute({
  method: 'POST',
  url: '/agents',
  operationId: 'createAgent',
  summary: 'Create an agent',
  description:
    'Creates an agent with its personal knowledge base (empty until sources are added) and its runtime settings: greeting, allowedOrigins (the origins whose pages may call the runtime API; `*` only in the sandbox, 400 elsewhere), theme, launcher, booking (time zone, meeting length, weekly availability, minimum notice, the rep who takes the meetings) and intentHotThreshold (default 70). Idempotency-Key required.',
  tags: ['agents'],
  auth: { scope: 'agents:write' },
  idempotency: 'required',
  status: 201,
  schema: { body: AgentCreate, response: { 201: Type.Ref(Agent) } },
  handler: async ({ deps, tx, body }) => createAgent(deps, tx, body),
});
