import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { VisitorDetail } from './schemas.js';
import { getVisitor } from './service.js';

export const getVisitorRoute = defineRoute({
  method: 'GET',
  url: '/visitors/:id',
  operationId: 'getVisitor',
  summary: 'Read a visitor with their journey',
  description:
    'The visitor plus `journey`: the last 20 conversations and the last 20 tour sittings (newest first), the latest lead (or null) and the open follow-ups.',
  tags: ['visitors'],
  auth: { scope: 'visitors:read' },
  schema: { params: IdParams, response: { 200: Type.Ref(VisitorDetail) } },
  handler: async ({ tx, params, auth }) =>
    getVisitor(tx, params.id, { verbatim: auth.scopes.has('conversations:transcripts') }),
});
