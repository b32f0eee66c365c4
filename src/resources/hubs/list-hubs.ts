import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { PageQuery } from '../../contract/schemas.js';
import { HubList } from './schemas.js';
import { listHubs } from './service.js';

export const listHubsRoute = defineRoute({
  method: 'GET',
  url: '/hubs',
  operationId: 'listHubs',
  summary: 'List hubs, newest first',
  description: 'Hubs (collections of tours) with their tour counts, newest first, paged with limit and cursor.',
  tags: ['hubs'],
  auth: { scope: 'hubs:read' },
  transaction: 'read-one',
  schema: { querystring: Type.Object({ ...PageQuery }), response: { 200: HubList } },
  handler: async ({ deps, tx, query }) => listHubs(deps, tx, query),
});
