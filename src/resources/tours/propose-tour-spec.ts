import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { TourRefParams } from './params.js';
import { LINT_CODE_TEXT, SpecInput, TourProposal } from './schemas.js';
import { proposeTourSpec } from './service.js';

export const proposeTourSpecRoute = defineRoute({
  method: 'POST',
  url: '/tours/:id/propose',
  operationId: 'proposeTourSpec',
  summary: 'Lint and diff a spec without writing it',
  description:
    'Merges `spec.steps` into the live rows exactly as an apply would, then lints the result and diffs it by ref (added, removed, changed fields with old and new values, reordering per screen). Writes nothing, so it needs no Idempotency-Key. `applicable` is false while any problem is an error; warnings do not block. ' +
    `Lint errors: unknown screen, empty body, duplicate or missing ref, ask on a self-playing tour, auto without advanceAfterSecs, at past the screen's end, a step moved to another screen, refused vocabulary. Warnings: two steps of one video within half a second, a screen with no steps, an unverified selector, a title over 80 or body over 600 characters, at on a screen that is not a video. ${LINT_CODE_TEXT}`,
  tags: ['tours'],
  auth: { scope: 'tours:read' },
  transaction: 'read',
  idempotency: 'none',
  schema: {
    params: TourRefParams,
    body: Type.Object({ spec: SpecInput }),
    response: { 200: Type.Ref(TourProposal) },
  },
  handler: async ({ tx, params, body }) => proposeTourSpec(tx, params.id, body.spec.steps),
});
