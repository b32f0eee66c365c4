import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { FollowUp, MASKING_NOTE } from './schemas.js';
import { dismissFollowUp } from './service.js';
import { oneForReader } from './masking.js';

export const dismissFollowUpRoute = defineRoute({
  method: 'POST',
  url: '/follow-ups/:id/dismiss',
  operationId: 'dismissFollowUp',
  summary: 'Dismiss an open follow-up without answering',
  description: `409 conflict when the follow-up is already closed.${MASKING_NOTE}`,
  tags: ['follow-ups'],
  auth: { scope: 'follow_ups:write' },
  idempotency: 'required',
  schema: { params: IdParams, response: { 200: Type.Ref(FollowUp) } },
  handler: async ({ deps, tx, params, auth }) =>
    oneForReader(tx, await dismissFollowUp(deps, tx, params.id), {
      verbatim: auth.scopes.has('conversations:transcripts'),
    }),
});
