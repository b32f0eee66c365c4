import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams, PageQuery } from '../../contract/schemas.js';
import { SegmentMemberList } from './schemas.js';
import { listSegmentMembers } from './service.js';

export const listSegmentMembersRoute = defineRoute({
  method: 'GET',
  url: '/segments/:id/members',
  operationId: 'listSegmentMembers',
  summary: 'List the current members of a segment, newest entry first',
  description:
    'Members as of the last evaluation, with their visitor fields as they are now; `leftAt` is null and `changedAt` is the entry time. Paged with limit and cursor.',
  tags: ['segments'],
  auth: { scope: 'segments:read' },
  schema: { params: IdParams, querystring: Type.Object(PageQuery), response: { 200: SegmentMemberList } },
  handler: async ({ deps, tx, params, query }) => listSegmentMembers(deps, tx, params.id, query),
});
