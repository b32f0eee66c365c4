import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { Lead } from './schemas.js';
import { getLead } from './service.js';

export const getLeadRoute = defineRoute({
  method: 'GET',
  url: '/leads/:id',
  operationId: 'getLead',
  summary: 'Read one lead',
  description: 'A lead by id; 404 when it is not in this data set.',
  tags: ['leads'],
  auth: { scope: 'leads:read' },
  transaction: 'read-one',
  schema: { params: IdParams, response: { 200: Type.Ref(Lead) } },
  handler: async ({ tx, params }) => getLead(tx, params.id),
});
