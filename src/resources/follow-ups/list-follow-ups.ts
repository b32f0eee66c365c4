import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { PageQuery, Uuid } from '../../contract/schemas.js';
import { FollowUpList, FollowUpStatus, MASKING_NOTE } from './schemas.js';
import { listFollowUps } from './service.js';

export const listFollowUpsRoute = defineRoute({
  method: 'GET',
  url: '/follow-ups',
  operationId: 'listFollowUps',
  summary: 'List follow-ups (questions handed to people), newest first',
  description: `Filters by status and visitor; newest first; paged with limit and cursor.${MASKING_NOTE}`,
  tags: ['follow-ups'],
  auth: { scope: 'follow_ups:read' },
  transaction: 'read-one',
  schema: {
    querystring: Type.Object({
      ...PageQuery,
      status: Type.Optional({ ...FollowUpStatus, description: 'only follow-ups in this state' }),
      visitorId: Type.Optional(Uuid),
    }),
    response: { 200: FollowUpList },
  },
  handler: async ({ deps, tx, query, auth }) =>
    listFollowUps(deps, tx, query, { verbatim: auth.scopes.has('conversations:transcripts') }),
});
