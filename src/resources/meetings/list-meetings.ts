import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { PageQuery, Uuid } from '../../contract/schemas.js';
import { MeetingList } from './schemas.js';
import { listMeetings } from './service.js';

export const listMeetingsRoute = defineRoute({
  method: 'GET',
  url: '/meetings',
  operationId: 'listMeetings',
  summary: 'List booked meetings, newest first',
  description:
    'Meetings the agents booked, by booking time, newest first; filter by visitor; paged with limit and cursor.',
  tags: ['meetings'],
  auth: { scope: 'meetings:read' },
  transaction: 'read-one',
  schema: {
    querystring: Type.Object({ ...PageQuery, visitorId: Type.Optional(Uuid) }),
    response: { 200: MeetingList },
  },
  handler: async ({ deps, tx, query }) => listMeetings(deps, tx, query),
});
