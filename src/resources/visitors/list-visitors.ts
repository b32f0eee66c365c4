import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { PageQuery } from '../../contract/schemas.js';
import { VisitorList } from './schemas.js';
import { listVisitors } from './service.js';

export const listVisitorsRoute = defineRoute({
  method: 'GET',
  url: '/visitors',
  operationId: 'listVisitors',
  summary: 'List visitors, most recently seen first',
  description:
    '`identified=true` keeps visitors with an email or a CRM contact (`false` those with neither); `email` matches exactly, ignoring case. Paged with limit and cursor.',
  tags: ['visitors'],
  auth: { scope: 'visitors:read' },
  transaction: 'read-one',
  schema: {
    querystring: Type.Object({
      ...PageQuery,
      identified: Type.Optional(
        Type.Boolean({ description: 'true: with an email or CRM contact; false: with neither' }),
      ),
      email: Type.Optional(Type.String({ minLength: 1, maxLength: 320, description: 'exact email, case-insensitive' })),
    }),
    response: { 200: VisitorList },
  },
  handler: async ({ deps, tx, query }) => listVisitors(deps, tx, query),
});
