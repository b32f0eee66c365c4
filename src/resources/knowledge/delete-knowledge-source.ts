import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { deleteSource } from './service.js';

export const deleteKnowledgeSourceRoute = defineRoute({
  method: 'DELETE',
  url: '/knowledge/sources/:id',
  operationId: 'deleteKnowledgeSource',
  summary: 'Delete a knowledge source',
  description:
    'Removes the source with its pages, chunks and vectors before answering 204, so retrieve and ask stop using it at once. A read of the source still in progress stops.',
  tags: ['knowledge'],
  auth: { scope: 'knowledge:write' },
  status: 204,
  schema: { params: IdParams, response: { 204: null } },
  handler: async ({ tx, params }) => deleteSource(tx, params.id),
});
