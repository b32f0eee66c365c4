import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { AgentConfig, PublicIdParams } from './schemas.js';
import type { RuntimeAgent } from './context.js';

export const agentConfig = (a: RuntimeAgent) => ({
  publicId: a.publicId,
  name: a.name,
  greeting: a.greeting,
  livemode: a.livemode,
  theme: a.theme,
  launcher: a.launcher,
});

export const getAgentConfigRoute = defineRoute({
  method: 'GET',
  url: '/agents/:publicId',
  operationId: 'getRuntimeAgent',
  summary: "The widget's configuration",
  description:
    'Name, greeting, theme and launcher of an agent, and whether it is live. 404 for an unknown agent. Cacheable for 60 seconds.',
  auth: { visitor: 'none', limits: 'address' },
  cacheSeconds: 60,
  schema: { params: PublicIdParams, response: { 200: Type.Ref(AgentConfig) } },
  handler: async ({ agent }) => agentConfig(agent),
});
