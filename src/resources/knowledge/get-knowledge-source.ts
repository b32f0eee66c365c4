import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { KnowledgeSource } from './schemas.js';
import { getSource } from './service.js';

export const getKnowledgeSourceRoute = defineRoute({
  method: 'GET',
  url: '/knowledge/sources/:id',
  operationId: 'getKnowledgeSource',
  summary: 'Read one knowledge source',
  description: 'Poll it after adding: `pending`, `indexing`, then `loaded` or `failed` with a human-readable `error`.',
  tags: ['knowledge'],
  auth: { scope: 'knowledge:read' },
  transaction: 'read-one',
  schema: { params: IdParams, response: { 200: Type.Ref(KnowledgeSource) } },
  handler: async ({ tx, params }) => getSource(tx, params.id),
});
