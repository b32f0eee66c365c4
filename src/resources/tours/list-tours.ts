import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { PageQuery, StringEnum } from '../../contract/schemas.js';
import { TOUR_STATUSES, TourList } from './schemas.js';
import { listTours } from './service.js';

export const listToursRoute = defineRoute({
  method: 'GET',
  url: '/tours',
  operationId: 'listTours',
  summary: 'List tours, newest first',
  description:
    "Tours of this data set, newest first, paged with limit and cursor; templates are excluded. `status` filters on the status the API reports: `published` while a frozen revision is live, else the row's own status.",
  tags: ['tours'],
  auth: { scope: 'tours:read' },
  transaction: 'read-one',
  schema: {
    querystring: Type.Object({
      ...PageQuery,
      status: Type.Optional(StringEnum(TOUR_STATUSES, { description: 'only tours in this state' })),
    }),
    response: { 200: TourList },
  },
  handler: async ({ deps, tx, query }) => listTours(deps, tx, query),
});
