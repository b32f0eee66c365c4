import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { PageQuery, Uuid } from '../../contract/schemas.js';
import { LeadList } from './schemas.js';
import { listLeads } from './service.js';

export const listLeadsRoute = defineRoute({
  method: 'GET',
  url: '/leads',
  operationId: 'listLeads',
  summary: 'List leads, newest first',
  description:
    'Leads the agents captured (forms and booked meetings), newest first; filter by visitor; paged with limit and cursor.',
  tags: ['leads'],
  auth: { scope: 'leads:read' },
  transaction: 'read-one',
  schema: {
    querystring: Type.Object({ ...PageQuery, visitorId: Type.Optional(Uuid) }),
    response: { 200: LeadList },
  },
  handler: async ({ deps, tx, query }) => listLeads(deps, tx, query),
});
