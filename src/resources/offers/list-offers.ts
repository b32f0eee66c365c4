import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { OfferList } from './schemas.js';
import { listOffers } from './service.js';

export const listOffersRoute = defineRoute({
  method: 'GET',
  url: '/offers',
  operationId: 'listOffers',
  summary: 'List offers, most recently edited first',
  description:
    'Every offer of this data set (not paged), most recently edited first; `active=true` keeps live offers, `active=false` retired ones, absent returns both. Each carries its lifetime shown, accepted and declined counts in `stats`.',
  tags: ['offers'],
  auth: { scope: 'offers:read' },
  transaction: 'read-one',
  schema: {
    querystring: Type.Object({
      active: Type.Optional(Type.Boolean({ description: 'true: active offers; false: retired; absent: both' })),
    }),
    response: { 200: OfferList },
  },
  handler: async ({ tx, query }) => listOffers(tx, query.active === undefined ? {} : { active: query.active }),
});
