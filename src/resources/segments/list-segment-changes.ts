import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { DATE_TIME_MAX, IdParams, PageQuery } from '../../contract/schemas.js';
import { SegmentChangeList } from './schemas.js';
import { listSegmentChanges } from './service.js';

export const listSegmentChangesRoute = defineRoute({
  method: 'GET',
  url: '/segments/:id/changes',
  operationId: 'listSegmentChanges',
  summary: 'Membership changes of a segment, oldest first',
  description:
    'Changes recorded after `since` (exclusive; absent: from the start), oldest first, at most `limit` (1 to 200, default 50). Each row is the member as they were at the change, with `change` entered or left. Pass `nextSince` back as `since` to continue: every change is seen exactly once.',
  tags: ['segments'],
  auth: { scope: 'segments:read' },
  schema: {
    params: IdParams,
    querystring: Type.Object({
      since: Type.Optional(
        Type.String({
          format: 'date-time',
          maxLength: DATE_TIME_MAX,
          description: 'the nextSince of the previous call',
        }),
      ),
      limit: PageQuery.limit,
    }),
    response: { 200: SegmentChangeList },
  },
  handler: async ({ tx, params, query }) => listSegmentChanges(tx, params.id, query),
});
