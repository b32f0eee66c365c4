import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { TourRefParams } from './params.js';
import { AppliedTourSpec, SpecInput } from './schemas.js';
import { applyTourSpec } from './service.js';

export const applyTourSpecRoute = defineRoute({
  method: 'PUT',
  url: '/tours/:id/spec',
  operationId: 'applyTourSpec',
  summary: 'Apply a spec to the live rows',
  description:
    "Writes `spec.steps` when `baseVersion` is still the spec's version (else 409 `stale` with top-level `currentVersion`: re-read, re-diff, apply again) and lint finds no error (else 400 `lint-failed` with `problems`). " +
    'Existing refs are merged field by field (fields left out are kept), new refs are inserted, refs missing from the spec are deleted, steps are reordered per screen as listed. Narration is never regenerated: an unchanged body keeps its recording; a changed body drops a recording made from the body. ' +
    'Published revisions are untouched: publish to make the change visible to visitors. Idempotency-Key required.',
  tags: ['tours'],
  auth: { scope: 'tours:write' },
  idempotency: 'required',
  errors: [409],
  schema: {
    params: TourRefParams,
    body: Type.Object({
      spec: SpecInput,
      baseVersion: Type.String({ minLength: 1, maxLength: 200, description: 'the version read or proposed against' }),
    }),
    response: { 200: AppliedTourSpec },
  },
  handler: async ({ deps, tx, params, body }) => applyTourSpec(deps, tx, params.id, body.spec.steps, body.baseVersion),
});
