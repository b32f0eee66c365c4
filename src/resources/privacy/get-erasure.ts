import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { Erasure } from './schemas.js';
import { getErasure } from './service.js';

export const getErasureRoute = defineRoute({
  method: 'GET',
  url: '/erasures/:id',
  operationId: 'getErasure',
  summary: 'Read one erasure receipt',
  description:
    'The receipt: the visitors erased, `pending` or `completed`, and when. It never holds the email a request named. 404 when it is not in this data set.',
  tags: ['privacy'],
  auth: { scope: 'privacy:manage' },
  transaction: 'read-one',
  schema: { params: IdParams, response: { 200: Type.Ref(Erasure) } },
  handler: async ({ tx, params }) => getErasure(tx, params.id),
});
