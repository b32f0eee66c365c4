import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { SegmentFilter, SegmentPreview } from './schemas.js';
import { previewSegment } from './service.js';

export const previewSegmentRoute = defineRoute({
  method: 'POST',
  url: '/segments/preview',
  operationId: 'previewSegment',
  summary: 'Count the visitors a filter would match',
  description:
    'Body: a SegmentFilter. Returns the normalised filter, how many visitors match now and up to 10 of their ids (most recently seen first): the same match as searchVisitors and an evaluation. Writes nothing.',
  tags: ['segments'],
  auth: { scope: 'segments:read' },
  idempotency: 'none',
  transaction: 'read',
  schema: { body: Type.Ref(SegmentFilter), response: { 200: Type.Ref(SegmentPreview) } },
  handler: async ({ deps, tx, body, auth }) =>
    previewSegment(deps, tx, body, { verbatim: auth.scopes.has('conversations:transcripts') }),
});
