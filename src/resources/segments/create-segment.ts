import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { Segment, SegmentInput } from './schemas.js';
import { createSegment } from './service.js';

export const createSegmentRoute = defineRoute({
  method: 'POST',
  url: '/segments',
  operationId: 'createSegment',
  location: (body: { id: string }) => `/v1/segments/${body.id}`,
  summary: 'Save a segment',
  description:
    'Body `{name, description?, filter}`. Returns 201 with the segment (memberCount 0, evaluatedAt null); the worker evaluates it within minutes (call evaluateSegment to do it now). An empty or invalid filter is a 400 invalid-request whose `param` names the key (for example `filter.minIntent`).',
  tags: ['segments'],
  auth: { scope: 'segments:write' },
  idempotency: 'required',
  status: 201,
  schema: { body: SegmentInput, response: { 201: Type.Ref(Segment) } },
  handler: async ({ deps, tx, body, auth }) =>
    createSegment(deps, tx, body, { verbatim: auth.scopes.has('conversations:transcripts') }),
});
