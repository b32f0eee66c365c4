import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { PageQuery } from '../../contract/schemas.js';
import { ErasureList } from './schemas.js';
import { listErasures } from './service.js';

export const listErasuresRoute = defineRoute({
  method: 'GET',
  url: '/erasures',
  operationId: 'listErasures',
  summary: 'List erasure receipts, newest first',
  description:
    'Every erasure of this data set (ids and times only, never an email); newest first; paged with limit and cursor.',
  tags: ['privacy'],
  auth: { scope: 'privacy:manage' },
  transaction: 'read-one',
  schema: { querystring: Type.Object({ ...PageQuery }), response: { 200: ErasureList } },
  handler: async ({ deps, tx, query }) => listErasures(deps, tx, query),
});
