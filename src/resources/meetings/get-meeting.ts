import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { Meeting } from './schemas.js';
import { getMeeting } from './service.js';

export const getMeetingRoute = defineRoute({
  method: 'GET',
  url: '/meetings/:id',
  operationId: 'getMeeting',
  summary: 'Read one meeting',
  description: 'A meeting by id; 404 when it is not in this data set.',
  tags: ['meetings'],
  auth: { scope: 'meetings:read' },
  transaction: 'read-one',
  schema: { params: IdParams, response: { 200: Type.Ref(Meeting) } },
  handler: async ({ tx, params }) => getMeeting(tx, params.id),
});
