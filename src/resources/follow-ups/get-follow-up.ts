import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { FollowUp, MASKING_NOTE } from './schemas.js';
import { getFollowUp } from './service.js';

export const getFollowUpRoute = defineRoute({
  method: 'GET',
  url: '/follow-ups/:id',
  operationId: 'getFollowUp',
  summary: 'Read one follow-up',
  description: `A follow-up by id; 404 when it is not in this data set.${MASKING_NOTE}`,
  tags: ['follow-ups'],
  auth: { scope: 'follow_ups:read' },
  transaction: 'read-one',
  schema: { params: IdParams, response: { 200: Type.Ref(FollowUp) } },
  handler: async ({ tx, params, auth }) =>
    getFollowUp(tx, params.id, { verbatim: auth.scopes.has('conversations:transcripts') }),
});
