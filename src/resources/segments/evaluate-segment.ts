import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { evaluateSegment } from './evaluate.js';
import { EvaluationReceipt } from './schemas.js';

export const evaluateSegmentRoute = defineRoute({
  method: 'POST',
  url: '/segments/:id/evaluate',
  operationId: 'evaluateSegment',
  summary: "Run the worker's evaluation pass now",
  description:
    'Recomputes membership from the current filter, records each change and emits one segment.entered or segment.left event per visitor whose membership changed. A pass running at the same time (the worker, another call) is waited for, so no change is emitted twice or lost. Receipt: how many entered and left, the new total and when.',
  tags: ['segments'],
  auth: { scope: 'segments:write' },
  idempotency: 'required',
  schema: { params: IdParams, response: { 200: Type.Ref(EvaluationReceipt) } },
  handler: async ({ deps, tx, params }) => evaluateSegment(deps, tx, params.id),
});
