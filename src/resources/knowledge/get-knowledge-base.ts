import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { KnowledgeBaseDetail } from './schemas.js';
import { getBase } from './service.js';

export const getKnowledgeBaseRoute = defineRoute({
  method: 'GET',
  url: '/knowledge/bases/:id',
  operationId: 'getKnowledgeBase',
  summary: 'Read one knowledge base with its sources',
  description: 'The base with `sources` as an array of KnowledgeSource (newest first).',
  tags: ['knowledge'],
  auth: { scope: 'knowledge:read' },
  schema: { params: IdParams, response: { 200: Type.Ref(KnowledgeBaseDetail) } },
  handler: async ({ tx, params }) => getBase(tx, params.id),
});
