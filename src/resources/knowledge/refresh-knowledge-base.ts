import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { refreshBase } from './service.js';

export const refreshKnowledgeBaseRoute = defineRoute({
  method: 'POST',
  url: '/knowledge/bases/:id/refresh',
  operationId: 'refreshKnowledgeBase',
  summary: 'Re-read the URL and sitemap sources of a base',
  description:
    'Loaded and failed URL and sitemap sources go back to `pending` and the worker re-reads them: requests are conditional and unchanged pages keep their chunks. Sources already pending or being read are left to finish; text sources have nothing to re-read. `queued` is true when any source of the base is now waiting to be read.',
  tags: ['knowledge'],
  auth: { scope: 'knowledge:write' },
  status: 202,
  schema: { params: IdParams, response: { 202: Type.Object({ queued: Type.Boolean() }) } },
  handler: async ({ deps, tx, params }) => refreshBase(deps, tx, params.id),
});
