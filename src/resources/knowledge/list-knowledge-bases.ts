import { defineRoute } from '../../http/route.js';
import { KnowledgeBaseList } from './schemas.js';
import { listBases } from './service.js';

export const listKnowledgeBasesRoute = defineRoute({
  method: 'GET',
  url: '/knowledge/bases',
  operationId: 'listKnowledgeBases',
  summary: 'List knowledge bases with their source counts',
  description:
    'Every knowledge base of the workspace, newest first (not paged). `sources` holds counts by status; `status` is indexing while any source is pending or being read, failed when every source failed, otherwise active.',
  tags: ['knowledge'],
  auth: { scope: 'knowledge:read' },
  transaction: 'read-one',
  schema: { response: { 200: KnowledgeBaseList } },
  handler: async ({ tx }) => listBases(tx),
});
