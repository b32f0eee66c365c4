import { defineRoute } from '../../http/route.js';
import { SkillList } from './schemas.js';
import { listSkills } from './service.js';

export const listSkillsRoute = defineRoute({
  method: 'GET',
  url: '/skills',
  operationId: 'listSkills',
  summary: "List the agents' skills",
  description:
    "Every skill the agents of this workspace use, by slug (not paged): the workspace's own skills (forks and custom ones) and the built-ins shipped with the service that it has neither forked nor removed. A built-in reads as source builtin, version 0, updatedAt null.",
  tags: ['skills'],
  auth: { scope: 'agents:read' },
  schema: { response: { 200: SkillList } },
  handler: async ({ tx }) => listSkills(tx),
});
