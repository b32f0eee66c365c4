import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { Segment, SegmentPatch } from './schemas.js';
import { updateSegment } from './service.js';

export const updateSegmentRoute = defineRoute({
  method: 'PATCH',
  url: '/segments/:id',
  operationId: 'updateSegment',
  summary: 'Rename a segment or change its filter',
  description:
    "Send any of `name`, `description`, `filter`. A changed filter applies at the next evaluation (the worker's pass or evaluateSegment); members and memberCount stay as they are until then.",
  tags: ['segments'],
  auth: { scope: 'segments:write' },
  idempotency: 'required',
  schema: { params: IdParams, body: SegmentPatch, response: { 200: Type.Ref(Segment) } },
  handler: async ({ deps, tx, params, body, auth }) =>
    updateSegment(deps, tx, params.id, body, { verbatim: auth.scopes.has('conversations:transcripts') }),
});
