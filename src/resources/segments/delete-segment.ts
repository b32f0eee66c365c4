import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { deleteSegment } from './service.js';

export const deleteSegmentRoute = defineRoute({
  method: 'DELETE',
  url: '/segments/:id',
  operationId: 'deleteSegment',
  summary: 'Delete a segment and its membership history',
  description:
    '204 No Content. Its members and recorded changes are removed with it; events already emitted stay in the event log.',
  tags: ['segments'],
  auth: { scope: 'segments:write' },
  idempotency: 'required',
  status: 204,
  schema: { params: IdParams, response: { 204: null } },
  handler: async ({ tx, params }) => deleteSegment(tx, params.id),
});
