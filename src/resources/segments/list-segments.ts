import { defineRoute } from '../../http/route.js';
import { SegmentList } from './schemas.js';
import { listSegments } from './service.js';

export const listSegmentsRoute = defineRoute({
  method: 'GET',
  url: '/segments',
  operationId: 'listSegments',
  summary: 'List saved segments, newest first',
  description: 'Every saved segment of this data set (not paged), with its member count as of its last evaluation.',
  tags: ['segments'],
  auth: { scope: 'segments:read' },
  transaction: 'read-one',
  schema: { response: { 200: SegmentList } },
  handler: async ({ tx }) => listSegments(tx),
});
