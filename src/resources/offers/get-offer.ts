import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { Offer } from './schemas.js';
import { getOffer } from './service.js';

export const getOfferRoute = defineRoute({
  method: 'GET',
  url: '/offers/:id',
  operationId: 'getOffer',
  summary: 'Read one offer',
  description:
    'An offer by id, retired ones included, with its lifetime counters; 404 when it is not in this data set.',
  tags: ['offers'],
  auth: { scope: 'offers:read' },
  transaction: 'read-one',
  schema: { params: IdParams, response: { 200: Type.Ref(Offer) } },
  handler: async ({ tx, params }) => getOffer(tx, params.id),
});
