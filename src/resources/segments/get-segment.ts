import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { Segment } from './schemas.js';
import { getSegment } from './service.js';

export const getSegmentRoute = defineRoute({
  method: 'GET',
  url: '/segments/:id',
  operationId: 'getSegment',
  summary: 'Read a saved segment',
  description: 'A segment by id; 404 when it is not in this data set.',
  tags: ['segments'],
  auth: { scope: 'segments:read' },
  transaction: 'read-one',
  schema: { params: IdParams, response: { 200: Type.Ref(Segment) } },
  handler: async ({ tx, params }) => getSegment(tx, params.id),
});
