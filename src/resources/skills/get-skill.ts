import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { SkillDocument, SlugParams } from './schemas.js';
import { getSkill } from './service.js';

export const getSkillRoute = defineRoute({
  method: 'GET',
  url: '/skills/:slug',
  operationId: 'getSkill',
  summary: 'Read one skill',
  description:
    "The skill the agents use under this slug: the workspace's own row, else the built-in. 404 for an unknown or removed slug.",
  tags: ['skills'],
  auth: { scope: 'agents:read' },
  schema: { params: SlugParams, response: { 200: Type.Ref(SkillDocument) } },
  handler: async ({ tx, params }) => getSkill(tx, params.slug),
});
