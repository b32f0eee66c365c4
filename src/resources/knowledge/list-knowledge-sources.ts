import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { PageQuery, Uuid } from '../../contract/schemas.js';
import { KnowledgeSourceList } from './schemas.js';
import { listSources } from './service.js';

export const listKnowledgeSourcesRoute = defineRoute({
  method: 'GET',
  url: '/knowledge/sources',
  operationId: 'listKnowledgeSources',
  summary: 'List knowledge sources, newest first',
  description:
    'Every source of the workspace, or of one base with `baseId`; newest first; paged with limit and cursor.',
  tags: ['knowledge'],
  auth: { scope: 'knowledge:read' },
  transaction: 'read-one',
  schema: {
    querystring: Type.Object({ ...PageQuery, baseId: Type.Optional(Uuid) }),
    response: { 200: KnowledgeSourceList },
  },
  handler: async ({ deps, tx, query }) => listSources(deps, tx, query),
});
